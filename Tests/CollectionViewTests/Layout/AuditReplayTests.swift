import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff
import Testing

/// Replays a batch that `bench live` saved (`LIVE_AUDIT_SAVE=DIR`) because
/// `LegibilityAudit` faulted it: the rows before and after, the changeset,
/// the scroll offset and selection, and the clock time of each audited frame
/// from the batch's start. `AUDIT_REPLAY=FILE` names the saved batch; without
/// it the test does not run. It prints the frames' first lines, named as the
/// audit names them (a row by its first word).
@MainActor
@Suite struct AuditReplayTests {
    nonisolated static let file = ProcessInfo.processInfo.environment["AUDIT_REPLAY"]

    static func sections(_ sections: [LegibilityAudit.SavedBatch.Section]) -> [SectionedDataSource.Section] {
        sections.map { section($0.key, header: $0.key, $0.rows) }
    }

    @Test(.enabled(if: file != nil))
    func theSavedBatchReplaysAsTheBenchDrewIt() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.file ?? ""))
        let record = try JSONDecoder().decode(LegibilityAudit.SavedBatch.self, from: data)
        let (view, source, clock) = makeView(Self.sections(record.old), columns: 120, rows: 40) { _ in }
        if let selection = record.selection,
           let s = record.old.firstIndex(where: { $0.rows.contains(selection) }),
           let i = record.old[s].rows.firstIndex(of: selection) {
            _ = view.selectItem(at: ItemPath(item: i, section: s), scrollToVisible: false)
        }
        view.setScrollOffset(record.offset)
        let before = view.frame(at: clock.now, columns: 120, rows: 40).lines.map(LegibilityAudit.name(of:))
        source.sections = Self.sections(record.new)
        clock.set(.seconds(10))
        let start = clock.now
        try view.performBatchUpdates(record.changeset, duration: .nanoseconds(Int64((record.motion * 1e9).rounded())))
        if Set(record.offsets.dropFirst()).count > 1 {
            print("the bench's list scrolled while the batch ran (a key), which a replay does not: it was audited as scrolling")
        }
        print("replay: offset \(record.offset) → \(view.scrollOffset) (the bench's offsets: \(record.offsets))")
        var frames: [[String]] = []
        for t in record.frameTimes {
            frames.append(view.frame(at: start + .nanoseconds(Int64((t * 1e9).rounded())), columns: 120, rows: 40).lines.map(LegibilityAudit.name(of:)))
        }
        let all = [before] + frames
        // Replayed by the build that saved it, every frame is the bench's; a later build may draw them otherwise.
        let differing = all.indices.filter { f in f >= record.frames.count || all[f] != record.frames[f] }
        if !differing.isEmpty { print("frames \(differing) differ from the bench's") }
        #expect(all.first == record.frames.first, "the replay starts from the screen the bench audited")
        let audit = LegibilityAudit(
            old: LegibilityAudit.oneLineElements(before), new: LegibilityAudit.oneLineElements(frames.last ?? []), scrolls: false, anchor: record.anchor
        )
        let report = audit.audit(all)
        #expect(report.isLegible, "\(report) (the bench: \(record.report))")
        for (f, frame) in all.enumerated() {
            print("f\(f): " + frame.prefix(16).map { $0.isEmpty ? "." : $0 }.joined(separator: " "))
        }
    }
}
