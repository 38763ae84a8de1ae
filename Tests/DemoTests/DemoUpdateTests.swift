@testable import Demo
import CollectionView
import ListDiff
import Testing

/// The demo's logic as a pure function: state + key → state + effects, no terminal.
@Suite struct DemoUpdateTests {
    /// A small book with the cursor on its first person.
    private func start(count: Int = 40) -> DemoState {
        var state = DemoState(seed: 7, count: count)
        state.cursor = state.display.first?.items.first.map { .person($0.id) }
        return state
    }

    /// Presses `keys` in turn; returns the state and every effect.
    private func press(_ state: DemoState, _ keys: ViewInput...) -> (DemoState, [DemoEffect]) {
        var current = state
        var all: [DemoEffect] = []
        for key in keys {
            let (next, effects) = DemoUpdate.update(current, .key(key))
            current = next
            all += effects
        }
        return (current, all)
    }

    private func shown(_ effects: [DemoEffect]) -> [DisplayList] {
        effects.compactMap { if case let .show(list, _) = $0 { list } else { nil } }
    }

    private func ids(_ list: DisplayList) -> [Int] { list.flatMap { $0.items.map(\.id) } }

    @Test func undoOfServerBatchesKeepsOnlyWhatUndoesThemAndRestoresExactly() {
        var state = start(count: 200)
        var books = [state.book.people]
        for _ in 0..<10 {
            state = DemoUpdate.update(state, .key(.character("b"))).0
            books.append(state.book.people)
        }
        #expect(books[0] != books[10])
        // Inverse edits, not copies of the book (a million people would be copied on every batch).
        #expect(state.undoStack.count == 10)
        #expect(state.undoStack.allSatisfy { if case .people = $0 { true } else { false } })
        for expected in books.dropLast().reversed() {
            state = DemoUpdate.update(state, .key(.character("u"))).0
            #expect(state.book.people == expected)
        }
        // A reverse keeps the whole book.
        state = DemoUpdate.update(state, .key(.character("r"))).0
        guard case .book? = state.undoStack.last else { return #expect(Bool(false), "a reverse keeps the book") }
    }

    @Test func deleteRemovesTheSelectedPersonAndUndoBringsThemBack() throws {
        let state = start()
        let first = try #require(state.selectedPerson)
        let (deleted, effects) = press(state, .character("d"))
        #expect(deleted.book.count == state.book.count - 1)
        #expect(deleted.book.person(first.id) == nil)
        let list = try #require(shown(effects).last)
        #expect(!ids(list).contains(first.id))
        #expect(deleted.undoStack.count == 1)

        let (undone, undoEffects) = press(deleted, .character("u"))
        #expect(undone.book.arrangement == state.book.arrangement)
        #expect(shown(undoEffects).last.map(ids) == ids(state.display))
        #expect(undone.undoStack.isEmpty)
        // The Delete key does the same; nothing left to undo says so.
        #expect(press(state, .delete).0.book.count == state.book.count - 1)
        #expect(press(undone, .character("u")).0.message == "nothing to undo")
    }

    @Test func keysThatNeedAPersonDoNothingOnAHeader() {
        var state = start()
        state.cursor = .section(state.display[0].model.key)
        for key in [ViewInput.character("d"), .character("e"), .character("m"), .character("K")] {
            let (next, effects) = press(state, key)
            #expect(next.book.count == state.book.count)
            #expect(shown(effects).isEmpty)
            #expect(next.message?.hasPrefix("select a person") == true)
        }
    }

    @Test func reverseFlipsSectionsAndRowsAndKeepsTheCursor() throws {
        let state = start()
        let cursor = try #require(state.cursor)
        let (reversed, effects) = press(state, .character("r"))
        #expect(!reversed.book.ascending)
        let list = try #require(shown(effects).last)
        #expect(list.map(\.model.key) == state.display.map(\.model.key).reversed())
        #expect(ids(list) == ids(state.display).reversed())
        #expect(reversed.delivery.pendingSelection?.cursor == cursor)
        #expect(press(reversed, .character("r")).0.book.arrangement == state.book.arrangement)
    }

    @Test func aDropMovesThePersonInTheModelWithUndo() throws {
        let state = start()
        let s = try #require(state.book.model.sections.firstIndex { $0.items.count >= 3 })
        let person = state.book.model.sections[s].items[0]
        let to = ItemPath(item: 2, section: s)
        let (moved, effects) = DemoUpdate.update(state, .moved(from: ItemPath(item: 0, section: s), to: to))
        #expect(moved.book.model.indexPath(of: person.id) == to)
        #expect(moved.undoStack.count == 1)
        #expect(shown(effects).last.map(ids) == ids(moved.display))
        #expect(moved.delivery.pendingSelection?.cursor == .person(person.id))
        #expect(press(moved, .character("u")).0.book.arrangement == state.book.arrangement)

        // Into the next section (its end), as a drop across a border arrives.
        let next = ItemPath(item: state.book.model.numberOfItems(inSection: s + 1), section: s + 1)
        let (across, _) = DemoUpdate.update(state, .moved(from: ItemPath(item: 0, section: s), to: next))
        #expect(across.book.model.indexPath(of: person.id)?.section == s + 1)

        // A drop the model cannot take puts the row back and changes nothing.
        let (refused, refusedEffects) = DemoUpdate.update(state, .moved(from: ItemPath(item: 99, section: 0), to: to))
        #expect(refused.book.arrangement == state.book.arrangement && refused.undoStack.isEmpty)
        #expect(refusedEffects.contains { if case .cancelMove = $0 { true } else { false } })
    }

    @Test func moveKeysTheViewLeftExplainWhy() {
        var state = start()
        state.cursor = .section(state.display[0].model.key)
        #expect(press(state, .character("m")).0.message == "select a person to move")
        var filtered = start()
        filtered.filter = "a"
        #expect(press(filtered, .shiftDown).0.message == "clear the filter (Esc) to move people")
        #expect(DemoUpdate.update(filtered, .moved(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 0))).1
            .contains { if case .cancelMove = $0 { true } else { false } })
    }

