import CollectionView
import ListDiff

/// The demo's logic as a pure function: ``update(_:_:)`` takes a state and
/// an event and returns the next state and the effects to run. No terminal,
/// view, clock or queue in here, so every key is tested as plain values.
///
/// Navigation, folding, moving and the letter jump are the view's plugins:
/// the shell offers each key to the view first, and only the keys no plugin
/// used arrive here (plus the drops of a move, as ``DemoEvent/moved(from:to:)``).
enum DemoUpdate {
    /// The next state and the effects `event` causes in `state`.
    static func update(_ state: DemoState, _ event: DemoEvent) -> (DemoState, [DemoEffect]) {
        var next = state
        let effects = update(&next, event)
        return (next, effects)
    }

    /// ``update(_:_:)`` in place, as the controller runs it: the book is
    /// changed, not copied first (a copy of a million people is a stall).
    static func update(_ next: inout DemoState, _ event: DemoEvent) -> [DemoEffect] {
        var effects: [DemoEffect] = []
        switch event {
        case .started:
            start(&next, &effects)
        case .streamTick:
            if next.streaming { serverBatch(&next, &effects) }
        case let .moved(from, to):
            move(from: from, to: to, byHand: true, &next, &effects)
        case let .key(key):
            next.message = nil
            handle(key, in: &next, &effects)
        case let .cursor(cursor):
            next.cursor = cursor
        case .keyOffered:
            next.message = nil
        case .viewUsedKey:
            if case .help = next.mode { next.mode = .browsing }
            effects.append(.redraw)
        case let .batchStarted(request):
            batchStarted(request, &next, &effects)
        case let .landed(landing):
            landed(landing, &next, &effects)
        case .selectionPlaced:
            next.delivery.pendingSelection = nil
        }
        return effects
    }

    /// The first list, shown at once, with its first person selected.
    private static func start(_ state: inout DemoState, _ effects: inout [DemoEffect]) {
        let initial = state.display
        state.delivery.requests += 1
        state.delivery.inFlight += 1
        state.delivery.lastRequest = initial
        let request = state.delivery.requests
        state.delivery.pendingSelection = initial.first?.items.first.map {
            PendingSelection(cursor: .person($0.id), target: initial, request: request)
        }
        effects.append(.load(initial, request: request))
    }

    private static func handle(_ key: ViewInput, in state: inout DemoState, _ effects: inout [DemoEffect]) {
        switch state.mode {
        case .help:
            state.mode = .browsing
            // The keys that close the overlay do only that; any other one also acts.
            if state.keys.closesHelp(key) { return }
            browse(key, &state, &effects)
        case .filtering:
            filterKey(key, &state, &effects)
        case let .editing(id, text):
            editKey(key, id: id, text: text, &state, &effects)
        case .browsing:
            browse(key, &state, &effects)
        }
    }

    // MARK: - Browsing

