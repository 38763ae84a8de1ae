/// Text with a style per run, split into lines: what a row or a section
/// header shows.
///
/// A row of height *h* shows the first *h* lines; a newline in the text
/// starts a new line, every other control character is drawn as a visible
/// placeholder by the canvas (item text is data, never terminal commands).
public struct StyledText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A run of text drawn with one style.
    public struct Span: Hashable, Sendable {
        /// The text of the run (no newline).
        public var text: String
        /// How the run looks.
        public var style: Style

        /// Creates a run of `text` drawn with `style`.
        public init(_ text: String, style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// The lines, each a sequence of runs.
    public var lines: [[Span]]

    /// Creates text from runs; a newline inside a run starts a new line.
    ///
    /// Complexity: O(n) in the total length.
    public init(spans: [Span]) {
        var lines: [[Span]] = [[]]
        for span in spans {
            let parts = span.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                if index > 0 { lines.append([]) }
                if !part.isEmpty { lines[lines.count - 1].append(Span(String(part), style: span.style)) }
            }
        }
        self.lines = lines
    }

    /// Creates text drawn in one style; a newline starts a new line.
    public init(_ text: String, style: Style = .plain) {
        self.init(spans: [Span(text, style: style)])
    }

    /// Creates plain text from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The plain text, lines joined with newlines.
    public var description: String {
        lines.map { $0.map(\.text).joined() }.joined(separator: "\n")
    }
}
