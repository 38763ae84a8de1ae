import Foundation

/// The repository's README and DocC articles, read from the source tree (found from this file).
enum Readme {
    /// The README's path.
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The README's text.
    static func text() throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// The text of the article `name` of `module`'s DocC catalogue
    /// (`Sources/MODULE/MODULE.docc/NAME.md`), where the README's details live.
    static func article(_ module: String, _ name: String) throws -> String {
        let path = "Sources/\(module)/\(module).docc/\(name).md"
        return try String(contentsOf: url.deletingLastPathComponent().appendingPathComponent(path), encoding: .utf8)
    }

    /// TerminalUI's article on the demo: its key tables, options and examples.
    static func demoArticle() throws -> String {
        try article("TerminalUI", "The-demo")
    }
}
