@testable import Demo
import CollectionView
import Foundation
import Testing

/// The frame-by-frame motion examples of *How rows move* (CollectionView's
/// DocC catalogue) are what `demo diff --headless` draws: one row moving from
/// the top to the bottom, and the same rows reversed.
@MainActor
@Suite struct ReadmeMotionExampleTests {
    static let names = ["Ada", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]

    /// The frames of OLD → NEW side by side, each name in five columns, as the README shows them.
    static func sideBySide(_ old: [String], _ new: [String]) throws -> String {
        let json = { (names: [String]) in "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        let frames = DiffFrames.render(
            old: try DiffInput.parse(Data(json(old).utf8), file: "old.json"),
            new: try DiffInput.parse(Data(json(new).utf8), file: "new.json"),
            count: 9, size: CellSize(columns: 12, rows: 8)
        )
        // Each frame: a heading line, then its eight lines.
        let blocks = frames.components(separatedBy: "--- frame ").dropFirst().map { frame in
            frame.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix(8).map(String.init)
        }
        return (0..<8).map { line in
            blocks.map { $0[line].trimmingCharacters(in: .whitespaces).padding(toLength: 5, withPad: " ", startingAt: 0) }
                .joined(separator: " ").replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }.joined(separator: "\n")
    }

    /// The code block that follows `introduction` in *How rows move*.
    static func readmeBlock(after introduction: String) throws -> String? {
        let text = try Readme.article("CollectionView", "How-rows-move")
        guard let start = text.range(of: introduction),
              let open = text.range(of: "```\n", range: start.upperBound..<text.endIndex),
              let close = text.range(of: "\n```", range: open.upperBound..<text.endIndex) else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }

    @Test func oneRowFromTopToBottom() throws {
        let shown = try Self.readmeBlock(after: "`demo diff eight.json ada-last.json --headless --frames 9 --size 12x8`")
        #expect(shown == (try Self.sideBySide(Self.names, Array(Self.names.dropFirst()) + ["Ada"])))
    }

    @Test func theSameRowsReversed() throws {
        let shown = try Self.readmeBlock(after: "`demo diff eight.json reversed.json --headless --frames 9 --size 12x8`")
        #expect(shown == (try Self.sideBySide(Self.names, Self.names.reversed())))
    }
}
