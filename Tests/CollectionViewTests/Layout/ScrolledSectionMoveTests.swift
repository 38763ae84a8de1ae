@testable import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// A moved section on a scrolled screen is planned on the screen
/// (`ViewportPlan`): the anchor keeps its line but for what passes it, the
/// section's lines seen alike glide as one block, and the pinned header names
/// the section of the row under it while the block passes.
@MainActor
@Suite struct ScrolledSectionMoveTests {
    /// A, B and C of six rows each, scrolled to B's lower rows with C's
    /// header and first row at the bottom; C moves above B. The diff reports
    /// C as the moved section.
    static func scene() throws -> (CollectionView, ManualClock, before: [String]) {
        let sections = ["A", "B", "C"].map { letter in
            section(letter, header: letter, (0..<6).map { "\(letter.lowercased())\($0)" })
        }
        let (view, source, clock) = makeView(sections, columns: 10, rows: 6)
        view.setScrollOffset(10)
        let before = view.frame(at: clock.now, columns: 10, rows: 6).lines
        source.sections = [sections[0], sections[2], sections[1]]
        let batch = Changeset(sections: .init(moved: [Move(from: 2, to: 1)]))
        try view.performBatchUpdates(batch)
        return (view, clock, before)
    }

    static func frames(_ view: CollectionView, _ clock: ManualClock) -> [[String]] {
        (0...30).map { view.frame(at: clock.now + .milliseconds(10 * $0), columns: 10, rows: 6).lines }
    }

    @Test func theAnchorKeepsItsLineButForTheSectionPassingIt() throws {
        let (view, clock, before) = try Self.scene()
        #expect(before == ["B", "b3", "b4", "b5", "C", "c0"], "b2 is under the pinned header")
        let frames = Self.frames(view, clock)
        // C's header and first row were seen; they pass b2 upward and step it down two lines.
        #expect(view.scrollOffset == 15, "10 + (b2 from line 10 to 17) − the two lines seen passing it")
        #expect(frames.last == ["B", "b1", "b2", "b3", "b4", "b5"])
        for (f, frame) in frames.enumerated() {
            // The block glides whole: wherever C's header is drawn, its first row is right below it.
            if let c = frame.firstIndex(of: "C"), c + 1 < frame.count, c > 0 {
                #expect(frame[c + 1] == "c0", "frame \(f): \(frame)")
            }
            // Rows of A and C's other rows are never drawn: off the screen before and after.
            #expect(!frame.contains { $0.hasPrefix("a") || ["c1", "c2", "c3", "c4", "c5"].contains($0) },
                    "frame \(f): \(frame)")
        }
        let report = LegibilityAudit(old: LegibilityAudit.oneLineElements(before), new: LegibilityAudit.oneLineElements(frames.last ?? []),
                                     scrolls: false, anchor: CatchUpProperty.anchorName(view))
            .audit([before] + frames)
        #expect(report.isLegible, "\(report)")
    }

    /// Rows of two sections follow each other while the block passes: the
    /// pinned header names the section of the row drawn across line 0 (the
    /// frame's pieces say which), not the last header above it.
    @Test func thePinnedHeaderNamesTheRowUnderIt() throws {
        let (view, clock, _) = try Self.scene()
        var checked = 0
        for step in 0...30 {
            let time = clock.now + .milliseconds(10 * step)
            guard let animation = view.animation, time < animation.end else { continue }
            let e = MotionPlan.eased(animation.progress(at: time), animation.easing)
            let pieces = animation.pieces(at: e, layout: view.layout, rows: view.viewportSize.rows).filter { $0.lines > 0 }
            guard let under = pieces.first(where: { $0.top <= 0 && $0.top + $0.lines > 0 }),
                  case let .rows(s, _) = under.unit.content else { continue }
            let ids = under.unit.inNew ? view.layout.sectionIDs : animation.old.sectionIDs
            let top = view.frame(at: time, columns: 10, rows: 6).line(0)
            #expect(AnyHashable(top) == ids[s], "at step \(step)")
            checked += 1
        }
        #expect(checked > 20)
    }

    /// A row moving inside a moved section, and rows leaving it, both ends
    /// on the screen, pass the section's lines one at a time: a row between
    /// its header and its first line that stays in it travels in its block
    /// (it was stacked after the whole block, and jumped there in the first frame).
    @Test func rowsMovingInsideAMovedSectionPassItsLinesOneAtATime() throws {
        let c = section("C", header: "C", (0..<10).map { "c\($0)" })
        let b = (0..<6).map { "b\($0)" }
        let old = [c, section("A", []), section("B", header: "B", b)]
        let (view, source, clock) = makeView(old, columns: 10, rows: 10)
        view.setScrollOffset(8)
        let before = view.frame(at: clock.now, columns: 10, rows: 10).lines
        #expect(before == ["C", "c8", "c9", "B", "b0", "b1", "b2", "b3", "b4", "b5"])
        source.sections = [c, section("B", header: "B", ["b1", "b3", "b4", "b0"]), section("A", ["b2", "b5"])]
        try view.performBatchUpdates(Changeset(
            sections: .init(moved: [Move(from: 2, to: 1)]),
            items: .init(moved: [Move(from: ItemPath(item: 0, section: 2), to: ItemPath(item: 3, section: 1)),
                                 Move(from: ItemPath(item: 2, section: 2), to: ItemPath(item: 0, section: 2)),
                                 Move(from: ItemPath(item: 5, section: 2), to: ItemPath(item: 1, section: 2))])
        ))
        let frames = (0...30).map { view.frame(at: clock.now + .milliseconds(10 * $0), columns: 10, rows: 10).lines }
        #expect(frames.first == before)
        #expect(frames.last == ["C", "c8", "c9", "B", "b1", "b3", "b4", "b0", "b2", "b5"])
        let report = LegibilityAudit(old: LegibilityAudit.oneLineElements(before), new: LegibilityAudit.oneLineElements(frames.last ?? []),
                                     scrolls: false, anchor: CatchUpProperty.anchorName(view))
            .audit([before] + frames)
        #expect(report.isLegible, "\(report)\n\(frames.map { $0.joined(separator: "|") }.joined(separator: "\n"))")
    }
}
