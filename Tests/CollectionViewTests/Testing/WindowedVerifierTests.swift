import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// `WindowedVerifier`: whole lists up to the limit, longer ones around the batch, the screen and a moving window.
@MainActor @Suite struct WindowedVerifierTests {
    struct Row: Differentiable, Equatable, Sendable {
        var id: Int
        var text: String
        var differenceIdentifier: Int { id }
    }

    typealias State = [ListSection<String, Row>]

    /// Two sections of ten rows, shown on three lines (the screen holds the first header and two rows).
    static func shown() -> (ListController<String, Row>, State) {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 3))
        let list = ListController<String, Row>(clock: stepper.clock, executor: stepper.executor,
                                               header: { StyledText($0) }, row: { StyledText($0.text) })
        let state = ["A", "B"].enumerated().map { s, name in
            ListSection(model: name, items: (0..<10).map { Row(id: s * 10 + $0, text: "\(name)\($0)") })
        }
        list.apply(state, animated: false)
        stepper.settle(list)
        return (list, state)
    }

    /// `state` with the content of row 5 of section B changed: a difference far from the screen and the edges.
    static func edited(_ state: State) -> State {
        var expected = state
        expected[1].items[5].text = "changed"
        return expected
    }

    @Test func aListWithinTheLimitIsCheckedWhole() {
        let (list, state) = Self.shown()
        var verifier = WindowedVerifier(fullCheckLimit: 20, windowSize: 2)
        #expect(verifier.firstMismatch(view: list.view, shown: list.shownState, expected: state, changes: nil) == nil)
        let problem = verifier.firstMismatch(view: list.view, shown: list.shownState, expected: Self.edited(state), changes: nil)
        #expect(problem == "row [1, 5]: content differs")
        #expect(verifier.window == 0, "a whole check moves no window")
    }

    @Test func aLongerListIsCheckedAroundTheBatchAndInAMovingWindow() {
        let (list, state) = Self.shown()
        let expected = Self.edited(state)
        var verifier = WindowedVerifier(fullCheckLimit: 10, windowSize: 4)
        // Rows 0–3 (section A): not the edited one, which nothing else names.
        #expect(verifier.firstMismatch(view: list.view, shown: list.shownState, expected: expected, changes: nil) == nil)
        #expect(verifier.window == 4)
        // Next to a row the batch inserted: seen, wherever the window is.
        let near = Changeset(items: .init(inserted: [ItemPath(item: 6, section: 1)]))
        #expect(verifier.firstMismatch(view: list.view, shown: list.shownState, expected: expected, changes: near) == "row [1, 5]: content differs")
        #expect(verifier.window == 8)
        // Rows 8–11 hold B's 0 and 1: not seen; then 12–15 hold B's 5: seen; then the window wraps.
        #expect(verifier.firstMismatch(view: list.view, shown: list.shownState, expected: expected, changes: nil) == nil)
        #expect(verifier.firstMismatch(view: list.view, shown: list.shownState, expected: expected, changes: nil) == "row [1, 5]: content differs")
        #expect(verifier.window == 16)
        _ = verifier.firstMismatch(view: list.view, shown: list.shownState, expected: expected, changes: nil)
        #expect(verifier.window == 0, "past the end the window starts over")
    }
}
