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
        case .streamTick:
            if next.streaming { serverBatch(&next, &effects) }
        case let .moved(from, to):
            move(from: from, to: to, &next, &effects)
        case let .key(key):
            next.message = nil
            handle(normalized(key), in: &next, &effects)
        }
        return effects
    }

    /// A typed space is the space key.
    static func normalized(_ key: ViewInput) -> ViewInput {
        key == .character(" ") ? .space : key
    }

    private static func handle(_ key: ViewInput, in state: inout DemoState, _ effects: inout [DemoEffect]) {
        switch state.mode {
        case .help:
            state.mode = .browsing
            // The keys that close the overlay do only that; any other one also acts.
            if [.character("?"), .escape, .enter, .space, .character("q")].contains(key) { return }
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
        switch key {
        case .space:
            // A header would have folded (the view's Foldable): here it pauses.
            state.paused.toggle()
            effects.append(.pause(state.paused))
        case .character("."):
            if state.paused { effects.append(.stepFrame) } else { state.message = "`.` steps frames while paused (Space)" }
        case .character("d"), .delete:
            guard let person = state.selectedPerson else { return note(&state, "select a person to delete") }
            // The next one in the list it will show takes the selection: a second
            // quick `d` deletes that one, even before the first delete is on screen.
            let next = neighbour(of: person.id, in: state.display, by: 1) ?? neighbour(of: person.id, in: state.display, by: -1)
            changePeople(&state, &effects, [], deleting: [person.id])
            if let next { effects.append(.select(.person(next))) }
            state.message = "deleted \(person.name)"
        case .down, .character("j"), .up, .character("k"):
            // Here only while a change is on its way (else the view's Selectable took it):
            // the cursor moves in the list that change will show.
            let down = key == .down || key == .character("j")
            guard let person = state.selectedPerson,
                  let next = neighbour(of: person.id, in: state.display, by: down ? 1 : -1) else { return }
            effects.append(.select(.person(next)))
        case .character("m"), .shiftUp, .shiftDown, .character("J"), .character("K"):
            // The view's Movable took the key if it could move the selection; while
            // a change is on its way, the move is made in the model, one step.
            if !state.filter.isEmpty { return note(&state, "clear the filter (Esc) to move people") }
            let down = key == .shiftDown || key == .character("J")
            guard key != .character("m"), let person = state.selectedPerson,
                  let (from, to) = step(of: person.id, in: state.display, down: down) else {
                return note(&state, "select a person to move")
            }
            move(from: from, to: to, &state, &effects)
        case .character("a"):
            let person = state.generator.makeContact()
            changePeople(&state, &effects, [person])
            effects.append(.select(.person(person.id)))
            state.message = "added \(person.name)"
        case .character("e"):
            guard let person = state.selectedPerson else { return note(&state, "select a person to edit") }
            state.mode = .editing(id: person.id, text: person.name)
        case .character("r"):
            change(&state, &effects) { $0.reverse() }
            keepCursor(state, &effects)
            state.message = state.book.ascending ? "sorted A→Z" : "sorted Z→A"
        case .character("s"):
            let others = Grouping.allCases.filter { $0 != state.book.grouping }
            let grouping = others[state.generator.nextIndex(below: others.count)]
            change(&state, &effects) { $0.regroup(grouping) }
            keepCursor(state, &effects)
            state.message = "grouped by \(grouping.label)"
        case .character("b"):
            serverBatch(&state, &effects)
        case .character("c"):
            state.streaming.toggle()
            effects.append(.stream(state.streaming))
        case .character("/"):
            state.mode = .filtering
        case .escape:
            if !state.filter.isEmpty {
                state.filter = ""
                effects.append(.show(state.display))
                keepCursor(state, &effects)
            }
        case .character("u"):
            guard let step = state.undoStack.popLast() else { return note(&state, "nothing to undo") }
            state.book = step.undo(state.book)
            effects.append(.show(state.display))
            keepCursor(state, &effects)
            state.message = "undone"
        case .character("+"), .character("="):
            state.speedIndex = min(state.speedIndex + 1, DemoState.speeds.count - 1)
            effects.append(.animationDuration(state.animationDuration))
        case .character("-"), .character("_"):
            state.speedIndex = max(state.speedIndex - 1, 0)
            effects.append(.animationDuration(state.animationDuration))
        case .character("0"):
            state.reducedMotion.toggle()
            effects.append(.animationDuration(state.animationDuration))
            state.message = state.reducedMotion ? "reduced motion: changes land at once" : "motion on"
        case .character("p"):
            state.showPanel.toggle()
        case .character("?"):
            state.mode = .help
        case .character("q"):
            effects.append(.quit)
        default:
            break
        }
    }

    /// Keeps the cursor's row or header in view through the change just shown.
    /// The keys that act on the list a change will show, not on the view, while one is on its way.
    static let modelKeys: Set<ViewInput> = [
        .down, .up, .character("j"), .character("k"), .shiftDown, .shiftUp, .character("J"), .character("K"),
    ]

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

    private static func keepCursor(_ state: DemoState, _ effects: inout [DemoEffect]) {
        if let cursor = state.cursor { effects.append(.select(cursor)) }
    }

    private static func note(_ state: inout DemoState, _ text: String) {
        state.message = text
    }

    /// Runs `edit` on the book, keeping the book before it for undo, and shows the result.
    private static func change(_ state: inout DemoState, _ effects: inout [DemoEffect], _ edit: (inout AddressBook) -> Void) {
        let before = state.book
        edit(&state.book)
        pushUndo(.book(before), &state)
        effects.append(.show(state.display))
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
        effects.append(.show(state.display))
    }

    private static func pushUndo(_ step: UndoStep, _ state: inout DemoState) {
        state.undoStack.append(step)
        if state.undoStack.count > DemoState.undoLimit { state.undoStack.removeFirst() }
    }

    /// A drop of the view's Movable, in the model's paths.
    private static func move(from: ItemPath, to: ItemPath, _ state: inout DemoState, _ effects: inout [DemoEffect]) {
        let before = state.book
        guard state.filter.isEmpty, let person = try? before.model.item(at: from), state.book.moveItem(from: from, to: to) else {
            effects.append(.cancelMove)
            return
        }
        pushUndo(.book(before), &state)
        effects.append(.show(state.display))
        effects.append(.select(.person(person.id)))
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
        switch key {
        case .enter:
            state.mode = .browsing
        case .escape:
            state.mode = .browsing
            guard !state.filter.isEmpty else { return }
            state.filter = ""
            effects.append(.show(state.display))
            keepCursor(state, &effects)
        case .backspace:
            guard !state.filter.isEmpty else { return }
            state.filter.removeLast()
            effects.append(.show(state.display))
            keepCursor(state, &effects)
        case .space:
            state.filter.append(" ")
            effects.append(.show(state.display))
            keepCursor(state, &effects)
        case let .character(character):
            state.filter.append(character)
            effects.append(.show(state.display))
            keepCursor(state, &effects)
        default:
            break
        }
    }

    private static func editKey(_ key: ViewInput, id: Int, text: String, _ state: inout DemoState, _ effects: inout [DemoEffect]) {
        switch key {
        case .enter:
            state.mode = .browsing
            let name = String(Substring(text).trimmingSpaces())
            guard let person = state.book.person(id), !name.isEmpty, name != person.name else { return }
            changePeople(&state, &effects, [person.renamed(name)])
            effects.append(.select(.person(id)))
            state.message = "renamed \(person.name) to \(name)"
        case .escape:
            state.mode = .browsing
        case .backspace:
            state.mode = .editing(id: id, text: String(text.dropLast()))
        case .space:
            state.mode = .editing(id: id, text: text + " ")
        case let .character(character):
            state.mode = .editing(id: id, text: text + String(character))
        default:
            break
        }
    }
}
