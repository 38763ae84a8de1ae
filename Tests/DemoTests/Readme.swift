import Foundation

/// The repository's README, read from the source tree (found from this file).
enum Readme {
    /// The README's path.
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The README's text.
    static func text() throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }
}
