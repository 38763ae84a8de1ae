import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// Where a ``Movable`` reports its drops.
@MainActor
final class MoveLog {
    var moves: [Move<ItemPath>] = []
}

@MainActor
@Suite struct MovableTests {
    private func makeMovingView(log: MoveLog) -> (CollectionView, SectionedDataSource, FrameStepper) {
        makePluginView(abcSections(), rows: 9, plugins: [
            Selectable(animatedScroll: false),
            Movable { from, to in log.moves.append(Move(from: from, to: to)) },
        ])
    }

    @Test func aRowGlidesOneLinePerStepAcrossASectionBorderAndDropsWithTheAppsPaths() throws {
        let log = MoveLog()
        let (view, source, stepper) = makeMovingView(log: log)
        view.selectItem(at: path(0, 0))
        #expect(view.handle(.character("m")))
        #expect(view.movingItem == path(0, 0))
        // The lifted row is drawn bold and reversed.
        let lifted = view.frame(at: stepper.clock.now, columns: 24, rows: 9).cells[1][0].style
        #expect(lifted.bold && lifted.reverse)

        var stills: [String] = []
        for _ in 0..<2 {
            #expect(view.handle(.down))
            #expect(view.isAnimating)  // each step glides
            stepper.settle(view)
            stills.append(stepper.text(of: view).trimmed)
        }
        // One line per step: below a2, then past B's header into B.
        #expect(stills == ["A\na2\na1\nB\nb1\nb2\nb3\nC\nc1", "A\na2\nB\na1\nb1\nb2\nb3\nC\nc1"])
        #expect(view.movingItem == path(1, 0))
        #expect(view.selectedItemID == AnyHashable("a1"))
        #expect(source.sections[0].items.map(\.id) == ["a1", "a2"])  // the app's data is untouched so far

        #expect(view.handle(.enter))
        #expect(log.moves == [Move(from: path(0, 0), to: path(1, 0))])
        #expect(view.isAwaitingMove)
        // The app answers with its model's changeset; the row is already in place, nothing jumps.
        let item = source.sections[0].items.removeFirst()
        source.sections[1].items.insert(item, at: 0)
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 0), to: path(1, 0))])))
        #expect(view.movingItem == nil)
        let frames = stepper.settle(view).map(\.text).map(\.trimmed)
        #expect(Set(frames) == ["A\na2\nB\na1\nb1\nb2\nb3\nC\nc1"])
        #expect(view.itemID(at: path(1, 0)) == AnyHashable("a1"))
    }

    @Test func cancelGlidesBackAndLeavesTheDataUntouched() {
        let log = MoveLog()
        let (view, source, stepper) = makeMovingView(log: log)
        stepper.settle(view)
        let before = stepper.text(of: view)
        let data = source.sections
        view.selectItem(at: path(1, 1))
        view.handle(.character("m"))
        for _ in 0..<3 { view.handle(.down) }
        stepper.settle(view)
        #expect(view.movingItem == path(2, 1))  // b2 past b3, into C, past c1
        #expect(view.handle(.escape))
        #expect(view.isAnimating)  // it glides back
        let back = stepper.settle(view).map(\.text)
        #expect(back.count > 2)
        #expect(back.last == before)
        #expect(view.movingItem == nil)
        #expect(log.moves.isEmpty)
        #expect(source.sections == data)
        #expect(view.selectedItem == path(1, 1))
    }

    @Test func movingTheOnlyRowOutOfASectionMatchesSortedSectionsConventions() throws {
        let log = MoveLog()
        let (view, source, stepper) = makeMovingView(log: log)
        view.selectItem(at: path(2, 0))
        view.handle(.character("m"))
        view.handle(.up)  // c1 to the end of B
        stepper.settle(view)
        view.handle(.enter)
        #expect(log.moves == [Move(from: path(2, 0), to: path(1, 3))])
        // The model drops the emptied section, as SortedSections.moveItem(from:to:) does.
        var model = SortedSections<String, String>(sectionKey: { String($0.prefix(1)) }, areInIncreasingOrder: <)
        _ = try model.setItems(["a1", "a2", "b1", "b2", "b3", "c1"])
        let changeset = try model.moveItem(from: path(2, 0), to: path(1, 3))
        source.sections.removeLast()
        source.sections[1].items.append(SectionedDataSource.Item(id: "c1"))
        try view.performBatchUpdates(changeset)
        stepper.settle(view)
        #expect(stepper.text(of: view).trimmed == "A\na1\na2\nB\nb1\nb2\nb3\nc1")
        #expect(model.listSections.map { $0.items } == [["a1", "a2"], ["b1", "b2", "b3", "c1"]])
    }

    @Test func shiftArrowsMoveOneStepAtOnceAndAnAppBatchEndsAMove() throws {
        let log = MoveLog()
        let (view, source, stepper) = makeMovingView(log: log)
        view.selectItem(at: path(1, 2))
        #expect(view.handle(.shiftUp))
        #expect(log.moves == [Move(from: path(1, 2), to: path(1, 1))])
        // The app refuses this one: the row goes back.
        view.cancelMove(animated: false)
        #expect(view.itemID(at: path(1, 2)) == AnyHashable("b3"))

        // Lifted and moved, then a server batch arrives (deletes a1): the move ends, the row goes to its model place.
        view.selectItem(at: path(1, 0))
        view.handle(.character("m"))
        view.handle(.down)
        view.handle(.down)
        stepper.settle(view)
        source.sections[0].items.removeFirst()
        try view.performBatchUpdates(Changeset(items: .init(deleted: [path(0, 0)])))
        #expect(view.movingItem == nil)
        stepper.settle(view)
        #expect(stepper.text(of: view).trimmed == "A\na2\nB\nb1\nb2\nb3\nC\nc1")
        #expect(log.moves.count == 1)
    }

    @Test func rowsTheAppForbidsDoNotLift() {
        let (view, _, _) = makePluginView(abcSections(), plugins: [
            Movable(onMove: { _, _ in }, canMove: { $0.section != 0 }),
        ])
        view.selectItem(at: path(0, 0))
        #expect(!view.handle(.character("m")))
        view.selectItem(at: path(1, 0))
        #expect(view.handle(.character("m")))
        #expect(view.handle(.up))
        #expect(view.movingItem == path(0, 2))
    }

    /// A drop is an event of the view (a program's update hears it through its relay): no closure is needed.
    @Test func aDropIsAViewEventWithTheAppsPaths() {
        let events = DropRecorder.Log()
        let (view, _, stepper) = makePluginView(abcSections(), rows: 9, plugins: [
            Selectable(animatedScroll: false), Movable(), DropRecorder(log: events),
        ])
        view.selectItem(at: path(0, 0))
        #expect(view.handle(.character("m")))
        #expect(view.handle(.down))
        stepper.settle(view)
        #expect(events.drops.isEmpty, "nothing before the drop")
        #expect(view.handle(.enter))
        #expect(events.drops == [.itemDropped(from: path(0, 0), to: path(0, 1))])
        // A one-step move (Shift+Down) drops at once: one more event.
        view.cancelMove(animated: false)
        view.selectItem(at: path(1, 0))
        #expect(view.handle(.shiftDown))
        #expect(events.drops.last == .itemDropped(from: path(1, 0), to: path(1, 1)))
    }
}

/// Keeps the drops a view emits.
private struct DropRecorder: CollectionViewPlugin {
    @MainActor final class Log {
        var drops: [ViewEvent] = []
    }

    let log: Log

    func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
        if case .itemDropped = event { log.drops.append(event) }
        return .ignored
    }
}