    @Test func everyFilterKeystrokeShowsTheNarrowedList() throws {
        let state = start(count: 300)
        let (filtering, effects) = press(state, .character("/"), .character("a"), .character("n"), .character("n"))
        let lists = shown(effects)
        #expect(lists.count == 3)
        #expect(ids(lists[0]).count > ids(lists[2]).count)
        #expect(lists[2].allSatisfy { $0.items.allSatisfy { $0.sortKey.contains("ann") } })
        #expect(filtering.filter == "ann")
        let (kept, _) = press(filtering, .enter)
        #expect(kept.filter == "ann")
        #expect(!kept.mode.isTyping)
        let (narrower, backspaced) = press(filtering, .backspace)
        #expect(narrower.filter == "an" && shown(backspaced).count == 1)
        let (cleared, clearEffects) = press(filtering, .escape)
        #expect(cleared.filter.isEmpty)
        #expect(shown(clearEffects).last.map(ids) == ids(state.display))
        // While filtering, letters are text, not commands.
        #expect(press(filtering, .character("q")).1.allSatisfy { if case .quit = $0 { false } else { true } })
    }

    @Test func editRenamesAndTheRowMovesToItsNewSection() throws {
        let state = start()
        let person = try #require(state.selectedPerson)
        var (editing, _) = press(state, .character("e"))
        guard case .editing(person.id, person.name) = editing.mode else {
            Issue.record("not editing: \(editing.mode)")
            return
        }
        for _ in person.name { (editing, _) = press(editing, .backspace) }
        let (saved, effects) = press(editing, .character("Z"), .character("o"), .space, .character("Q"), .enter)
        #expect(saved.book.person(person.id)?.name == "Zo Q")
        let section = try #require(saved.book.model.indexPath(of: person.id)?.section)
        #expect(saved.book.model.sections[section].key == "Z")
        #expect(saved.undoStack.count == 1)
        #expect(shown(effects).count == 1)
        // Esc leaves the name alone.
        let (cancelled, cancelEffects) = press(press(state, .character("e")).0, .character("x"), .escape)
        #expect(cancelled.book.person(person.id) == person && shown(cancelEffects).isEmpty)
    }

    @Test func addShuffleAndBatchChangeTheBookDeterministically() throws {
        let state = start()
        let (added, effects) = press(state, .character("a"))
        #expect(added.book.count == state.book.count + 1)
        #expect(added.delivery.pendingSelection != nil)
        #expect(shown(effects).count == 1)

        let (shuffled, _) = press(state, .character("s"))
        #expect(shuffled.book.grouping != state.book.grouping)
        #expect(Set(shuffled.book.people.map(\.id)) == Set(state.book.people.map(\.id)))

        let (batched, batchEffects) = press(state, .character("b"))
        #expect(batched.book.arrangement != state.book.arrangement)
        #expect(shown(batchEffects).count == 1)
        #expect(press(state, .character("b")).0.book.arrangement == batched.book.arrangement)
    }

    @Test func streamTicksOnlyWhileStreaming() {
        let state = start()
        #expect(shown(DemoUpdate.update(state, .streamTick).1).isEmpty)
        let (streaming, effects) = press(state, .character("c"))
        #expect(streaming.streaming)
        #expect(effects.contains { if case .stream(true) = $0 { true } else { false } })
        #expect(shown(DemoUpdate.update(streaming, .streamTick).1).count == 1)
        #expect(press(streaming, .character("c")).1.contains { if case .stream(false) = $0 { true } else { false } })
    }

    @Test func speedReducedMotionPauseAndStep() {
        let state = start()
        #expect(state.animationDuration == .milliseconds(250))
        let (faster, _) = press(state, .character("+"))
        #expect(faster.animationDuration == .milliseconds(125) && faster.speedLabel == "2×")
        let (slowest, _) = press(state, .character("-"), .character("-"), .character("-"))
        #expect(slowest.animationDuration == .seconds(1) && slowest.speedLabel == "¼×")
        let (reduced, effects) = press(state, .character("0"))
        #expect(reduced.animationDuration == .zero)
        #expect(effects.contains { if case .animationDuration(.zero) = $0 { true } else { false } })

        #expect(press(state, .character(".")).1.isEmpty)
        let (paused, pauseEffects) = press(state, .space)
        #expect(paused.paused)
        #expect(pauseEffects.contains { if case .pause(true) = $0 { true } else { false } })
        #expect(press(paused, .character(".")).1.contains { if case .stepFrame = $0 { true } else { false } })
        #expect(!press(paused, .typed(" ")).0.paused)
    }

    @Test func helpOpensClosesAndQQuits() {
        let state = start()
        let (help, _) = press(state, .character("?"))
        guard case .help = help.mode else {
            Issue.record("help not open")
            return
        }
        let (closed, closeEffects) = press(help, .character("q"))
        #expect(closeEffects.isEmpty)
        if case .help = closed.mode { Issue.record("q should close the help") }
        // Another key closes the help and acts.
        #expect(press(help, .character("r")).0.book.ascending == false)
        #expect(press(state, .character("q")).1.contains { if case .quit = $0 { true } else { false } })
        #expect(press(state, .character("p")).0.showPanel == false)
    }
}
