@testable import CollectionView
import SeededRandom
import CollectionViewTesting
import ListDiff
import Testing

/// A list scrolled to its end that changes: the screen shows the list's end
/// before, and after unless a scroll during the batch takes it elsewhere, so
/// no frame between may show lines below it ("every frame is a list": a
/// blank line only as room for a row opening or closing). Before the list's
/// end was the anchor there (`ViewportPlan.Element.end`) and a glide kept
/// within each frame's scroll range (`BatchAnimation.pieces(at:layout:rows:)`),
/// a batch without an anchor glided its offset linearly while rows closing
/// early and opening late made the list shorter in between, and the screen
/// showed blank lines below the list's end for several frames.
@MainActor
@Suite struct ListEndTests {
    typealias Sections = AuditedList.Sections

    /// Every frame of the running batch, 16 ms apart, then the frame at the end of its motion; `scroll` is called
    /// before each frame is drawn, with the frame's number (a key that scrolls during the batch).
    static func frames(
        _ view: CollectionView, clock: ManualClock, columns: Int, rows: Int, scroll: (Int) -> Void = { _ in }
    ) -> [[String]] {
        var canvas = GridCanvas(columns: columns, rows: rows)
        var frames: [[String]] = []
        while let batch = view.animation, clock.now < batch.start + batch.motion, frames.count < 200 {
            scroll(frames.count)
            view.render(into: &canvas)
            frames.append(canvas.lines)
            clock.advance(by: .milliseconds(16))
        }
        if let batch = view.animation {
            frames.append(view.frame(at: batch.start + batch.motion, columns: columns, rows: rows).lines)
        } else {
            view.render(into: &canvas)
            frames.append(canvas.lines)
        }
        return frames
    }

    /// The blank lines below the last drawn line of `frame`.
    static func blanksBelowTheEnd(_ frame: [String]) -> Int {
        frame.count - 1 - (frame.lastIndex { !$0.allSatisfy { $0 == " " } } ?? 0)
    }

    /// What the view draws at rest for `sections` at `offset` (clamped).
    static func rest(_ sections: [SectionedDataSource.Section], offset: Int, columns: Int, rows: Int) -> [String] {
        let (view, _, _) = makeView(sections, columns: columns, rows: rows)
        view.setScrollOffset(offset)
        var canvas = GridCanvas(columns: columns, rows: rows)
        view.render(into: &canvas)
        return canvas.lines
    }

