import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// The selection in the app's own item type.
@MainActor @Suite struct ListControllerSelectionTests {
    typealias Job = FrameStepperTests.Row

    private let build = Job(id: "build", value: 1), test = Job(id: "test", value: 2), ship = Job(id: "ship", value: 3)

    @Test func selectByItemAndReadTheItemBackWithItsCurrentContent() {
        let stepper = FrameStepper(size: CellSize(columns: 12, rows: 6))
        let list = FrameStepperTests.list(stepper)
        list.apply([ListSection(model: "Queued", items: [build, test]), ListSection(model: "Done", items: [ship])])
        stepper.settle(list)
        #expect(list.selectedItem == nil)
        #expect(list.selectItem(Job(id: "ship", value: 99)))  // found by identity
        #expect(list.selectedItem == ship)
        #expect(list.view.selectedItem == ItemPath(item: 0, section: 1))

        // The selected job moves to the top and changes: the selection follows it, with its new content.
        let renamed = Job(id: "ship", value: 4)
        list.apply([ListSection(model: "Queued", items: [renamed, build, test]), ListSection(model: "Done", items: [])])
        stepper.settle(list)
        #expect(list.selectedItem == renamed)

        // An item the list does not hold changes nothing.
        #expect(!list.selectItem(Job(id: "gone", value: 0)))
        #expect(list.selectedItem == renamed)
    }

    @Test func aLiftedRowIsStillTheSelectedItemWhileItMoves() {
        let stepper = FrameStepper(size: CellSize(columns: 12, rows: 6))
        let list = FrameStepperTests.list(stepper, plugins: [Selectable(animatedScroll: false), Movable { _, _ in }])
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
