import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// The testing target on a small app: a list whose rows move and change.
@MainActor @Suite struct FrameStepperTests {
    struct Row: Differentiable, Equatable, Sendable {
        var id: String
        var value: Int
        var differenceIdentifier: String { id }
    }

    typealias List = ListController<String, Row>

    static func list(_ stepper: FrameStepper, plugins: [any CollectionViewPlugin] = []) -> List {
        List(clock: stepper.clock, executor: stepper.executor,
             header: { StyledText($0) }, row: { StyledText("\($0.id) \($0.value)") }, plugins: plugins)
    }

    static func state(_ rows: [Row]) -> [ListSection<String, Row>] { [ListSection(model: "Top", items: rows)] }

    @Test func stepMovesTheClockToChosenTimesThroughBothBatches() {
        let stepper = FrameStepper(size: CellSize(columns: 12, rows: 4))
        let list = Self.list(stepper)
        list.apply(Self.state([Row(id: "a", value: 1), Row(id: "b", value: 2), Row(id: "c", value: 3)]), animated: false)
        stepper.settle(list)
        list.apply(Self.state([Row(id: "c", value: 9), Row(id: "a", value: 1), Row(id: "b", value: 2)]))
        _ = stepper.executor.run(until: { list.view.isAnimating })
        stepper.step(list, to: .milliseconds(100))
        #expect(stepper.clock.now == .milliseconds(100))
        #expect(list.view.isAnimating)
        // Past the end of the move: the deferred reload started on the way and ends too.
        stepper.step(list, to: .seconds(2))
        #expect(stepper.clock.now == .seconds(2))
        #expect(stepper.text(of: list.view) == "Top\nc 9\na 1\nb 2")
        #expect(list.queue.isIdle && !list.view.isAnimating)
    }

    @Test func settlePlaysBothBatchesOfARequestAndReturnsEveryFrame() {
        let stepper = FrameStepper(size: CellSize(columns: 12, rows: 4))
        let list = Self.list(stepper)
        list.apply(Self.state([Row(id: "a", value: 1), Row(id: "b", value: 2), Row(id: "c", value: 3)]), animated: false)
        #expect(stepper.settle(list).map(\.text) == ["Top\na 1\nb 2\nc 3"])

        // c climbs to the top and changes: a move, then a deferred reload.
        let target = Self.state([Row(id: "c", value: 9), Row(id: "a", value: 1), Row(id: "b", value: 2)])
        list.apply(target)
        let frames = stepper.settle(list)
        #expect(frames.count > 10)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(frames.last?.text == "Top\nc 9\na 1\nb 2")
        // While it moves, c keeps its old value; it changes only after landing.
        #expect(frames.contains { $0.text.contains("c 3") })
        #expect(frames.last?.time ?? .zero >= list.view.configuration.animationDuration)
        #expect(list.queue.isIdle && !list.view.isAnimating)
        #expect(ViewVerifier.firstMismatch(list, expected: target) == nil)
    }

    @Test func theVerifierNamesTheFirstDifference() {
        let stepper = FrameStepper()
        let list = Self.list(stepper)
        list.apply(Self.state([Row(id: "a", value: 1), Row(id: "b", value: 2)]), animated: false)
        stepper.settle(list)
        #expect(ViewVerifier.firstMismatch(list, expected: Self.state([Row(id: "a", value: 1), Row(id: "b", value: 2)])) == nil)
        #expect(ViewVerifier.firstMismatch(list, expected: Self.state([Row(id: "b", value: 2), Row(id: "a", value: 1)]))
            == "row [0, 0]: the view has a, the model b")
        #expect(ViewVerifier.firstMismatch(list, expected: Self.state([Row(id: "a", value: 5), Row(id: "b", value: 2)]))
            == "row [0, 0]: content differs")
        #expect(ViewVerifier.firstMismatch(list, expected: []) == "the view has 1 sections, the model 0")
    }

    @Test func settleDrawsEveryFrameOfAViewChangedDirectly() throws {
        let stepper = FrameStepper(size: CellSize(columns: 8, rows: 4))
        let rows = { (ids: [String]) in [SectionedDataSource.Section(id: "S", header: "S", items: ids.map { SectionedDataSource.Item(id: $0) })] }
        let source = SectionedDataSource(sections: rows(["a", "b", "c"]))
        let view = CollectionView(dataSource: source, clock: stepper.clock)
        #expect(stepper.settle(view).map(\.text) == ["S\na\nb\nc"])
        source.sections = rows(["c", "a", "b"])
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0))])))
        let now = Frame(time: stepper.clock.now, canvas: view.frame(at: stepper.clock.now, columns: 8, rows: 4))
        #expect(now.text == "S\na\nb\nc")
        let frames = stepper.settle(view)
        #expect(frames.first == now)  // the frame of the animation now, then the next ones
        #expect(frames.count > 10)
        #expect(frames.last?.text == "S\nc\na\nb")
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 != $1 })  // no frame twice
        #expect(frames.contains { !["S\na\nb\nc", "S\nc\na\nb"].contains($0.text) })  // mid-glide
        #expect(stepper.clock.now >= view.configuration.animationDuration && !view.isAnimating)
    }
}
