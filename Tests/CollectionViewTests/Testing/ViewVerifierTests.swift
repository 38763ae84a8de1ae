import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// The verifier sees the view's presentation as the view defines it: folded
/// sections show no rows, the footer is not the app's.
@MainActor @Suite struct ViewVerifierTests {
    typealias State = [ListSection<String, String>]

    private let model: State = [ListSection(model: "A", items: ["a1", "a2"]), ListSection(model: "B", items: ["b1", "b2", "b3"])]

    private func list(_ stepper: FrameStepper) -> ListController<String, String> {
        ListController(clock: stepper.clock, executor: stepper.executor, header: { StyledText($0) }, row: { StyledText($0) },
                       plugins: [Foldable()])
    }

    @Test func aFoldedSectionShowsNoRowsAndIsStillChecked() {
        let stepper = FrameStepper(size: CellSize(columns: 12, rows: 8))
        let list = list(stepper)
        list.apply(model)
        stepper.settle(list)
        #expect(list.view.setSection(1, folded: true))
        stepper.settle(list)
        #expect(list.view.numberOfItems(inSection: 1) == 0)
        #expect(ViewVerifier.firstMismatch(list, expected: model) == nil)
        // The folded section's rows are still the data's: a model with another count differs.
        var other = model
        other[1].items.append("b4")
        #expect(ViewVerifier.firstMismatch(list, expected: other) == "section 1: the data source has 3 rows, the model 4")
        // Rows of unfolded sections are checked as ever.
        other = model
        other[0].items.swapAt(0, 1)
        #expect(ViewVerifier.firstMismatch(list, expected: other) == "row [0, 0]: the view has a1, the model a2")
    }

    @Test func theFooterIsNotASectionOfTheApp() {
        let stepper = FrameStepper(size: CellSize(columns: 12, rows: 8))
        let list = list(stepper)
        list.apply(model)
        stepper.settle(list)
        list.view.setFooter(StyledText("loading…"), animated: false)
        #expect(list.view.numberOfSections == 3)
        #expect(ViewVerifier.firstMismatch(list, expected: model) == nil)
        #expect(ViewVerifier.firstMismatch(list, expected: Array(model.prefix(1))) == "the view has 2 sections, the model 1")
    }
}
