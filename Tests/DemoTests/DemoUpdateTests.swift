@testable import Demo
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
    private func press(_ state: DemoState, _ keys: DemoKey...) -> (DemoState, [DemoEffect]) {
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
        effects.compactMap { if case let .show(list) = $0 { list } else { nil } }
    }

    private func ids(_ list: DisplayList) -> [Int] { list.flatMap { $0.items.map(\.id) } }

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
        for key in [DemoKey.character("d"), .character("e"), .character("m"), .character("K")] {
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
        #expect(effects.contains { if case .select(cursor) = $0 { true } else { false } })
        #expect(press(reversed, .character("r")).0.book.arrangement == state.book.arrangement)
    }

    @Test func moveModeCarriesThePersonAndEnterDropsEscCancels() throws {
        var state = start()
        // Someone at the top of a section of at least three.
        let s = try #require(state.book.model.sections.firstIndex { $0.items.count >= 3 })
        let person = state.book.model.sections[s].items[0]
        state.cursor = .person(person.id)
        var (moving, _) = press(state, .character("m"))
        #expect(moving.isMoving)
        var effects: [DemoEffect]
        (moving, effects) = press(moving, .down, .down)
        #expect(shown(effects).count == 2)
        let path = try #require(moving.book.model.indexPath(of: person.id))
        #expect(path == ItemPath(item: 2, section: s))
        #expect(moving.undoStack.isEmpty)

        let (dropped, _) = press(moving, .enter)
        #expect(!dropped.isMoving)
        #expect(dropped.undoStack.count == 1)
        #expect(dropped.book.model.indexPath(of: person.id) == path)

        let (cancelled, cancelEffects) = press(moving, .escape)
        #expect(!cancelled.isMoving)
        #expect(cancelled.book.arrangement == state.book.arrangement)
        #expect(shown(cancelEffects).last.map(ids) == ids(state.display))
    }

    @Test func shiftArrowsMoveOneStepAtOnceAcrossSections() throws {
        let state = start()
        let lastOfFirst = try #require(state.display[0].items.last)
        var here = state
        here.cursor = .person(lastOfFirst.id)
        let (down, effects) = press(here, .shiftDown)
        #expect(down.book.model.indexPath(of: lastOfFirst.id) == ItemPath(item: 0, section: 1))
        #expect(down.undoStack.count == 1)
        #expect(shown(effects).count == 1)
        let (back, _) = press(down, .character("K"))
        #expect(back.book.model.indexPath(of: lastOfFirst.id)?.section == 0)
        // The very first person cannot go further up: nothing happens.
        let (top, topEffects) = press(state, .shiftUp)
        #expect(shown(topEffects).isEmpty && top.undoStack.isEmpty)
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

    @Test func enterOrSpaceOnAHeaderFoldsIt() throws {
        var state = start()
        let key = state.display[1].model.key
        state.cursor = .section(key)
        let (folded, effects) = press(state, .enter)
        let list = try #require(shown(effects).last)
        let section = try #require(list.first { $0.model.key == key })
        #expect(section.items.isEmpty && section.model.folded)
        #expect(section.model.hiddenCount == state.display[1].items.count)
        let (unfolded, _) = press(folded, .space)
        #expect(unfolded.display.map(\.items.count) == state.display.map(\.items.count))
        #expect(!unfolded.paused)
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
        #expect(effects.contains { if case .select = $0 { true } else { false } })

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
        #expect(!press(paused, .character(" ")).0.paused)
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
