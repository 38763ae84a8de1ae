import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// Two rows that cross a scrolled screen in opposite directions, each from
/// off screen to off screen (a live list re-ranking far rows in a short
/// catch-up batch): their passages of the anchor cancel, so the screen ends
/// where it was, and in no frame between does it step away and back.
@MainActor
@Suite struct ScrollAnchorCrossingTests {
    static let names = (0..<100).map { "r\($0)" }

    /// `from` leaves for `to`'s place, in the list without it.
    static func moving(_ names: [String], _ from: String, to index: Int) -> [String] {
        var names = names
        names.removeAll { $0 == from }
        names.insert(from, at: index)
        return names
    }

    /// Screen rows 40…49; a three-frame batch (48 ms, frames at e = ⅓, ⅔, 1,
    /// linear). `upFirst`: r50 (just below the screen) climbs to the top and
    /// passes the anchor (r40) at e = 0.2, before r0 falls to the end and
    /// passes it at e ≈ 0.4. Otherwise r30 (just above) falls to the end
    /// first (e ≈ 0.15) and r99 climbs to the top after (e ≈ 0.6). At e = ⅓
    /// one has passed and the other not: the anchor, and every row on screen
    /// with it, stepped aside by one line and came back in the next frame.
    @Test(arguments: [true, false])
    func oppositeMoversCrossingTheScreenLeaveItStill(upFirst: Bool) throws {
        let (view, source, clock) = makeView([section("S", Self.names)], rows: 10)
        view.setScrollOffset(40)
        let before = view.frame(at: clock.now, columns: 24, rows: 10).lines
        let names = upFirst
            ? Self.moving(Self.moving(Self.names, "r50", to: 0), "r0", to: 99)
            : Self.moving(Self.moving(Self.names, "r30", to: 99), "r99", to: 0)
        source.sections = [section("S", names)]
        try view.performBatchUpdates(try Changeset(from: Self.names, to: names), duration: .milliseconds(48))
        #expect(view.scrollOffset == 40, "the passages cancel: the offset is as it was")
        var frames: [[String]] = []
        for step in 1...3 {
            frames.append(view.frame(at: clock.now + .milliseconds(16 * step), columns: 24, rows: 10).lines)
        }
        let all = [before] + frames
        // r40 to r49 on lines 0 to 9 in every frame: the movers are never drawn, nothing on screen moves.
        for (f, frame) in all.enumerated() {
            #expect(frame.map(LegibilityAudit.name(of:)) == (40..<50).map { "r\($0)" }, "frame \(f): \(frame.map(LegibilityAudit.name(of:)))")
        }
        let audit = LegibilityAudit(
            old: LegibilityAudit.oneLineElements(before), new: LegibilityAudit.oneLineElements(frames.last ?? []),
            scrolls: false, anchor: "r40"
        )
        let report = audit.audit(all)
        #expect(report.isLegible, "\(report)")
    }

    /// A row crossing the screen whose key lands on it in one frame, in a
    /// batch whose crossings net (the live feed's catch-up batches on 100k
    /// rows): screen rows 100…109 of 200, five frames (e = 0.2 … 1, linear).
    /// `climbing`: r130 climbs to the top and r0 falls to the end; at e = 0.2
    /// r130's key is 104, on screen below the anchor, and at e = 0.4 it is
    /// above the screen, netted against r0 (not yet past). Otherwise r80
    /// falls to the end and r199 climbs to the top; at e = 0.2 r80's key is
    /// 103.8, on screen past the anchor, and at e = 0.4 below the screen,
    /// netted against r199. Drawn at e = 0.2, the row pushed aside the rows
    /// it had passed (r109 off the bottom, or r100 off the top) for one
    /// frame, and they stepped back in the next: it skips the screen
    /// instead, as a row that travels more lines than there are frames
    /// skips lines.
    @Test(arguments: [true, false])
    func aRowCrossingTheScreenIsNotShownForOneFrame(climbing: Bool) throws {
        let names = (0..<200).map { "r\($0)" }
        let (view, source, clock) = makeView([section("S", names)], rows: 10)
        view.setScrollOffset(100)
        let before = view.frame(at: clock.now, columns: 24, rows: 10).lines
        let moved = climbing
            ? Self.moving(Self.moving(names, "r130", to: 0), "r0", to: 199)
            : Self.moving(Self.moving(names, "r80", to: 199), "r199", to: 0)
        source.sections = [section("S", moved)]
        try view.performBatchUpdates(try Changeset(from: names, to: moved), duration: .milliseconds(80))
        #expect(view.scrollOffset == 100, "the passages cancel: the offset is as it was")
        var frames: [[String]] = []
        for step in 1...5 {
            frames.append(view.frame(at: clock.now + .milliseconds(16 * step), columns: 24, rows: 10).lines)
        }
        let all = [before] + frames
        for (f, frame) in all.enumerated() {
            #expect(frame.map(LegibilityAudit.name(of:)) == (100..<110).map { "r\($0)" }, "frame \(f): \(frame.map(LegibilityAudit.name(of:)))")
        }
        let audit = LegibilityAudit(
            old: LegibilityAudit.oneLineElements(before), new: LegibilityAudit.oneLineElements(frames.last ?? []),
            scrolls: false, anchor: "r100"
        )
        let report = audit.audit(all)
        #expect(report.isLegible, "\(report)")
    }
}
