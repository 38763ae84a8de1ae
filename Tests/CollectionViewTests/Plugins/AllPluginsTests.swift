import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// All six plugins on one list fed through a ``ListController`` and its
/// queue, as an app (the demo) uses them: none gets in another's way, and
/// after every step what the view shows is the model minus folded rows.
@MainActor
@Suite struct AllPluginsTests {
    typealias State = [ListSection<String, String>]

    private let stepper = FrameStepper(size: CellSize(columns: 24, rows: 8))

    @Test func sixPluginsOnOneViewDoNotInterfere() {
        var model: State = [
            ListSection(model: "A", items: ["a1", "a2"]), ListSection(model: "B", items: ["b1", "b2", "b3"]),
            ListSection(model: "C", items: ["c1"]), ListSection(model: "D", items: ["d1", "d2"]),
        ]
        var pages: [Int] = []
        var directions: [ScrollDirection] = []
        var list: ListController<String, String>?
        var configuration = CollectionViewConfiguration()
        configuration.animationDuration = .milliseconds(120)
        let controller = ListController<String, String>(
            clock: stepper.clock, configuration: configuration, executor: stepper.executor,
            header: { StyledText($0) }, row: { StyledText($0) },
            plugins: [
                Selectable(selectsHeaders: true, animatedScroll: false),
                Movable { from, to in
                    // The app's model answers the move; the queue diffs and animates.
                    let item = model[from.section].items.remove(at: from.item)
                    model[to.section].items.insert(item, at: to.item)
                    list?.apply(model)
                },
                Foldable(),
                SectionIndex(),
                Pagination { page, done in
                    pages.append(page)
                    model.append(ListSection(model: "P\(page)", items: ["p\(page)"]))
                    list?.apply(model) { _ in done(.loaded(hasMore: page < 2)) }
                },
                ScrollDirectionObserver { directions.append($0) },
            ]
        )
        list = controller
        let view = controller.view
        controller.apply(model, animated: false)
        stepper.settle(controller)
        #expect(ViewVerifier.firstMismatch(controller, expected: model) == nil)

        // Fold B by keyboard: down to B's header (A a1 a2 B), Enter.
        for _ in 0..<4 { view.handle(.down) }
        #expect(view.selection == .header(section: 1))
        #expect(view.handle(.enter))
        stepper.settle(controller)
        #expect(view.foldedSectionIDs == ["B"])
        #expect(ViewVerifier.firstMismatch(controller, expected: model) == nil)

        // Move a1 down: past a2, then (skipping folded B) into C; drop.
        view.selectItem(at: path(0, 0))
        #expect(view.handle(.character("m")))
        #expect(view.handle(.down))
        #expect(view.handle(.down))
        #expect(view.movingItem == path(2, 0))
        #expect(view.handle(.enter))
        stepper.settle(controller)
        #expect(model[2].items == ["a1", "c1"])
        #expect(view.movingItem == nil)
        #expect(ViewVerifier.firstMismatch(controller, expected: model) == nil)
        #expect(view.selectedItemID == AnyHashable("a1"))

        // A server batch while B is folded: rows change inside B and elsewhere.
        model[1].items = ["b0", "b1", "b3"]
        model[3].items.append("d3")
        controller.apply(model)
        stepper.settle(controller)
        #expect(ViewVerifier.firstMismatch(controller, expected: model) == nil)
        #expect(stepper.text(of: view).contains("▸ B (3)"))

        // The section index jumps; the scroll is reported; the end loads pages, once each.
        #expect(view.handle(.character("D")))
        stepper.settle(controller)
        #expect(directions.first == .down)
        view.handle(.end)
        stepper.settle(controller)
        view.handle(.end)
        stepper.settle(controller)
        view.handle(.end)
        stepper.settle(controller)
        #expect(pages == [1, 2])
        #expect(view.footer == nil)
        #expect(ViewVerifier.firstMismatch(controller, expected: model) == nil)

        // Unfold B: its current rows come back.
        #expect(view.select(.header(section: 1)))
        #expect(view.handle(.space))
        stepper.settle(controller)
        #expect(view.foldedSectionIDs.isEmpty)
        #expect(ViewVerifier.firstMismatch(controller, expected: model) == nil)
        // Keys no plugin uses are the app's.
        #expect(!view.handle(.character("q")))
    }
}
