import Foundation

/// The frames the examples gallery shows (TerminalUI's *Examples* article),
/// each a text block after `<!-- frame: NAME -->`: a test of an example holds
/// the article to the frame its Pilot draws, so a changed example fails until
/// the article shows it.
enum ReadmeFrames {
    /// The article that shows the frames.
    static let article = "Sources/TerminalUI/TerminalUI.docc/Examples.md"

    /// The block named `name`, or `nil` when the article has none.
    static func frame(_ name: String) throws -> String? {
        let lines = try ReadmeSnippetTests.text(of: article).components(separatedBy: "\n")
        guard let marker = lines.firstIndex(of: "<!-- frame: \(name) -->"), marker + 1 < lines.count,
              lines[marker + 1] == "```" else { return nil }
        let body = lines[(marker + 2)...].prefix { $0 != "```" }
        return body.joined(separator: "\n")
    }

    /// `text` with the blank lines at its end removed, as a README block holds it.
    static func trimmed(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
