@testable import Demo
import Foundation
import ListDiff
import Testing

/// The changeset example of *Diffing and the batch contract* (ListDiff's DocC
/// catalogue): the diff gives exactly that changeset, it reads back, and
/// `demo diff --changeset` finds it valid.
@MainActor
@Suite struct ReadmeChangesetExampleTests {
    /// The ```json blocks after the article's "### UIKit's index conventions" heading.
    private static func jsonBlocks() throws -> [String] {
        let text = try Readme.article("ListDiff", "Diffing-and-the-batch-contract")
        guard let heading = text.range(of: "### UIKit's index conventions") else { return [] }
        var blocks: [String] = []
        var rest = text[heading.upperBound...]
        while let open = rest.range(of: "```json\n"), let close = rest[open.upperBound...].range(of: "\n```") {
            blocks.append(String(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return blocks
    }

    @Test func theExampleIsTheDiffsChangesetAndValid() throws {
        let blocks = try Self.jsonBlocks()
        try #require(blocks.count >= 3)
        let old = try DiffInput.parse(Data(blocks[0].utf8), file: "old")
        let new = try DiffInput.parse(Data(blocks[1].utf8), file: "new")
        let written = try DiffChangeset.parse(Data(blocks[2].utf8), file: "changeset")
        #expect(try Changeset(from: old, to: new) == written)
        #expect(written.jsonString == blocks[2].replacingOccurrences(of: "\n ", with: " "))  // wrapped at its fields
        #expect(DiffChangesetTests.problem(written, old: old, new: new) == nil)
        // Cy comes with its inserted section: it is not listed.
        #expect(written.sections.inserted == [1] && written.items.inserted.isEmpty)
    }
}
