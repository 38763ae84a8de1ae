import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// Rules of motion planned on the screen (``ViewportPlan`` in the library,
/// rule 3: the edges) on a scrolled view under a sticky header, each with a
/// small scripted batch whose frames are checked as text.
///
/// Screen lines 20…29 of a list of 40 rows under header S: r19 is under the
/// sticky header, r20 is the first row seen. Each batch lasts 100 ms,
/// linear, drawn every millisecond.
@MainActor
@Suite struct ScreenEdgeTests {
    static let names = (0..<40).map { "r\($0)" }

    /// The names on each line of the screen before the batch, then of every frame to the end; and the offset the
    /// batch ends at.
    static func frames(_ new: [String]) throws -> (frames: [[String]], offset: Int) {
        let (view, source, clock) = makeView([section("S", header: "S", Self.names)], rows: 10)
        view.setScrollOffset(20)
        let start = clock.now
        let before = view.frame(at: start, columns: 24, rows: 10).lines
        source.sections = [section("S", header: "S", new)]
        try view.performBatchUpdates(try Changeset(from: Self.names, to: new), duration: .milliseconds(100))
        let frames = [before] + (1...100).map { view.frame(at: start + .milliseconds($0), columns: 24, rows: 10).lines }
        return (frames.map { $0.map(LegibilityAudit.name(of:)) }, view.scrollOffset)
    }

    /// A row leaving over the top edge is stacked beyond it, above a run
    /// inserted across that edge: its far end is keyed half a line above its
    /// line (``ViewportPlan``'s `overTheTop`), the line the run starts on.
    /// r25 leaves for the list's top, and n1, n2 are inserted before r20,
    /// which keeps its line but for r25 passing it: n1 ends under the sticky
    /// header, n2 on the first line seen. r25 rises one way, leaves over the
    /// top before the batch ends, and from then on n2 is on line 1. (Without
    /// the half line r25 was stacked after the run, on line 1 to the end,
    /// and n2 was pushed under the header until the last frame.)
    @Test func aRowLeavingOverTheTopIsStackedAboveARunOpeningThere() throws {
        var new = Self.names
        new.remove(at: 25)
        new.insert("r25", at: 0)
        new.insert(contentsOf: ["n1", "n2"], at: new.firstIndex(of: "r20") ?? 0)
        let (frames, offset) = try Self.frames(new)
        #expect(frames.first == ["S", "r20", "r21", "r22", "r23", "r24", "r25", "r26", "r27", "r28"])
        #expect(frames.last == ["S", "n2", "r20", "r21", "r22", "r23", "r24", "r26", "r27", "r28"])
        #expect(offset == 22, "n1 and n2 inserted above r20, r25 passing it upward")
        let r25 = frames.map { $0.firstIndex(of: "r25") }
        let gone = r25.firstIndex(of: nil) ?? frames.count
        #expect(gone < frames.count - 1, "r25 is still on line \(r25[frames.count - 2] ?? -1) in the frame before the last")
        #expect(r25[gone...].allSatisfy { $0 == nil }, "r25 comes back: \(r25)")
        #expect(zip(r25[..<gone], r25[1..<gone]).allSatisfy { ($1 ?? 0) <= ($0 ?? 0) }, "r25 steps down: \(r25)")
        for (f, frame) in frames.enumerated().dropFirst(gone) {
            #expect(frame == frames.last, "frame \(f) after r25 left: \(frame)")
        }
        let report = LegibilityAudit(old: LegibilityAudit.oneLineElements(frames[0]), new: LegibilityAudit.oneLineElements(frames[100]),
                                     scrolls: false, anchor: "r20").audit(frames)
        #expect(report.isLegible, "\(report)")
    }

    /// Spreading is cut at the screen's edges (``ViewportPlan``'s rule 3,
    /// `SpreadItems.spread(cutAt:)`): keys on the screen stay on
    /// it. r21 leaves over the top (for above r18), r23 rises under the
    /// header (to above r19) and r3 comes from far above to open before r20,
    /// the anchor. r19, under the header, and r20…r23, seen, are adjacent
    /// rows that swap: spread as one run across the edge, the seen rows'
    /// keys were respaced against those beyond it, and r20, the anchor, was
    /// hidden in the first four frames. Cut at the edge, every row seen at
    /// both ends is drawn in every frame, and the frames are a list around
    /// the anchor.
    @Test func spreadingIsCutAtTheTopEdge() throws {
        var new = Self.names
        for (row, before) in [("r21", "r18"), ("r3", "r20"), ("r23", "r19")] {
            new.removeAll { $0 == row }
            new.insert(row, at: new.firstIndex(of: before) ?? 0)
        }
        let (frames, offset) = try Self.frames(new)
        #expect(frames.first == ["S", "r20", "r21", "r22", "r23", "r24", "r25", "r26", "r27", "r28"])
        #expect(frames.last == ["S", "r19", "r3", "r20", "r22", "r24", "r25", "r26", "r27", "r28"])
        #expect(offset == 20, "r21 and r23 pass r20 upward, r3 opens above it")
        for row in ["r20", "r22", "r24", "r25", "r26", "r27", "r28"] {
            let missing = frames.indices.filter { !frames[$0].contains(row) }
            #expect(missing.isEmpty, "\(row) is not drawn in frames \(missing)")
        }
        let report = LegibilityAudit(old: LegibilityAudit.oneLineElements(frames[0]), new: LegibilityAudit.oneLineElements(frames[100]),
                                     scrolls: false, anchor: "r20").audit(frames)
        #expect(report.isLegible, "\(report)")
    }
}
