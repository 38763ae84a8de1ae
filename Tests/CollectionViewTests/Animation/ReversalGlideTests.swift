import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// A reversal (and any run of rows that swap among themselves) reads as
/// motion over the whole animation, not as one flip at the half-way point.
@MainActor
@Suite struct ReversalGlideTests {
    /// Every 16 ms frame of reversing `count` rows, with `easing`.
    func reversalFrames(_ count: Int, easing: Easing) throws -> [[String]] {
        let names = (0..<count).map { "row \($0)" }
        let (view, source, clock) = makeView([section("S", names)], rows: count + 2) { $0.easing = easing }
        source.sections = [section("S", names.reversed())]
        try view.performBatchUpdates(try Changeset(from: names, to: Array(names.reversed())))
        return LegibilityPropertyTests.allFrames(view, clock: clock, columns: 12, rows: count + 2)
    }

    @Test(arguments: [Easing.linear, .easeInOut])
    func aReversalOfTwentyChangesInManyFrames(easing: Easing) throws {
        let frames = try reversalFrames(20, easing: easing)
        // 250 ms at 16 ms a frame: 16 frames. Keys interpolated from line to line
        // would cross all at once, and the list would flip in one of them.
        let changing = zip(frames, frames.dropFirst()).filter { $0 != $1 }.count
        #expect(changing >= 10, "the rows move in \(changing) frames")
        // The rows that travel furthest pass the others a few at a time: the one
        // the diff moved, and the one it kept (the others pass it, spread too).
        for name in ["row 19", "row 0"] {
            let lines = Set(frames.compactMap { $0.firstIndex(of: name) })
            #expect(lines.count >= 8, "\(name) is drawn on \(lines.sorted())")
        }
        let names = (0..<20).map { ["row \($0)"] }
        let audit = LegibilityAudit(old: names, new: names.reversed(), scrolls: false)
        #expect(audit.audit(frames.map { [""] + $0 }).isLegible)
    }

    /// Moved rows that stay next to each other, in order, keep their
    /// spacing: in a rotation each row they pass steps aside one line at a
    /// time, as the movers reach it, never several lines at once.
    @Test func rowsThatStayTogetherAreNotSpread() throws {
        let names = (0..<16).map { "row \($0)" }
        let moved = Array(names[4...]) + Array(names[..<4])
        let (view, source, clock) = makeView([section("S", names)], rows: 18) { $0.easing = .linear }
        source.sections = [section("S", moved)]
        try view.performBatchUpdates(try Changeset(from: names, to: moved))
        let frames = LegibilityPropertyTests.allFrames(view, clock: clock, columns: 12, rows: 18)
        for name in names[4...] {
            let lines = frames.compactMap { $0.firstIndex(of: name) }
            let steps = zip(lines, lines.dropFirst()).map { $0 - $1 }.filter { $0 != 0 }
            #expect(steps == [1, 1, 1, 1], "\(name): \(lines)")
        }
    }
}
