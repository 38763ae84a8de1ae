import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// The selection in the app's own item type.
@MainActor @Suite struct ListControllerSelectionTests {
    struct Job: Differentiable, Equatable, Sendable {
        var id: Int
        var name: String
        var differenceIdentifier: Int { id }
    }

    typealias List = ListController<String, Job>

    private func list(_ stepper: FrameStepper, plugins: [any CollectionViewPlugin] = []) -> List {
        List(clock: stepper.clock, executor: stepper.executor,
             header: { StyledText($0) }, row: { StyledText($0.name) }, plugins: plugins)
    }

    private let build = Job(id: 1, name: "build"), test = Job(id: 2, name: "test"), ship = Job(id: 3, name: "ship")

    @Test func selectByItemAndReadTheItemBackWithItsCurrentContent() {
        let stepper = FrameStepper(size: CellSize(columns: 12, rows: 6))
        let list = list(stepper)
        list.apply([ListSection(model: "Queued", items: [build, test]), ListSection(model: "Done", items: [ship])])
        stepper.settle(list)
        #expect(list.selectedItem == nil)
        #expect(list.selectItem(Job(id: 3, name: "any content")))  // found by identity
        #expect(list.selectedItem == ship)
        #expect(list.view.selectedItem == ItemPath(item: 0, section: 1))

        // The selected job moves to the top and is renamed: the selection follows it, with its new content.
        let renamed = Job(id: 3, name: "ship v2")
        list.apply([ListSection(model: "Queued", items: [renamed, build, test]), ListSection(model: "Done", items: [])])
        stepper.settle(list)
        #expect(list.selectedItem == renamed)

        // An item the list does not hold changes nothing.
        #expect(!list.selectItem(Job(id: 99, name: "gone")))
        #expect(list.selectedItem == renamed)
    }

    @Test func aLiftedRowIsStillTheSelectedItemWhileItMoves() {
        let stepper = FrameStepper(size: CellSize(columns: 12, rows: 6))
        let list = list(stepper, plugins: [Selectable(animatedScroll: false), Movable { _, _ in }])
        list.apply([ListSection(model: "Queued", items: [build, test, ship])])
        stepper.settle(list)
        #expect(list.selectItem(build))
        #expect(list.view.handle(.character("m")))
        #expect(list.view.handle(.down))
        stepper.settle(list)
        // Shown one row lower than in the app's list: found by its id, not its shown path.
        #expect(list.view.movingItem == ItemPath(item: 1, section: 0))
        #expect(list.shownState[0].items[1] == test)
        #expect(list.selectedItem == build)
    }
}
