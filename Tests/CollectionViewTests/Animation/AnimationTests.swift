import CollectionView
import ListDiff
import Testing

@MainActor
@Suite struct AnimationTests {
    let letters = section("S", header: "Letters", ["a", "b", "c", "d"])

    @Test func completionRunsOnceWhenTheAnimationEnds() throws {
        let (view, source, clock) = makeView([letters])
        source.sections = [section("S", header: "Letters", ["a", "c", "d"])]
        var calls: [Bool] = []
        try view.performBatchUpdates(Changeset(items: .init(deleted: [path(0, 1)]))) { calls.append($0) }
        #expect(view.isAnimating)
        #expect(view.nextFrameTime == .milliseconds(16))
        clock.advance(by: .milliseconds(240))
        view.advance()
        #expect(calls.isEmpty && view.isAnimating)
        #expect(view.nextFrameTime == .milliseconds(250))  // never past the end
        clock.advance(by: .milliseconds(10))
        #expect(view.nextFrameTime == .milliseconds(250))
        _ = still(view)
        #expect(calls == [true])
        #expect(!view.isAnimating && view.nextFrameTime == nil)
        _ = still(view)
        view.advance()
        #expect(calls == [true])
    }

    @Test func idleViewAsksForNoFrames() {
        let (view, _, _) = makeView([letters])
        #expect(!view.isAnimating)
        #expect(view.nextFrameTime == nil)
        view.setScrollOffset(0, animated: true)  // nothing to scroll: no frames either
        #expect(view.nextFrameTime == nil)
    }

