import Foundation

/// The frames the README's "Examples" gallery shows, each a text block after
/// `<!-- frame: NAME -->`: a test of an example holds the README to the
/// frame its Pilot draws, so a changed example fails until the README shows it.
enum ReadmeFrames {
    /// The block named `name`, or `nil` when the README has none.
    static func frame(_ name: String) throws -> String? {
        let lines = try String(contentsOf: ReadmeSnippetTests.root.appendingPathComponent("README.md"), encoding: .utf8)
            .components(separatedBy: "\n")
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
