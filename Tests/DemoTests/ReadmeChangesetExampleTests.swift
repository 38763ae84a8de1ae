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

/// The side panel names the rows a whole section brings or takes, since the changeset does not list them.
@Suite struct ChangeReportSectionRowsTests {
    @Test func insertedAndDeletedSectionsSayHowManyRowsComeAndGo() throws {
        let old = [ListSection(model: "A", items: ["Ada", "Alan"]), ListSection(model: "B", items: ["Bob"])]
        let new = [ListSection(model: "A", items: ["Alan"]), ListSection(model: "C", items: ["Cy", "Bob"])]
        let report = ChangeReport(try Changeset(from: old, to: new), before: old, after: new, diffTime: nil,
                                  title: { $0 }, name: { $0 })
        // B's Bob moves out (listed as a move); C brings Cy.
        #expect(report.entries.map(\.text).prefix(2) == ["§ B", "§ C  (1 row)"])
        let gone = [ListSection(model: "A", items: ["Alan"])]
        let dropped = ChangeReport(try Changeset(from: new, to: gone), before: new, after: gone, diffTime: nil,
                                   title: { $0 }, name: { $0 })
        #expect(dropped.entries.first?.text == "§ C  (2 rows)")
    }
}
