@testable import CollectionView
import CollectionViewTesting
import ListDiff
import SeededRandom
import Testing

/// A scroll during a batch planned on the screen (a key that moves the
/// selection off the screen, the demo's reverse scrolling to the selected
/// row): the batch is planned again for the screen the scroll ends on
/// (`BatchAnimation.followingScroll`), so every frame is a list, no frame of
/// a batch that only moves rows has a blank line, and the last frame is the
/// new list where the scroll went.
@MainActor
@Suite struct ScrollDuringBatchTests {
    /// A batch of moves (a shuffle, a reversal, a few rows re-ranked) on
    /// three sections of a long list, seen from an offset (0 included: the
    /// list's top is the anchor there), then a scroll during it, near or far,
    /// up or down, at a random moment; some batches take a second scroll.
    @Test func aScrollDuringABatchEndsOnTheNewListWithEveryFrameAList() throws {
        var rng = SplitMix64(seed: 0x5c_0111)
        let rows = 12
        for run in 0..<120 {
            let names = ["A", "B", "C"]
            let old = names.map { s in (0..<Int.random(in: 20...80, using: &rng)).map { "\(s)\($0)" } }
            var new = old
            for s in new.indices {
                switch (run + s) % 3 {
                case 0: new[s].shuffle(using: &rng)
                case 1: new[s].reverse()
                default:
                    for _ in 0..<Int.random(in: 1...6, using: &rng) {
                        let row = new[s].remove(at: Int.random(in: 0..<new[s].count, using: &rng))
                        new[s].insert(row, at: Int.random(in: 0...new[s].count, using: &rng))
                    }
                }
            }
            func list(_ rows: [[String]]) -> [SectionedDataSource.Section] {
                zip(names, rows).map { section($0, header: "== \($0)", $1) }
            }
            let (view, source, clock) = makeView(list(old), columns: 12, rows: rows)
            let start = run % 4 == 0 ? 0 : Int.random(in: 0...view.maximumScrollOffset, using: &rng)
            view.setScrollOffset(start)
            source.sections = list(new)
            try view.performBatchUpdates(try Changeset(
                from: zip(names, old).map { ListSection(model: $0, items: $1) },
                to: zip(names, new).map { ListSection(model: $0, items: $1) }))
            let planned = view.animation?.viewport != nil
            var frames: [[String]] = []
            var canvas = GridCanvas(columns: 12, rows: rows)
            let scrolls = run % 5 == 0 ? 2 : 1
            var scrolled = 0
            while let batch = view.animation, clock.now + .milliseconds(16) < batch.start + batch.motion, frames.count < 200 {
                view.render(into: &canvas)
                frames.append(canvas.lines)
                if scrolled < scrolls, Int.random(in: 0..<4, using: &rng) == 0 {
                    let far = Bool.random(using: &rng)
                    let target = far ? Int.random(in: 0...view.maximumScrollOffset, using: &rng)
                        : view.scrollOffset + Int.random(in: -3...3, using: &rng)
                    view.setScrollOffset(target)
                    scrolled += 1
                }
                clock.advance(by: .milliseconds(16))
            }
            // The motion's own last frame (the next one drawn is the list at rest).
            let batch = try #require(view.animation)
            frames.append(view.frame(at: batch.start + batch.motion, columns: 12, rows: rows).lines)
            let (still, _, _) = makeView(list(new), columns: 12, rows: rows)
            still.setScrollOffset(view.scrollOffset)
            var expected = GridCanvas(columns: 12, rows: rows)
            still.render(into: &expected)
            let context = "run \(run): from offset \(start) (\(planned ? "on the screen" : "whole")), \(scrolled) scrolls"
            #expect(frames.last == expected.lines, "\(context): the last frame of the motion")
            for (f, frame) in frames.enumerated() {
                // Only rows move: every line shows a row or a header, each once (a sticky header may repeat its section's).
                let shown = frame.filter { !$0.hasPrefix("==") }
                #expect(!shown.contains(""), "\(context), frame \(f): a blank line\n\(frame.joined(separator: "\n"))")
                #expect(Set(shown).count == shown.count, "\(context), frame \(f): a row drawn twice\n\(frame.joined(separator: "\n"))")
            }
        }
    }
}
