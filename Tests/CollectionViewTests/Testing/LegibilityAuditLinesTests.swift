import CollectionViewTesting
import Foundation
import ListDiff
import Testing

/// How the audit names drawn lines, and the saved batch the bench writes and
/// `AuditReplayTests` reads.
@Suite struct LegibilityAuditLinesTests {
    @Test func aLineIsNamedByItsFirstWordAndLineZeroIsTheHeaders() {
        #expect(LegibilityAudit.name(of: "pod-7  Running  3") == "pod-7")
        #expect(LegibilityAudit.name(of: "") == "" && LegibilityAudit.name(of: "   ") == "")
        let frame = ["ns-0", "pod-7  Running  3", "", "pod-9  Pending  0", "   "]
        #expect(LegibilityAudit.oneLineElements(frame) == [["pod-7"], ["pod-9"]])
        // Named lines name themselves: the bench and the tests pass either.
        #expect(LegibilityAudit.oneLineElements(frame.map(LegibilityAudit.name(of:))) == [["pod-7"], ["pod-9"]])
    }

    @Test func aSavedBatchReadsBackAsWritten() throws {
        var changeset = Changeset()
        changeset.items.moved = [Move(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0))]
        changeset.deferred.items = [ItemPath(item: 0, section: 0)]
        let saved = LegibilityAudit.SavedBatch(
            report: "hidden=0 doubled=0 stray_blank=0 bounced=2", anchor: "b", offset: 3, offsets: [3, 3, 2],
            selection: "a", motion: 1.0 / 30, frameTimes: [0, 0.0167, 0.0333],
            old: [.init(key: "g", rows: ["a", "b", "c"])], new: [.init(key: "g", rows: ["c", "a", "b"])],
            changeset: changeset, frames: [["g", "a", "b", "c"], ["g", "c", "a", "b"]]
        )
        let read = try JSONDecoder().decode(LegibilityAudit.SavedBatch.self, from: JSONEncoder().encode(saved))
        #expect(read.changeset == changeset)
        #expect(read.old.map(\.rows) == [["a", "b", "c"]] && read.new.map(\.rows) == [["c", "a", "b"]])
        #expect(read.frameTimes == saved.frameTimes && read.offsets == saved.offsets && read.anchor == "b")
        #expect(read.frames == saved.frames && read.selection == "a" && read.motion == saved.motion)
    }
}
