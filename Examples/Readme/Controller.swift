// README: controller
import CollectionView
import ListDiff

// README: end
/// The docs' `ListController` example; returns the frame it drew.
@MainActor
func controller(ada: Contact, alan: Contact, newSections: [ListSection<String, Contact>]) -> GridCanvas {
    // README: controller
    let list = ListController<String, Contact>(header: { StyledText($0) }, row: { StyledText($0.name) })
    list.apply([ListSection(model: "A", items: [ada, alan])])          // from any thread; returns at once
    list.apply(newSections) { outcome in                               // main actor, once per request, in order
        if case .failed(let error) = outcome { print("not shown: \(error)") }  // duplicate ids: nothing changed
    }
    var canvas = GridCanvas(columns: 40, rows: 10)
    list.view.render(into: &canvas)                                    // a frame (GridCanvas, CursesCanvas, an area…)
    // README: end
    return canvas
}

/// The docs' update queue example.
@MainActor
func queue(list: ListController<String, Contact>, person: Contact, newSections: [ListSection<String, Contact>]) {
    // README: queue
    let queue = list.queue                                   // or UpdateQueue(target: yourBatchTarget)
    queue.apply(newSections)                                 // returns at once
    queue.apply(newSections, animated: false)                // a reload, still in order
    queue.modify(insert: { model in
        model[0].items.append(person)
        return [ItemPath(item: model[0].items.count - 1, section: 0)]
    })
    queue.cancelPending()
    // README: end
}

/// The docs' `ListController` initializer, every argument in order, and its typed selection.
@MainActor
func controllerWithEveryArgument(ada: Contact) -> Contact? {
    // README: controller-init
    let list = ListController<String, Contact>(
        clock: SystemAnimationClock(),                    // ManualClock in tests
        configuration: CollectionViewConfiguration(),     // duration, easing, validation…
        executor: MainQueueExecutor(),                    // ManualExecutor in tests
        queueConfiguration: UpdateQueueConfiguration(),   // coalescing, hang guard, logger
        diffOptions: DiffOptions(preferredDirection: .towardTop),
        diff: nil,                                        // or your own (old, new) -> Changeset
        header: { StyledText($0) },                       // nil for a section without a header
        row: { StyledText($0.name) },
        rowHeight: { _ in 1 },
        plugins: [Selectable()])
    list.reload(to: [ListSection(model: "A", items: [ada])])  // at once, no animation
    list.selectItem(ada)                                  // by identity; false when not in the list
    let selected: Contact? = list.selectedItem            // typed, with its current content
    // README: end
    return selected
}