    /// Random batches (the legibility property's: rows and sections moved,
    /// inserted, deleted) on a list scrolled to its end that still fills the
    /// screen after: every frame passes the audit, the last frame is the new
    /// list, and where the list's end holds the screen or the batch glides to
    /// another offset, no frame shows a blank line below the list's end.
    @Test(arguments: [false, true])
    func randomBatchesAtTheEndShowNothingBelowIt(sectionMoves: Bool) throws {
        var rng = SplitMix64(seed: sectionMoves ? 0xe4d_5ec7 : 0xe4d_b1a4)
        var nextID = 0
        var failures: [String] = []
        var total = LegibilityAudit.Report()
        var tried = 0, held = 0
        for run in 0..<1_500 {
            var old = LegibilityPropertyTests.randomList(&rng, nextID: &nextID)
            old += LegibilityPropertyTests.randomList(&rng, nextID: &nextID)
            let new = LegibilityPropertyTests.mutate(old, &rng, nextID: &nextID, sectionMoves: sectionMoves)
            let rows = Int.random(in: 6...16, using: &rng)
            // Scrolled to the end of a list whose headers and rows there before and after fill the screen: rows
            // opening and closing only add to them, so the list is longer than the screen in every frame. (A list
            // that gets shorter than the screen part-way, its rows closing before others open, shows its top, and
            // the lines below its end are blank as below any short list.)
            let kept = Set(AuditedList.elements(old).map { $0[0] }).intersection(AuditedList.elements(new).map { $0[0] })
            let keptLines = AuditedList.elements(old).filter { kept.contains($0[0]) }.reduce(0) { $0 + $1.count }
            guard keptLines >= rows else { continue }
            tried += 1
            let easing = Easing.allCases[Int.random(in: 0..<Easing.allCases.count, using: &rng)]
            let (view, source, clock) = makeView(LegibilityPropertyTests.dataSource(old), columns: 12, rows: rows) {
                $0.easing = easing
            }
            view.setScrollOffset(view.maximumScrollOffset)
            // Drawn there: the rows it deletes keep the text they were drawn with.
            _ = still(view)
            let before = view.scrollOffset
            source.sections = LegibilityPropertyTests.dataSource(new)
            try view.performBatchUpdates(try Changeset(from: old, to: new))
            let anchored = view.animation?.viewport.map { "\($0.element)" } ?? "none"
            let audit = CatchUpProperty.audit(view, from: old, to: new, offset: before)
            let frames = Self.frames(view, clock: clock, columns: 12, rows: rows)
            let report = audit.audit(frames)
            total = total + report
            // The screen held by the list's end (the list shrank under the first header or row on it left in
            // place, or nothing on it stays), or gliding to another offset. Where a header or row keeps its line,
            // rows below it closing before others open may show the end rising part-way, as their room.
            let heldByTheEnd = view.isAnchoredAtListEnd || (view.animation?.viewport == nil && view.scrollOffset != before)
            if heldByTheEnd { held += 1 }
            let blanks = heldByTheEnd ? frames.map(Self.blanksBelowTheEnd) : []
            let last = Self.rest(LegibilityPropertyTests.dataSource(new), offset: view.scrollOffset, columns: 12, rows: rows)
            if blanks.contains(where: { $0 > 0 }) || !report.isLegible || frames.last != last, failures.count < 3 {
                let table = (0..<rows).map { y in
                    frames.map { LegibilityAudit.name(of: $0[y]).padding(toLength: 7, withPad: " ", startingAt: 0) }.joined()
                }.joined(separator: "\n")
                failures.append("run \(run) (\(easing), \(rows) rows, offset \(before) → \(view.scrollOffset), anchor \(anchored)): blanks below "
                    + "the end \(blanks), \(report), last frame is the new list: \(frames.last == last)\n\(table)")
            }
            #expect(blanks.allSatisfy { $0 == 0 }, "run \(run): blank lines below the list's end \(blanks)")
            #expect(frames.last == last, "run \(run): the last frame is not the new list")
        }
        #expect(tried > 500 && held > 200)
        #expect(total.isLegible, "\(total)")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }

    /// The demo's case: the address book scrolled to its end, shuffled into
    /// another grouping (every section deleted, others inserted, every row
    /// moving between them), and, every other time, scrolled during the batch
    /// to another place (the demo scrolls to the selected row's new place:
    /// the batch then glides whole). Each row drawn at most once, no blank
    /// line below the list's end, the last frame the new list.
    @Test func aRegroupingAtTheEndShowsNothingBelowIt() throws {
        var rng = SplitMix64(seed: 0xe4d_0112)
        for run in 0..<60 {
            let rows = [12, 28][run % 2]
            let scrolls = run % 4 >= 2
            let people = (0..<Int.random(in: 60...160, using: &rng)).map { i in
                "\(Character(UnicodeScalar(65 + Int.random(in: 0..<12, using: &rng)) ?? "A"))\(i)"
                    + "\(Character(UnicodeScalar(97 + Int.random(in: 0..<8, using: &rng)) ?? "a"))"
            }
            func grouped(by key: (String) -> String) -> [SectionedDataSource.Section] {
                let keys = Set(people.map(key)).sorted()
                return keys.map { k in section(k, header: "== \(k)", people.filter { key($0) == k }.sorted()) }
            }
            let old = grouped { String($0.prefix(1)) }
            let new = grouped { String($0.suffix(1)) }
            let changeset = try Changeset(from: old.map { ListSection(model: $0.id, items: $0.items.map { "\($0.id)" }) },
                                          to: new.map { ListSection(model: $0.id, items: $0.items.map { "\($0.id)" }) })
            let (view, source, clock) = makeView(old, columns: 12, rows: rows)
            view.setScrollOffset(view.maximumScrollOffset)
            _ = still(view)
            source.sections = new
            try view.performBatchUpdates(changeset)
            let scrollAt = Int.random(in: 0..<4, using: &rng)
            let target = Int.random(in: 0...view.maximumScrollOffset, using: &rng)
            let frames = Self.frames(view, clock: clock, columns: 12, rows: rows) { frame in
                if scrolls, frame == scrollAt { view.setScrollOffset(target) }
            }
            let context = "run \(run) (\(rows) rows\(scrolls ? ", scrolled to \(target) at frame \(scrollAt)" : ""))"
            #expect(frames.last == Self.rest(new, offset: view.scrollOffset, columns: 12, rows: rows),
                    "\(context): the last frame is not the new list")
            for (f, frame) in frames.enumerated() {
                let shown = frame.filter { !$0.hasPrefix("==") && !$0.allSatisfy { $0 == " " } }
                #expect(Set(shown).count == shown.count, "\(context), frame \(f): a row twice\n\(frame.joined(separator: "\n"))")
                #expect(Self.blanksBelowTheEnd(frame) == 0,
                        "\(context), frame \(f): blank below the list's end\n\(frame.joined(separator: "\n"))")
            }
        }
    }
}
