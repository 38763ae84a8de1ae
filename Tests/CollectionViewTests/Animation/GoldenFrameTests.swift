import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// Animated frames compared as text with the files in `Goldens/`
/// (`LISTMOTION_UPDATE_GOLDENS=1 swift test` rewrites them).
/// Duration 200 ms, linear easing, so steps of ¼ are 50 ms apart.
@MainActor
@Suite struct GoldenFrameTests {
    static let quarters = [0, 50, 100, 150, 200]

    func goldenView(
        _ sections: [SectionedDataSource.Section], columns: Int = 24, rows: Int = 10, separator: Bool = false
    ) -> (CollectionView, SectionedDataSource, ManualClock) {
        makeView(sections, columns: columns, rows: rows) {
            $0.easing = .linear
            $0.animationDuration = .milliseconds(200)
            $0.blankLineBetweenSections = separator
        }
    }

    func rows(_ names: [String]) -> [String] { names }

    @Test func moveOneRowByFiveLines() throws {
        let names = (0..<10).map { "row \($0)" }
        let (view, source, clock) = goldenView([section("S", names)])
        let mapping = try BatchMapping(changeset: Changeset(items: .init(moved: [Move(from: path(0, 1), to: path(0, 6))])),
                                       oldItemCounts: [10])
        source.sections = [section("S", mapping.apply(to: [names]) { _ in "?" }[0])]
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 1), to: path(0, 6))])))
        Golden.check("move-one-row-by-five", frames(view, clock: clock, at: Self.quarters))
    }

    @Test func insertAtTheTop() throws {
        let (view, source, clock) = goldenView([section("F", header: "Fruits", ["apple", "banana", "cherry"])])
        source.sections = [section("F", header: "Fruits", ["avocado", "apple", "banana", "cherry"])]
        try view.performBatchUpdates(Changeset(items: .init(inserted: [path(0, 0)])))
        Golden.check("insert-at-top", frames(view, clock: clock, at: Self.quarters))
    }

    @Test func deleteInTheMiddle() throws {
        let (view, source, clock) = goldenView([section("S", header: "Letters", ["alpha", "beta", "gamma", "delta", "epsilon"])])
        source.sections = [section("S", header: "Letters", ["alpha", "beta", "delta", "epsilon"])]
        try view.performBatchUpdates(Changeset(items: .init(deleted: [path(0, 2)])))
        Golden.check("delete-in-middle", frames(view, clock: clock, at: Self.quarters))
    }

    @Test func sectionMove() throws {
        let a = section("A", header: "A", ["a1", "a2"])
        let b = section("B", header: "B", ["b1"])
        let c = section("C", header: "C", ["c1", "c2"])
        let (view, source, clock) = goldenView([a, b, c], rows: 12, separator: true)
        source.sections = [c, a, b]
        try view.performBatchUpdates(Changeset(sections: .init(moved: [Move(from: 2, to: 0)])))
        Golden.check("section-move", frames(view, clock: clock, at: Self.quarters, rows: 12))
    }

    @Test func crossSectionMove() throws {
        let (view, source, clock) = goldenView([section("A", header: "A", ["a1", "a2", "a3"]), section("B", header: "B", ["b1", "b2"])])
        source.sections = [section("A", header: "A", ["a2", "a3"]), section("B", header: "B", ["b1", "a1", "b2"])]
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 0), to: path(1, 1))])))
        Golden.check("cross-section-move", frames(view, clock: clock, at: Self.quarters))
    }

    @Test func deferredReloadFlashesAfterTheMoveLands() throws {
        let (view, source, clock) = goldenView([section("S", ["a", "b", "c", "d", "e"])])
        var edited = section("S", ["e", "a", "b", "c", "d"])
        edited.items[0].content = "e (edited)"
        source.sections = [edited]
        try view.performBatchUpdates(Changeset(
            items: .init(moved: [Move(from: path(0, 4), to: path(0, 0))]),
            deferred: .init(items: [path(0, 0)])
        ))
        // Motion over 0…200 ms, then the deferred flash over 200…300 ms.
        Golden.check("deferred-reload", frames(view, clock: clock, at: [0, 100, 200, 250, 300]))
    }

    @Test func rowsCrossTheViewportEdge() throws {
        let names = (0..<20).map { "row \($0)" }
        let (view, source, clock) = goldenView([section("S", names)], rows: 6)
        let changes = Changeset(items: .init(moved: [
            Move(from: path(0, 15), to: path(0, 1)),  // slides in from below
            Move(from: path(0, 3), to: path(0, 17)),  // slides out below
        ]))
        let mapping = try BatchMapping(changeset: changes, oldItemCounts: [20])
        source.sections = [section("S", mapping.apply(to: [names]) { _ in "?" }[0])]
        try view.performBatchUpdates(changes)
        Golden.check("across-viewport-edge", frames(view, clock: clock, at: Self.quarters, rows: 6))
    }

    @Test func aRowSlidesOutAbove() throws {
        let names = (0..<20).map { "row \($0)" }
        let (view, source, clock) = goldenView([section("S", header: "Numbers", names)], rows: 6)
        view.setScrollOffset(10)
        _ = still(view)
        let changes = Changeset(items: .init(moved: [Move(from: path(0, 11), to: path(0, 0))]))
        let mapping = try BatchMapping(changeset: changes, oldItemCounts: [20])
        source.sections = [section("S", header: "Numbers", mapping.apply(to: [names]) { _ in "?" }[0])]
        try view.performBatchUpdates(changes)
        Golden.check("slide-out-above", frames(view, clock: clock, at: Self.quarters, rows: 6))
    }

    @Test func wideCharacterRowMoves() throws {
        let names = ["名前 山田太郎さん", "plain", "🇯🇵 flag 👨‍👩‍👧", "more", "last"]
        let (view, source, clock) = goldenView([section("S", names)], columns: 11, rows: 6)
        source.sections = [section("S", ["plain", "🇯🇵 flag 👨‍👩‍👧", "more", "名前 山田太郎さん", "last"])]
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 0), to: path(0, 3))])))
        Golden.check("wide-character-move", frames(view, clock: clock, at: Self.quarters, columns: 11, rows: 6))
    }

    // MARK: - Every frame (issue: "every frame is a list")

    /// Every frame of a 250 ms ease-in-out batch (16 ms apart, the final frame last), each titled, styles marked.
    func everyFrame(_ view: CollectionView, clock: ManualClock, columns: Int = 16, rows: Int) -> String {
        let stepper = FrameStepper(size: CellSize(columns: columns, rows: rows), clock: clock)
        let start = clock.now
        let frames = stepper.settle(view)
        #expect(frames.map { ($0.time - start) / .milliseconds(1) } == (Array(stride(from: 0, through: 240, by: 16)) + [250]).map(Double.init))
        return frames.map { "── t = \(Int(($0.time - start) / .milliseconds(1))) ms ──\n" + $0.canvas.renderStyled() }
            .joined(separator: "\n") + "\n"
    }

    func framesView(_ sections: [SectionedDataSource.Section], rows: Int, separator: Bool = false)
        -> (CollectionView, SectionedDataSource, ManualClock) {
        makeView(sections, columns: 16, rows: rows) {
            $0.easing = .easeInOut
            $0.blankLineBetweenSections = separator
        }
    }

    @Test func oneRowFromTopToBottomOfSixteenEveryFrame() throws {
        let names = (0..<16).map { "row \($0)" }
        let (view, source, clock) = framesView([section("S", names)], rows: 16)
        let moved = Array(names.dropFirst()) + [names[0]]
        source.sections = [section("S", moved)]
        try view.performBatchUpdates(try Changeset(from: names, to: moved))
        Golden.check("every-frame-move-0-to-15", everyFrame(view, clock: clock, rows: 16))
    }

    @Test func reversalOfTwentyEveryFrame() throws {
        let names = (0..<20).map { "row \($0)" }
        let (view, source, clock) = framesView([section("S", names)], rows: 20)
        source.sections = [section("S", names.reversed())]
        try view.performBatchUpdates(try Changeset(from: names, to: Array(names.reversed())))
        Golden.check("every-frame-reversal-of-20", everyFrame(view, clock: clock, rows: 20))
    }

    @Test func sectionMoveEveryFrame() throws {
        let a = section("A", header: "A", ["a1", "a2"])
        let b = section("B", header: "B", ["b1", "b2", "b3"])
        let c = section("C", header: "C", ["c1", "c2"])
        let (view, source, clock) = framesView([a, b, c], rows: 12, separator: true)
        source.sections = [c, a, b]
        try view.performBatchUpdates(Changeset(sections: .init(moved: [Move(from: 2, to: 0)])))
        Golden.check("every-frame-section-move", everyFrame(view, clock: clock, rows: 12))
    }

    @Test func crossSectionMoveEveryFrame() throws {
        let (view, source, clock) = framesView([section("A", header: "A", ["a1", "a2", "a3"]),
                                                section("B", header: "B", ["b1", "b2", "b3"])], rows: 9)
        source.sections = [section("A", header: "A", ["a2", "a3"]), section("B", header: "B", ["b1", "b2", "a1", "b3"])]
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 0), to: path(1, 2))])))
        Golden.check("every-frame-cross-section-move", everyFrame(view, clock: clock, rows: 9))
    }
}