    private static func browse(_ key: ViewInput, _ state: inout DemoState, _ effects: inout [DemoEffect]) {
        guard let action = state.keys.browse.action(for: key) else { return }
        switch action {
        case .pause:
            // A header would have folded (the view's Foldable): here it pauses.
            state.paused.toggle()
            effects.append(.pause(state.paused))
        case .stepFrame:
            if state.paused { effects.append(.stepFrame) } else { state.message = "`.` steps frames while paused (Space)" }
        case .delete:
            guard let person = state.selectedPerson else { return note(&state, "select a person to delete") }
            // The next one in the list it will show takes the selection: a second
            // quick `d` deletes that one, even before the first delete is on screen.
            let next = neighbour(of: person.id, in: state.display, by: 1) ?? neighbour(of: person.id, in: state.display, by: -1)
            changePeople(&state, &effects, [], deleting: [person.id])
            if let next { select(.person(next), &state) }
            state.message = "deleted \(person.name)"
        case .selectNext, .selectPrevious:
            // Here only while a change is on its way (else the view's Selectable took it):
            // the cursor moves in the list that change will show.
            let down = action == .selectNext
            guard let person = state.selectedPerson,
                  let next = neighbour(of: person.id, in: state.display, by: down ? 1 : -1) else { return }
            select(.person(next), &state)
        case .pickUp, .stepUp, .stepDown:
            // The view's Movable took the key if it could move the selection; while
            // a change is on its way, the move is made in the model, one step.
            if !state.filter.isEmpty { return note(&state, "clear the filter (Esc) to move people") }
            let down = action == .stepDown
            guard action != .pickUp, let person = state.selectedPerson,
                  let (from, to) = step(of: person.id, in: state.display, down: down) else {
                return note(&state, "select a person to move")
            }
            move(from: from, to: to, &state, &effects)
        case .add:
            let person = state.generator.makeContact()
            changePeople(&state, &effects, [person])
            select(.person(person.id), &state)
            state.message = "added \(person.name)"
        case .edit:
            guard let person = state.selectedPerson else { return note(&state, "select a person to edit") }
            state.mode = .editing(id: person.id, text: person.name)
        case .reverse:
            change(&state, &effects) { $0.reverse() }
            keepCursor(&state)
            state.message = state.book.ascending ? "sorted A→Z" : "sorted Z→A"
        case .shuffle:
            let others = Grouping.allCases.filter { $0 != state.book.grouping }
            let grouping = others[state.generator.nextIndex(below: others.count)]
            change(&state, &effects) { $0.regroup(grouping) }
            keepCursor(&state)
            state.message = "grouped by \(grouping.label)"
        case .batch:
            serverBatch(&state, &effects)
        case .stream:
            state.streaming.toggle()
            effects.append(.stream(state.streaming))
        case .filter:
            state.mode = .filtering
        case .clearFilter:
            if !state.filter.isEmpty {
                state.filter = ""
                show(&state, &effects)
                keepCursor(&state)
            }
        case .undo:
            guard let step = state.undoStack.popLast() else { return note(&state, "nothing to undo") }
            state.book = step.undo(state.book)
            show(&state, &effects)
            keepCursor(&state)
            state.message = "undone"
        case .faster:
            state.speedIndex = DemoState.speedIndex(state.speedIndex, step: 1)
            effects.append(.animationDuration(state.animationDuration))
        case .slower:
            state.speedIndex = DemoState.speedIndex(state.speedIndex, step: -1)
            effects.append(.animationDuration(state.animationDuration))
        case .reducedMotion:
            state.reducedMotion.toggle()
            effects.append(.animationDuration(state.animationDuration))
            state.message = state.reducedMotion ? "reduced motion: changes land at once" : "motion on"
        case .panel:
            state.showPanel.toggle()
        case .help:
            state.mode = .help
        case .quit:
            state.quitRequested = true
            effects.append(.quit)
        }
    }

    /// The person `offset` places from `id` in reading order in `display`, if any.
    /// O(rows) comparisons, no copy (a book may hold a million people).
    static func neighbour(of id: Int, in display: DisplayList, by offset: Int) -> Int? {
        guard let s = display.firstIndex(where: { $0.items.contains { $0.id == id } }),
              var i = display[s].items.firstIndex(where: { $0.id == id }) else { return nil }
        var section = s
        i += offset
        while i < 0 {
            section -= 1
            guard section >= 0 else { return nil }
            i += display[section].items.count
        }
        while i >= display[section].items.count {
            i -= display[section].items.count
            section += 1
            guard section < display.count else { return nil }
        }
        return display[section].items[i].id
    }

    /// Where one step moves person `id`: the next place in reading order,
    /// into the next (or previous) section past the end of its own.
    static func step(of id: Int, in display: DisplayList, down: Bool) -> (ItemPath, ItemPath)? {
        for (s, section) in display.enumerated() {
            guard let i = section.items.firstIndex(where: { $0.id == id }) else { continue }
            let from = ItemPath(item: i, section: s)
            if down {
                if i + 1 < section.items.count { return (from, ItemPath(item: i + 1, section: s)) }
                return s + 1 < display.count ? (from, ItemPath(item: 0, section: s + 1)) : nil
            }
            if i > 0 { return (from, ItemPath(item: i - 1, section: s)) }
            return s > 0 ? (from, ItemPath(item: display[s - 1].items.count, section: s - 1)) : nil
        }
        return nil
    }

    /// Keeps the cursor's row or header in view through the change just shown.
    private static func keepCursor(_ state: inout DemoState) {
        if let cursor = state.cursor { select(cursor, &state) }
    }

    private static func note(_ state: inout DemoState, _ text: String) {
        state.message = text
    }

    /// Runs `edit` on the book, keeping the book before it for undo, and shows the result.
    private static func change(_ state: inout DemoState, _ effects: inout [DemoEffect], _ edit: (inout AddressBook) -> Void) {
        let before = state.book
        edit(&state.book)
        pushUndo(.book(before), &state)
        show(&state, &effects)
    }

