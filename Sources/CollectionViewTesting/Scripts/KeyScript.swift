import CollectionView

/// Key scripts: what to press and how long to wait, one step per line, for
/// a ``Pilot`` to play (``Pilot/play(_:)-(ScriptStep)``) or an app to replay
/// (`demo --replay FILE`).
///
/// ```
/// # comments and blank lines are ignored
/// down            # a named key (up, down, pgdn, home, enter, space, esc, shift-up, ctrl-r, f5, insert, shift-tab, …)
/// d               # a single character is that key
/// wait 300ms      # let the clock run (ms or s)
/// type Ann        # press A, n, n
/// resize 40x12    # resize the screen
/// ```
///
/// A `#` starts a comment at the start of a line or after a space when a
/// space follows it; `#` alone is the key. Key names are read in any case
/// (`ViewInput.init(scriptName:)`), as are `wait`, `type` and `resize`.
///
/// ```swift
/// let steps = try KeyScript.parse("down\nd\nwait 300ms")
/// pilot.play(steps)
/// ```
public enum KeyScript {
    /// The longest `wait` a script may ask for (a day): longer is an error,
    /// not a clock that overflows.
    public static let longestWait: Duration = .seconds(86_400)
    /// The widest and tallest screen a `resize` may ask for, in cells: far
    /// beyond any terminal, and small enough that a frame fits in memory.
    public static let largestSize = 1_000
    static let sizes = 1...largestSize

    /// The steps of `text`, in order.
    ///
    /// Lines end at a line feed (a CR before it is ignored).
    ///
    /// Complexity: O(n) in the length of `text`.
    /// - Throws: ``KeyScriptError`` naming the first line that is not a
    ///   step (an unknown key or step, a duration or size that cannot be read
    ///   or is out of range); nothing is returned in part.
    public static func parse(_ text: String) throws(KeyScriptError) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        // "\r\n" is one Character: split on it too, so that CR LF scripts read as LF ones.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: endsLine)
        for (offset, raw) in lines.enumerated() {
            var line = raw
            if line.hasPrefix("# ") { continue }
            if let start = commentStart(line) { line = line[..<start] }
            let trimmed = trimmingWhitespace(line)
            if trimmed.isEmpty { continue }
            steps.append(try step(trimmed, line: offset + 1))
        }
        return steps
    }

    /// The script of `steps`, one line each, that ``parse(_:)`` reads back
    /// as the same steps; `nil` when a step has no line (see
    /// ``ScriptStep/scriptLine``).
    ///
    /// Complexity: O(n) in the length of the text.
    public static func text(for steps: [ScriptStep]) -> String? {
        var lines: [String] = []
        for step in steps {
            guard let line = step.scriptLine else { return nil }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// Whether `character` ends a line: a line feed, or CR LF (one
    /// `Character`); a lone CR or another line separator does not.
    static func endsLine(_ character: Character) -> Bool { character == "\n" || character == "\r\n" }

    /// Whether `text` holds `" # "`, which would start a comment.
    static func hasComment(_ text: Substring) -> Bool { commentStart(text) != nil }

    /// Where `" # "` starts, compared Character by Character (a space that
    /// carries a combining mark is not a space).
    private static func commentStart(_ line: Substring) -> Substring.Index? {
        var index = line.startIndex
        while index < line.endIndex {
            if line[index...].starts(with: " # ") { return index }
            index = line.index(after: index)
        }
        return nil
    }

    private static func trimmingWhitespace(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text
    }

    private static func step(_ text: Substring, line: Int) throws(KeyScriptError) -> ScriptStep {
        let words = text.split(separator: " ", maxSplits: 1)
        let head = words.first.map(String.init) ?? ""
        let rest = words.count > 1 ? trimmingWhitespace(words[1]) : ""
        switch head.lowercased() {
        case "wait" where !rest.isEmpty:
            guard let duration = duration(rest) else {
                throw KeyScriptError(line: line, problem: "cannot read the duration \"\(rest)\" (use e.g. 300ms or 2s)")
            }
            guard duration <= longestWait else {
                throw KeyScriptError(line: line, problem: "the duration \"\(rest)\" is longer than a day (86400s)")
            }
            return .wait(duration)
        case "type" where !rest.isEmpty:
            return .type(String(rest))
        case "resize" where !rest.isEmpty:
            let parts = rest.lowercased().split(separator: "x")
            guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]), columns > 0, rows > 0 else {
                throw KeyScriptError(line: line, problem: "cannot read the size \"\(rest)\" (use e.g. 80x24)")
            }
            guard columns <= largestSize, rows <= largestSize else {
                throw KeyScriptError(line: line, problem: "the size \"\(rest)\" is larger than \(largestSize)x\(largestSize)")
            }
            return .resize(columns: columns, rows: rows)
        default:
            guard rest.isEmpty else { throw KeyScriptError(line: line, problem: "unknown step \"\(text)\"") }
            guard let key = ViewInput(scriptName: head) else { throw KeyScriptError(line: line, problem: "unknown key \"\(head)\"") }
            return .key(key)
        }
    }

    /// `300ms`, `2s`, `1.5s`: whole milliseconds from 0 (no limit above: the caller checks ``longestWait``).
    private static func duration(_ text: Substring) -> Duration? {
        let lower = text.lowercased()
        let milliseconds: Int
        if lower.hasSuffix("ms"), let value = Int(lower.dropLast(2)) {
            milliseconds = value
        } else if lower.hasSuffix("s"), let value = Double(lower.dropLast()), value.isFinite,
                  let rounded = Int(exactly: (value * 1000).rounded()) {
            milliseconds = rounded
        } else {
            return nil
        }
        guard milliseconds >= 0 else { return nil }
        return .milliseconds(milliseconds)
    }
}
