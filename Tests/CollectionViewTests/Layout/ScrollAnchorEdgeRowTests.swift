import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// Rows that pass the anchor with one end far beyond the screen, in batches
/// where other rows cross the whole screen both ways (the live feed's
/// catch-up batches on 100k rows, saved by `bench live` with
/// `LIVE_AUDIT_SAVE`): one leaves the screen over the anchor for far above
/// it, or arrives over it from far above, while far rows pass the other way.
/// Neither crosses the whole screen, so it passed the anchor in its own
/// frame, and the screen stepped a line for it and back for another row
/// frames later, for rows the screen never showed passing. Then the same
/// with no row crossing the screen, rows on the screen leaving it against
/// the crossings' step, and room opening just above the screen against
/// crossings one way.
///
/// Screen rows 100…109 of 200 (the anchor r100 on line 0), 100 frames one
/// millisecond apart (real frame times fall anywhere), linear.
@MainActor
@Suite struct ScrollAnchorEdgeRowTests {
    static let names = (0..<200).map { "r\($0)" }

    /// `moves` applied one after the other, each `from` leaving for index `to` of the list without it.
    static func moved(_ moves: [(String, Int)]) -> [String] {
        moves.reduce(names) { ScrollAnchorCrossingTests.moving($0, $1.0, to: $1.1) }
    }

    /// The frames of the batch from `names` to `moved` (100 ms), the screen before first and the landed screen last.
    static func frames(to moved: [String]) throws -> (frames: [[String]], offset: Int) {
        let (view, source, clock) = makeView([section("S", names)], rows: 10)
        view.setScrollOffset(100)
        let before = view.frame(at: clock.now, columns: 24, rows: 10).lines
        source.sections = [section("S", moved)]
        try view.performBatchUpdates(try Changeset(from: names, to: moved), duration: .milliseconds(100))
        var frames = [before]
        for step in 1...100 {
            frames.append(view.frame(at: clock.now + .milliseconds(step), columns: 24, rows: 10).lines)
        }
        clock.advance(by: .milliseconds(100))
        frames.append(view.frame(at: clock.now, columns: 24, rows: 10).lines)
        return (frames, view.scrollOffset)
    }

    /// ``frames(to:)``, expecting the batch to end at scroll offset `offset` with `landed` on the screen (by name).
    static func frames(
        to moved: [String], offset expected: Int, landed: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [[String]] {
        let (frames, offset) = try frames(to: moved)
        #expect(offset == expected, sourceLocation: sourceLocation)
        #expect(frames.last?.map(LegibilityAudit.name(of:)) == landed, sourceLocation: sourceLocation)
        return frames
    }

    /// The audit of `frames` around the anchor (r100 unless said), each frame's rows in the message.
    static func expectLegible(_ frames: [[String]], anchor: String = "r100", sourceLocation: SourceLocation = #_sourceLocation) {
        let audit = LegibilityAudit(
            old: LegibilityAudit.oneLineElements(frames.first ?? []), new: LegibilityAudit.oneLineElements(frames.last ?? []),
            scrolls: false, anchor: anchor
        )
        let report = audit.audit(frames)
        #expect(report.isLegible, "\(report): \(frames.map { $0.map(LegibilityAudit.name(of:)).joined(separator: " ") })",
                sourceLocation: sourceLocation)
    }

    /// Expects each row rN of `rows` on line N − 100 (where it starts on the screen at offset 100) in every frame.
    static func expectStill(_ rows: some Sequence<Int>, in frames: [[String]], sourceLocation: SourceLocation = #_sourceLocation) {
        for n in rows {
            let ys = lines(of: "r\(n)", in: frames)
            #expect(ys.allSatisfy { $0 == n - 100 }, "r\(n): \(ys)", sourceLocation: sourceLocation)
        }
    }