    @Test func reducedMotionAndUnanimatedBatchesLandAtOnce() throws {
        for reduced in [true, false] {
            let (view, source, clock) = makeView([letters]) {
                $0.animationDuration = reduced ? .zero : .milliseconds(250)
            }
            source.sections = [section("S", header: "Letters", ["d", "a", "b", "c"])]
            var calls: [Bool] = []
            try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 3), to: path(0, 0))])),
                                         animated: reduced) { calls.append($0) }
            #expect(calls == [true])
            #expect(!view.isAnimating && view.nextFrameTime == nil)
            #expect(view.frame(at: clock.now, columns: 24, rows: 10).render().hasPrefix("Letters\nd\na\nb\nc"))
        }
    }

    @Test func aNewBatchCutsTheRunningOneShort() throws {
        let (view, source, clock) = makeView([letters])
        source.sections = [section("S", header: "Letters", ["a", "b", "c"])]
        var first: [Bool] = []
        var second: [Bool] = []
        try view.performBatchUpdates(Changeset(items: .init(deleted: [path(0, 3)]))) { first.append($0) }
        clock.advance(by: .milliseconds(100))
        source.sections = [section("S", header: "Letters", ["a", "b"])]
        try view.performBatchUpdates(Changeset(items: .init(deleted: [path(0, 2)]))) { second.append($0) }
        #expect(first == [false])
        #expect(second.isEmpty && view.isAnimating)
        clock.advance(by: .milliseconds(250))
        #expect(still(view) == "Letters\na\nb" + String(repeating: "\n", count: 7))
        #expect(second == [true])
    }

    @Test func deletedRowsKeepTheirTextWhenABatchDeletesMoreRowsThanTheViewCached() throws {
        let rows = (0..<40).map { "r\($0)" }
        let (view, source, clock) = makeView([section("S", header: "Rows", rows)])
        // The view has drawn (and cached) the header and nine rows; the batch deletes twenty.
        source.sections = [section("S", header: "Rows", Array(rows[20...]))]
        try view.performBatchUpdates(Changeset(items: .init(deleted: (0..<20).map { path(0, $0) })))
        // The run closes its nine lines on the screen (its other rows are never drawn), r20 rising from the edge.
        let fading = view.frame(at: clock.now + .milliseconds(25), columns: 24, rows: 10)
        #expect((1...9).map { fading.line($0) } == (0...7).map { "r\($0)" } + ["r20"])
        clock.advance(by: .milliseconds(250))
        #expect(still(view) == (["Rows"] + (20...28).map { "r\($0)" }).joined(separator: "\n"))
        // One row deleted: the text it had, too.
        source.sections = [section("S", header: "Rows", Array(rows[21...]))]
        try view.performBatchUpdates(Changeset(items: .init(deleted: [path(0, 0)])))
        #expect(view.frame(at: clock.now + .milliseconds(25), columns: 24, rows: 10).line(1) == "r20")
    }

    @Test func framesAreAPureFunctionOfTime() throws {
        func run() throws -> [String] {
            let (view, source, clock) = makeView([letters, section("T", header: "More", ["e", "f"])]) { $0.easing = .spring }
            source.sections = [section("T", header: "More", ["f", "a"]), section("S", header: "Letters", ["b", "c", "d", "e"])]
            try view.performBatchUpdates(Changeset(
                sections: .init(moved: [Move(from: 1, to: 0)]),
                items: .init(moved: [Move(from: path(0, 0), to: path(0, 1)), Move(from: path(1, 0), to: path(1, 3))])
            ))
            // Out of order and repeated: each instant draws the same.
            let times = [0, 40, 125, 40, 250, 0, 200].map { clock.now + .milliseconds($0) }
            return times.map { view.frame(at: $0, columns: 24, rows: 10).renderStyled() }
        }
        let first = try run()
        #expect(first == (try run()))
        #expect(first[1] == first[3] && first[0] == first[5])
    }

    @Test func fadesUseGreyStepsWith256ColoursAndDimOtherwise() throws {
        let (view, source, clock) = makeView([letters]) { $0.easing = .easeOutCubic }
        source.sections = [section("S", header: "Letters", ["a", "b", "c", "d", "new"])]
        try view.performBatchUpdates(Changeset(items: .init(inserted: [path(0, 4)])))
        // The row's line opens when the eased progress passes ½ (rule 2: a
        // blank line opens only as room for it; ease-out: at 21 % of the time)…
        let closed = view.frame(at: clock.now + .milliseconds(40), columns: 10, rows: 6, colorCount: 256)
        #expect(closed.line(5) == "")
        // …and fades in: grey with colours, dim without.
        let rich = view.frame(at: clock.now + .milliseconds(75), columns: 10, rows: 6, colorCount: 256)
        #expect(rich.renderStyled().contains("[f=242:new"))
        let poor = view.frame(at: clock.now + .milliseconds(75), columns: 10, rows: 6, colorCount: 8)
        #expect(poor.renderStyled().contains("[d:new"))
        let poorLater = view.frame(at: clock.now + .milliseconds(200), columns: 10, rows: 6, colorCount: 8)
        #expect(poorLater.line(5) == "new" && !poorLater.renderStyled().contains("[d:new"))
    }

    @Test func insertedHeadersClimbDimNormalBoldWithoutColours() throws {
        // Ease-out: the header's line has opened by 25 % of the time, while it is still faint.
        let (view, source, clock) = makeView([letters]) { $0.easing = .easeOutCubic }
        source.sections = [letters, section("N", header: "New", ["x"])]
        try view.performBatchUpdates(Changeset(sections: .init(inserted: [1])))
        let styles = [62, 125, 200].map {
            view.frame(at: clock.now + .milliseconds($0), columns: 6, rows: 8, colorCount: 8).renderStyled()
                .split(separator: "\n", omittingEmptySubsequences: false).dropFirst(5).first.map(String.init)
        }
        #expect(styles == ["[d,u:New   ]", "[u:New   ]", "[b,u:New   ]"])
    }

    @Test func mainThenDeferredBatchesEndLikeOneFullChangeset() throws {
        var edited = section("S", header: "Letters", ["d", "a", "b", "c"])
        edited.items[0].content = "D!"
        let full = Changeset(items: .init(moved: [Move(from: path(0, 3), to: path(0, 0))]), deferred: .init(items: [path(0, 0)]))

        let (one, oneSource, oneClock) = makeView([letters])
        oneSource.sections = [edited]
        try one.performBatchUpdates(full)
        oneClock.advance(by: .milliseconds(400))

        let (two, twoSource, twoClock) = makeView([letters])
        twoSource.sections = [edited]
        var log: [String] = []
        try two.performBatchUpdates(full.mainBatch) { _ in log.append("main") }
        // While it moves, the row keeps the text it had.
        #expect(two.frame(at: twoClock.now + .milliseconds(125), columns: 8, rows: 5).render().contains("d"))
        twoClock.advance(by: .milliseconds(250))
        _ = still(two)
        try two.performBatchUpdates(full.deferredBatch) { _ in log.append("deferred") }
        #expect(two.frame(at: twoClock.now + .milliseconds(10), columns: 8, rows: 5).renderStyled()
            .contains("[f=black,g=yellow:D!      ]"))
        twoClock.advance(by: .milliseconds(250))
        #expect(still(two) == still(one))
        #expect(log == ["main", "deferred"])
    }

    @Test func aResizeDuringAnAnimationKeepsItRunning() throws {
        let (view, source, clock) = makeView([section("S", (0..<30).map { "r\($0)" })], rows: 10)
        source.sections = [section("S", ["r29"] + (0..<29).map { "r\($0)" })]
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 29), to: path(0, 0))])))
        clock.advance(by: .milliseconds(125))
        var canvas = GridCanvas(columns: 10, rows: 30)
        view.render(into: &canvas)
        #expect(view.isAnimating && view.viewportSize == CellSize(columns: 10, rows: 30))
        #expect(canvas.render().contains("r29"))  // mid-way, now visible in the taller viewport
        clock.advance(by: .milliseconds(125))
        view.render(into: &canvas)
        #expect(canvas.line(0) == "r29" && !view.isAnimating)
    }

    @Test func reloadedRowsFlashThenShowTheirNewContent() throws {
        let (view, source, clock) = makeView([letters])
        var edited = letters
        edited.items[1].content = "B!"
        source.sections = [edited]
        try view.performBatchUpdates(Changeset(items: .init(reloaded: [path(0, 1)])))
        let flashing = view.frame(at: clock.now + .milliseconds(50), columns: 6, rows: 4).renderStyled()
        #expect(flashing.contains("[f=black,g=yellow:B!    ]"))
        let mono = view.frame(at: clock.now + .milliseconds(50), columns: 6, rows: 4, colorCount: 0).renderStyled()
        #expect(mono.contains("[b,r:B!    ]"))
        let after = view.frame(at: clock.now + .milliseconds(200), columns: 8, rows: 4).render()
        #expect(after == "Letters\na\nB!\nc")
    }

    @Test func sectionsInsertedAndDeletedFadeAsBlocks() throws {
        let other = section("T", header: "Other", ["x", "y"])
        let (view, source, clock) = makeView([letters, other])
        source.sections = [section("N", header: "Numbers", ["1"]), other]
        try view.performBatchUpdates(Changeset(sections: .init(deleted: [0], inserted: [0])))
        let middle = view.frame(at: clock.now + .milliseconds(125), columns: 10, rows: 10).renderStyled()
        #expect(middle.contains("[f=246:a"))  // the old section fades out
        let end = view.frame(at: clock.now + .milliseconds(250), columns: 10, rows: 10).render()
        #expect(end.hasPrefix("Numbers\n1\nOther\nx\ny"))
    }

    /// A run deleted across the screen's bottom edge closes only its lines on the screen (the rest is never drawn),
    /// and the rows after it rise from the edge as it closes.
    @Test func rowsBelowARunDeletedAcrossTheEdgeRiseFromIt() throws {
        let names = (0..<200).map { "row \($0)" }
        let (view, source, clock) = makeView([section("S", names)], rows: 10)
        source.sections = [section("S", Array(names[100...]))]
        try view.performBatchUpdates(Changeset(items: .init(deleted: (0..<100).map { path(0, $0) })))
        // Linear: half way, half of the ten lines seen have closed.
        let frame = view.frame(at: clock.now + .milliseconds(125), columns: 10, rows: 10)
        #expect(frame.line(5) == "row 100" && frame.line(9) == "row 104", "\(frame.lines)")
        for step in 0...25 {
            let lines = view.frame(at: clock.now + .milliseconds(10 * step), columns: 10, rows: 10).lines
            #expect(!lines.contains { ($0.split(separator: " ").last.flatMap { Int($0) }).map { (10..<100).contains($0) } ?? false },
                    "step \(step): \(lines)")
        }
    }

    @Test func springNeverOvershootsNorStepsBack() throws {
        let names = (0..<40).map { "r\($0)" }
        let (view, source, clock) = makeView([section("S", names)], rows: 40) { $0.easing = .spring }
        let change = Changeset(items: .init(moved: [Move(from: path(0, 0), to: path(0, 30))]))
        source.sections = [section("S", try BatchMapping(changeset: change, oldItemCounts: [40]).apply(to: [names]) { _ in "" }[0])]
        try view.performBatchUpdates(change)
        // An overshoot would carry the row past its place and back, and the
        // rows it passed would step away and back: rule 3 forbids both.
        var previous = 0
        for ms in stride(from: 0, through: 250, by: 2) {
            let lines = view.frame(at: clock.now + .milliseconds(ms), columns: 6, rows: 40).render().split(separator: "\n", omittingEmptySubsequences: false)
            let y = lines.firstIndex(of: "r0") ?? -1
            #expect(y >= previous && y <= 30)
            previous = y
        }
        #expect(previous == 30)
    }

    @Test func easingsStartAtZeroAndEndAtOne() {
        for easing in Easing.allCases {
            #expect(easing.value(at: 0) == 0)
            #expect(abs(easing.value(at: 1) - 1) < 1e-12)
            #expect(easing.value(at: 0.5) > 0.3)
        }
        #expect(Easing.easeOutCubic.value(at: 0.25) > Easing.linear.value(at: 0.25))
        #expect(Easing.easeInOut.value(at: 0.25) < Easing.linear.value(at: 0.25))
    }

    @Test func animatedScrollGlides() {
        let names = (0..<50).map { "row \($0)" }
        let (view, _, clock) = makeView([section("S", names)], rows: 5)
        view.setScrollOffset(20, animated: true)
        #expect(view.scrollOffset == 20 && view.isAnimating)
        #expect(view.frame(at: clock.now + .milliseconds(125), columns: 8, rows: 5).line(0) == "row 10")
        clock.advance(by: .milliseconds(250))
        #expect(still(view).hasPrefix("row 20\n"))
        #expect(!view.isAnimating)
    }

    @Test func reloadDataEndsTheAnimationAndTakesEverythingAnew() throws {
        let (view, source, _) = makeView([letters])
        source.sections = [section("S", header: "Letters", ["a", "b", "c"])]
        var calls: [Bool] = []
        try view.performBatchUpdates(Changeset(items: .init(deleted: [path(0, 3)]))) { calls.append($0) }
        source.sections = [section("Z", header: "Zed", ["z"])]
        view.reloadData()
        #expect(calls == [false] && !view.isAnimating)
        #expect(still(view).hasPrefix("Zed\nz\n"))
    }

    /// `movedRowUpdate`: a row that moved and changed shows its old text while
    /// it glides (the default) or its new text from the start; it flashes
    /// when it lands either way.
    @Test(arguments: [CollectionViewConfiguration.MovedRowUpdate.afterLanding, .whileMoving])
    func aMovedAndChangedRowShowsTheTextItIsConfiguredFor(_ update: CollectionViewConfiguration.MovedRowUpdate) throws {
        let (view, source, clock) = makeView([section("S", ["a", "b", "c", "d", "e"])]) {
            $0.easing = .linear
            $0.movedRowUpdate = update
        }
        var edited = section("S", ["e", "a", "b", "c", "d"])
        edited.items[0].content = "e (edited)"
        source.sections = [edited]
        try view.performBatchUpdates(Changeset(
            items: .init(moved: [Move(from: path(0, 4), to: path(0, 0))]),
            deferred: .init(items: [path(0, 0)])
        ))
        let midway = view.frame(at: clock.now + .milliseconds(125), columns: 24, rows: 6).render()
        #expect(midway.contains("e (edited)") == (update == .whileMoving), "\(midway)")
        #expect(midway.split(separator: "\n").contains { $0 == "e" } == (update == .afterLanding), "\(midway)")
        let landed = view.frame(at: clock.now + .milliseconds(260), columns: 24, rows: 6)
        #expect(landed.line(0) == "e (edited)")
        #expect(landed.renderStyled().contains("[f=black,g=yellow:e (edited)"), "flashes when it lands: \(landed.renderStyled())")
    }
}
