import CollectionView
import Foundation

/// One step of a replay script.
enum ScriptStep: Hashable, Sendable {
    /// Press a key; the clock does not move.
    case key(ViewInput)
    /// Let time pass (animations advance exactly this much).
    case wait(Duration)
    /// Type each character of a text as its own key press.
    case type(String)
    /// Resize the screen to columns × rows.
    case resize(columns: Int, rows: Int)
}

/// A script error names the line and what is wrong with it.
struct KeyScriptError: Error, Hashable, CustomStringConvertible {
    /// 1-based line number in the script.
    var line: Int
    /// What is wrong.
    var problem: String

    var description: String { "line \(line): \(problem)" }
}

/// Parses replay scripts: one step per line.
///
/// ```
/// # comments and blank lines are ignored
/// down            # a named key (up, down, pgdn, home, enter, space, esc, shift-up, ctrl-r, f5, insert, shift-tab, …)
/// d               # a single character is that key
/// wait 300ms      # let the clock run (ms or s)
/// type Ann        # press A, n, n
/// resize 40x12    # resize the screen
/// ```
enum KeyScript {
    /// Parses `text`; throws ``KeyScriptError`` naming the first bad line.
    static func parse(_ text: String) throws(KeyScriptError) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            // "# text" starts a comment, at the start of a line or after a space; "#" alone is the key.
            var line = Substring(raw)
            if line.hasPrefix("# ") { continue }
            if let range = line.range(of: " # ") { line = line[..<range.lowerBound] }
            let trimmed = line.trimmingSpaces()
            if trimmed.isEmpty { continue }
            steps.append(try parseStep(trimmed, line: lineNumber))
        }
        return steps
    }

    private static func parseStep(_ text: Substring, line: Int) throws(KeyScriptError) -> ScriptStep {
        let words = text.split(separator: " ", maxSplits: 1)
        let head = words.first.map(String.init) ?? ""
        let rest = words.count > 1 ? words[1].trimmingSpaces() : ""
        switch head.lowercased() {
        case "wait" where !rest.isEmpty:
            guard let duration = parseDuration(rest) else {
                throw KeyScriptError(line: line, problem: "cannot read the duration \"\(rest)\" (use e.g. 300ms or 2s)")
            }
            return .wait(duration)
        case "type" where !rest.isEmpty:
            return .type(String(rest))
        case "resize" where !rest.isEmpty:
            let parts = rest.lowercased().split(separator: "x")
            guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]), columns > 0, rows > 0 else {
                throw KeyScriptError(line: line, problem: "cannot read the size \"\(rest)\" (use e.g. 80x24)")
            }
            return .resize(columns: columns, rows: rows)
        default:
            guard rest.isEmpty else {
                throw KeyScriptError(line: line, problem: "unknown step \"\(text)\"")
            }
            if let key = ViewInput.scriptName(head.lowercased()) { return .key(key) }
            if head.count == 1, let character = head.first { return .key(.character(character)) }
            throw KeyScriptError(line: line, problem: "unknown key \"\(head)\"")
        }
    }

    private static func parseDuration(_ text: Substring) -> Duration? {
        let lower = text.lowercased()
        if lower.hasSuffix("ms"), let value = Int(lower.dropLast(2)), value >= 0 { return .milliseconds(value) }
        if lower.hasSuffix("s"), let value = Double(lower.dropLast()), value >= 0, value.isFinite {
            return .milliseconds(Int((value * 1000).rounded()))
        }
        return nil
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var s = self
        while let first = s.first, first.isWhitespace { s = s.dropFirst() }
        while let last = s.last, last.isWhitespace { s = s.dropLast() }
        return s
    }
}