    /// Expects each row rN of `rows` to move one way only across `frames`, where it is drawn: up when `rising`, else
    /// down.
    static func expectOneWay(
        _ rows: some Sequence<Int>, in frames: [[String]], rising: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for n in rows {
            let ys = lines(of: "r\(n)", in: frames).compactMap { $0 }
            #expect(zip(ys, ys.dropFirst()).allSatisfy { rising ? $1 <= $0 : $1 >= $0 },
                    "r\(n) only \(rising ? "rises" : "descends"): \(ys)", sourceLocation: sourceLocation)
        }
    }

    /// The line of `row` in each frame (nil where it is not drawn).
    static func lines(of row: String, in frames: [[String]]) -> [Int?] {
        frames.map { $0.map(LegibilityAudit.name(of:)).firstIndex(of: row) }
    }

    /// r199 climbs to the top and r0 falls to the end (passing the anchor at
    /// e ≈ 0.5); r105 leaves the screen for line 10 (passing the anchor at
    /// e ≈ 0.05) and r50 arrives on line 7 (at e ≈ 0.9). Nothing passes r101
    /// to r104 on the screen: r105 waits at its place until the batch lands,
    /// and r50 is held above the screen till then (both skip the screen, as
    /// a row travelling more lines than there are frames skips lines).
    /// Before netting, they stepped down as r105 passed them and the anchor,
    /// and back when r50 did.
    @Test func aRowLeavingOverTheTopAndOneArrivingFromAboveLeaveTheRowsAboveThemStill() throws {
        let moved = Self.moved([("r199", 0), ("r0", 199), ("r105", 10), ("r50", 107)])
        let landed = ["r100", "r101", "r102", "r103", "r104", "r106", "r107", "r50", "r108", "r109"]
        let frames = try Self.frames(to: moved, offset: 100, landed: landed)
        Self.expectStill(101...104, in: frames)
        Self.expectLegible(frames)
    }

    /// r150 and r160 climb to the top (passing the anchor at e ≈ 0.33 and
    /// 0.38), r20 falls to the end (at e ≈ 0.45), and r50 arrives from above
    /// on line 8 (at e ≈ 0.86). The climbers outweighed the fallers by one
    /// line until r50 passed: the screen stood a line low from e ≈ 0.38
    /// and stepped back at the end, though its rows end where they were.
    @Test func aRowArrivingFromAboveNetsWithRowsCrossingTheScreen() throws {
        let moved = Self.moved([("r150", 0), ("r160", 1), ("r20", 199), ("r50", 108)])
        let frames = try Self.frames(to: moved, offset: 100, landed: (100...107).map { "r\($0)" } + ["r50", "r108"])
        Self.expectStill(101...107, in: frames)
        Self.expectLegible(frames)
    }

    /// r10, r20 and r30 fall to the end (passing the anchor at e ≈ 0.5),
    /// r150 climbs to the top (at e ≈ 0.33), and r103 leaves the screen for
    /// line 5 (at e ≈ 0.03): the anchor ends a line higher, and every row
    /// on the screen only rises. It stepped down a line for r103 first.
    @Test func aRowLeavingOverTheTopNetsWithRowsCrossingTheScreen() throws {
        let moved = Self.moved([("r10", 199), ("r20", 199), ("r30", 199), ("r150", 0), ("r103", 5)])
        let frames = try Self.frames(to: moved, offset: 100, landed: ["r101", "r102"] + (104...111).map { "r\($0)" })
        Self.expectOneWay([101, 102] + Array(104...109), in: frames, rising: true)
        Self.expectLegible(frames)
    }

    /// Crossings one way only (the live feed's catch-up batch saved as
    /// `one-way-crossers`): r107 leaves the screen for line 10 (passing r106
    /// to r101 and the anchor by e ≈ 0.08), r20 falls over the screen to the
    /// end (e ≈ 0.45), and r30 arrives from above after r104 (e ≈ 0.95).
    /// r105 and r106 end where they were: they stepped down as r107 passed
    /// them, and back up when r20 did. The far rows pass the anchor both
    /// ways (r107 up, r20 and r30 down), and net as when rows cross the
    /// screen both ways: r107 waits at its place until the batch lands, and
    /// r30 lands then too, so r105 and r106 stay still.
    @Test func farRowsNetWhenRowsCrossTheScreenOneWay() throws {
        let moved = Self.moved([("r107", 10), ("r20", 199), ("r30", 104)])
        let landed = ["r101", "r102", "r103", "r104", "r30", "r105", "r106", "r108", "r109", "r110"]
        let frames = try Self.frames(to: moved, offset: 100, landed: landed)
        Self.expectStill([105, 106], in: frames)
        Self.expectOneWay([101, 102, 103, 104, 108, 109], in: frames, rising: true)
        Self.expectLegible(frames)
    }

    /// No row crosses the screen (the live feed's catch-up batch on 100k
    /// rows, saved by `bench live` with `LIVE_AUDIT_EVERY=1`): r105 leaves
    /// the screen for line 10 (passing r104 to r101 and the anchor by
    /// e ≈ 0.05), and r50 arrives from above on line 106 (passing them at
    /// e ≈ 0.9). Seen passing, each stepped the rows between it and the
    /// anchor, down and later back up, for rows the screen shows only going
    /// and coming. Far rows passing the anchor both ways net even with no
    /// row crossing the screen: r105's room closes where it was, r50's opens
    /// where it lands, and r101 to r104 stay still.
    @Test func farRowsNetWithoutRowsCrossingTheScreen() throws {
        let moved = Self.moved([("r105", 10), ("r50", 106)])
        let landed = ["r100", "r101", "r102", "r103", "r104", "r106", "r50", "r107", "r108", "r109"]
        let frames = try Self.frames(to: moved, offset: 100, landed: landed)
        Self.expectStill(101...104, in: frames)
        Self.expectLegible(frames)
    }

    /// As above, with two rows leaving for far above (r103 and r108) against
    /// one arriving from far above (r40, on line 106): the anchor ends a line
    /// lower, and every row on the screen only descends (it stepped down
    /// twice for the rows leaving, and back up once for the one arriving).
    @Test func farRowsNetWhenMoreLeaveThanArrive() throws {
        let moved = Self.moved([("r103", 10), ("r108", 20), ("r40", 106)])
        let (frames, offset) = try Self.frames(to: moved)
        #expect(offset == 100)
        Self.expectOneWay([100, 101, 102, 104, 105, 106, 107], in: frames, rising: false)
        Self.expectLegible(frames)
    }

    /// Rows cross the screen both ways, one more falling (r10, r20, r30) than
    /// climbing (r190, r180): netted, they lift the screen's rows a line.
    /// r106 climbs from the screen to just above it (line 95, not far), the
    /// other way: seen passing r105 to r101 and the anchor, it stepped them
    /// down a line each, and the netting lifted them back as it landed (the
    /// live feed's catch-up batch, saved by `bench live`). A row leaving the
    /// screen against the crossings' step nets with them: it waits at its
    /// place until the batch lands, and r101 to r105 stay still.
    @Test func aNearRowLeavingAgainstTheCrossingsNetsWithThem() throws {
        let moved = Self.moved([("r10", 199), ("r20", 199), ("r30", 199), ("r190", 0), ("r180", 0), ("r106", 95)])
        let landed = ["r100", "r101", "r102", "r103", "r104", "r105", "r107", "r108", "r109", "r110"]
        let frames = try Self.frames(to: moved, offset: 100, landed: landed)
        Self.expectStill(101...105, in: frames)
        Self.expectLegible(frames)
    }

    /// The mirror: more rows climb over the screen (r190, r180, r170) than
    /// fall over it (r10, r20), so netted they lower the screen's rows a
    /// line, and r100, on the screen's top line above the anchor (r101),
    /// falls to just below the screen (line 114, not far), the other way. It
    /// waits at its place until the batch lands, when r99 takes its line,
    /// and r101 to r109 stay still.
    @Test func aNearRowFallingOutAgainstTheCrossingsNetsWithThem() throws {
        let moved = Self.moved([("r190", 0), ("r180", 0), ("r170", 0), ("r10", 199), ("r20", 199), ("r100", 114)])
        let frames = try Self.frames(to: moved, offset: 100, landed: ["r99"] + (101...109).map { "r\($0)" })
        Self.expectStill(101...109, in: frames)
        Self.expectLegible(frames, anchor: "r101")
    }

    /// Crossings one way (the live feed's catch-up batch saved as `t4`):
    /// r10, r20 and r30 fall from far above over the screen to the end,
    /// stepping the anchor three lines up, off the screen's top, and n1 is
    /// inserted between the anchor's new place and the screen (after r101,
    /// just above the screen's top). The screen's rows end two lines up, and
    /// only rise on the way: n1's room nets with the crossings as a row
    /// crossing the other way would. Without that, n1 opened after the
    /// crossings (rows moving down are free to pass an inserted row,
    /// ``MotionPlan``) had lifted r103 from line 3 to 0, and pushed it back
    /// to 1.
    @Test func roomOpeningAboveTheScreenAgainstOneWayCrossings() throws {
        var moved = Self.moved([("r10", 199), ("r20", 199), ("r30", 199)])
        moved.insert("n1", at: 99)
        let frames = try Self.frames(to: moved, offset: 100, landed: (102...111).map { "r\($0)" })
        Self.expectOneWay(102...109, in: frames, rising: true)
        Self.expectLegible(frames)
    }

    /// The mirror: r100…r107 are deleted, so the anchor is r108, on the
    /// screen's line 8; r170, r180 and r190 climb from far below over the
    /// screen to the top, stepping it three lines down, off the screen's
    /// bottom; and n1 is inserted just above it, between the screen and the
    /// anchor. The rows that end on the screen (r90…r99, from above it) only
    /// descend; without the netting, n1 opened after the crossings had
    /// lowered them and lifted them back a line.
    @Test func roomOpeningBelowTheScreenAgainstOneWayCrossings() throws {
        var moved = Self.moved([("r190", 0), ("r180", 0), ("r170", 0)])
        moved.removeAll { name in (100...107).contains(Int(name.dropFirst()) ?? -1) }
        moved.insert("n1", at: moved.firstIndex(of: "r108") ?? 0)
        let frames = try Self.frames(to: moved, offset: 93, landed: (90...99).map { "r\($0)" })
        Self.expectOneWay(90...99, in: frames, rising: false)
        Self.expectLegible(frames, anchor: "r108")
    }

    /// Two rows leave the screen for far above (r102 for line 10, r106 for
    /// line 20) and two arrive from far above (r40 after r103, r50 after
    /// r107): the far rows net, and the screen sees them go and come, not
    /// pass. Those leaving wait at their place until the batch lands, as
    /// those arriving are held beyond the edge till then, so every room
    /// changes in the landing frame: r101, r104, r105, r108 and r109, which
    /// end where they were, never move. Before, r102 and r106 left at once
    /// and r40 and r50 came in the last frame, so r104 to r109 stepped up
    /// and back down (the catch-up property test's run 350).
    @Test func farRowsLeavingAndArrivingChangeTheScreenInTheLandingFrame() throws {
        let moved = Self.moved([("r102", 10), ("r106", 20), ("r40", 104), ("r50", 107)])
        let landed = ["r100", "r101", "r103", "r40", "r104", "r105", "r107", "r50", "r108", "r109"]
        let frames = try Self.frames(to: moved, offset: 100, landed: landed)
        Self.expectStill([101, 104, 105, 108, 109], in: frames)
        let r102 = Self.lines(of: "r102", in: frames)
        #expect(r102.prefix(100).allSatisfy { $0 == 2 } && r102.suffix(2).allSatisfy { $0 == nil }, "r102 waits at its place: \(r102)")
        Self.expectLegible(frames)
    }

    /// As above, and r109 climbs from the screen's bottom to line 101, past
    /// the place where r106 waits, to end below where r106 goes (far
    /// above): seen climbing, it would pass r106 the wrong way (r106 would
    /// step down, away from where it goes). So r109 waits too, and takes its
    /// place in the landing frame, as the far rows do.
    @Test func aRowPassingAWaitingRowTheWrongWayWaitsToo() throws {
        let moved = Self.moved([("r102", 10), ("r106", 20), ("r40", 104), ("r50", 107), ("r109", 101)])
        let landed = ["r100", "r109", "r101", "r103", "r40", "r104", "r105", "r107", "r50", "r108"]
        let frames = try Self.frames(to: moved, offset: 100, landed: landed)
        let r109 = Self.lines(of: "r109", in: frames)
        #expect(r109.prefix(100).allSatisfy { $0 == 9 } && r109.suffix(2).allSatisfy { $0 == 1 }, "r109 waits at its place: \(r109)")
        Self.expectLegible(frames)
    }
}