    /// Adds or replaces `people` and removes `deleted`, keeping for undo only
    /// what undoes that (while the book is sorted), and shows the result.
    /// O(k log n) besides the sections it touches: the book is not copied.
    private static func changePeople(
        _ state: inout DemoState, _ effects: inout [DemoEffect], _ people: [Contact], deleting deleted: [Int] = []
    ) {
        guard !state.book.model.isComparatorSuspended else {
            return change(&state, &effects) { $0.update(people, deleting: deleted) }
        }
        let restore = people.compactMap { state.book.person($0.id) } + deleted.compactMap { state.book.person($0) }
        let added = people.filter { state.book.person($0.id) == nil }.map(\.id)
        guard state.book.update(people, deleting: deleted) else { return }
        pushUndo(.people(restore: restore, remove: added), &state)
        show(&state, &effects)
    }

    private static func pushUndo(_ step: UndoStep, _ state: inout DemoState) {
        state.undoStack.append(step)
        if state.undoStack.count > DemoState.undoLimit { state.undoStack.removeFirst() }
    }

    /// A drop of the view's Movable (`byHand`), or a step while a change is
    /// on its way, in the model's paths. A dropped person is marked
    /// (``Contact/placedByHand()``): the diff then names that row as the one
    /// that moved, not its neighbours.
    private static func move(
        from: ItemPath, to: ItemPath, byHand: Bool = false, _ state: inout DemoState, _ effects: inout [DemoEffect]
    ) {
        let before = state.book
        guard state.filter.isEmpty, let person = try? before.model.item(at: from), state.book.moveItem(from: from, to: to) else {
            effects.append(.cancelMove)
            return
        }
        if byHand { state.book.update([person.placedByHand()]) }
        pushUndo(.book(before), &state)
        show(&state, &effects)
        select(.person(person.id), &state)
        state.message = "moved \(person.name)"
    }

    /// A random "server" batch: a few inserts, deletes, renames (which move)
    /// and phone changes (which reload), applied as one change.
    private static func serverBatch(_ state: inout DemoState, _ effects: inout [DemoEffect]) {
        var random = state.generator
        var deleted: [Int] = []
        var changed: [Contact] = []
        var edits = 0
        do {
            // Picked without copying everyone: the book may hold a million people. Scoped, so
            // that the picker's reference is gone before the edit (else the edit copies the book).
            var people = PeoplePicker(book: state.book)
            for _ in 0..<min(1 + random.nextIndex(below: 3), max(people.remaining - 1, 0)) {
                if let person = people.take(random.nextIndex(below: people.remaining)) { deleted.append(person.id) }
            }
            edits = min(2 + random.nextIndex(below: 3), people.remaining)
            for k in 0..<edits {
                guard let person = people.take(random.nextIndex(below: people.remaining)) else { continue }
                if k % 2 == 0 {
                    changed.append(person.renamed(random.makeName()))
                } else {
                    var edited = person
                    edited.phone = random.makePhone()
                    changed.append(edited)
                }
            }
        }
        let inserts = 1 + random.nextIndex(below: 3)
        for _ in 0..<inserts { changed.append(random.makeContact()) }
        state.generator = random
        changePeople(&state, &effects, changed, deleting: deleted)
        state.message = "server batch: \(deleted.count) deleted, \(edits) edited, \(inserts) added"
    }

    // MARK: - Modes

    private static func filterKey(_ key: ViewInput, _ state: inout DemoState, _ effects: inout [DemoEffect]) {
        switch state.keys.filtering.action(for: key) {
        case .accept?:
            state.mode = .browsing
            return
        case .cancel?:
            state.mode = .browsing
            guard !state.filter.isEmpty else { return }
            state.filter = ""
        case .erase?:
            guard !state.filter.isEmpty else { return }
            state.filter.removeLast()
        case nil:
            guard let character = key.typedCharacter else { return }
            state.filter.append(character)
        }
        show(&state, &effects)
        keepCursor(&state)
    }

    private static func editKey(_ key: ViewInput, id: Int, text: String, _ state: inout DemoState, _ effects: inout [DemoEffect]) {
        switch state.keys.editing.action(for: key) {
        case .accept?:
            state.mode = .browsing
            let name = String(Substring(text).trimmingSpaces())
            guard let person = state.book.person(id), !name.isEmpty, name != person.name else { return }
            changePeople(&state, &effects, [person.renamed(name)])
            select(.person(id), &state)
            state.message = "renamed \(person.name) to \(name)"
        case .cancel?:
            state.mode = .browsing
        case .erase?:
            state.mode = .editing(id: id, text: String(text.dropLast()))
        case nil:
            guard let character = key.typedCharacter else { return }
            state.mode = .editing(id: id, text: text + String(character))
        }
    }
}
