@testable import Demo
import CollectionView
import ListDiff
import Testing

/// The demo's one update loop: what happens to a change on its way to the
/// screen (requested, landed, checked, its selection placed) is state that
/// only ``DemoUpdate`` changes, from events the shell reports.
@Suite struct DemoLoopTests {
    private func start() -> DemoState {
        var state = DemoState(seed: 7, count: 40)
        state.cursor = state.display.first?.items.first.map { .person($0.id) }
        return state
    }

    @Test func aRequestIsCountedAndItsSelectionWaitsForItsList() throws {
        let (added, effects) = DemoUpdate.update(start(), .key(.character("a")))
        let requested = try #require(effects.compactMap { if case let .show(list, _) = $0 { list } else { nil } }.last)
        #expect(added.delivery.inFlight == 1)
        #expect(added.delivery.lastRequest.map { $0.map(\.items) } == requested.map(\.items))
        let pending = try #require(added.delivery.pendingSelection)
        #expect(pending.target.map { $0.map(\.items) } == requested.map(\.items))
    }

    @Test func aLandingRecordsTheVerdictTheChangesetAndPlacesTheSelection() throws {
        let (added, effects) = DemoUpdate.update(start(), .key(.character("a")))
        let requested = try #require(effects.compactMap { if case let .show(list, _) = $0 { list } else { nil } }.last)
        let changeset = try Changeset(from: added.delivery.lastShown, to: requested)
        let landing = Landing(target: requested, request: added.delivery.requests, result: .applied(changeset, diffTime: .milliseconds(2), .verified))
        let (landed, landedEffects) = DemoUpdate.update(added, .landed(landing))
        #expect(landed.delivery.inFlight == 0)
        #expect(landed.delivery.verification == .verified)
        #expect(landed.delivery.lastChange != nil)
        #expect(landed.delivery.lastShown.map(\.items) == requested.map(\.items))
        #expect(landedEffects.contains { if case .placeSelection(_, giveUp: true) = $0 { true } else { false } })
        #expect(landedEffects.contains { if case .redraw = $0 { true } else { false } })
        // The shell reports the selection made: nothing is pending any more.
        #expect(DemoUpdate.update(landed, .selectionPlaced).0.delivery.pendingSelection == nil)
    }

    /// A selection waits for a landing of its own request or a later one: a
    /// landing of an earlier request, or one skipped for a later request,
    /// leaves it pending (placing it there would select the row where it was,
    /// and the next key would act there), unless nothing more is coming.
    @Test func aSelectionWaitsForTheLandingThatShowsItsChange() throws {
        var state = start()
        state = DemoUpdate.update(state, .key(.character("a"))).0  // request 1
        let (second, effects) = DemoUpdate.update(state, .key(.character("a")))  // request 2, selecting its person
        let requested = try #require(effects.compactMap { if case let .show(list, _) = $0 { list } else { nil } }.last)
        let pending = try #require(second.delivery.pendingSelection)
        #expect(pending.request == 2 && second.delivery.inFlight == 2)
        func places(_ effects: [DemoEffect]) -> Bool { effects.contains { if case .placeSelection = $0 { true } else { false } } }
        for result in [Landing.Result.skipped, .applied(Changeset(), diffTime: nil, .verified)] {
            let (early, earlyEffects) = DemoUpdate.update(second, .landed(Landing(target: [], request: 1, result: result)))
            #expect(!places(earlyEffects), "\(result)")
            #expect(early.delivery.pendingSelection != nil)
        }
        let (landed, landedEffects) = DemoUpdate.update(
            second, .landed(Landing(target: requested, request: 2, result: .applied(Changeset(), diffTime: nil, .verified)))
        )
        #expect(places(landedEffects) && landed.delivery.inFlight == 1)
    }

    @Test func skippedAndFailedRequestsAreRecorded() {
        var state = start()
        state.delivery.inFlight = 2
        let (skipped, _) = DemoUpdate.update(state, .landed(Landing(target: [], result: .skipped)))
        #expect(skipped.delivery.coalesced == 1 && skipped.delivery.inFlight == 1)
        let (failed, _) = DemoUpdate.update(skipped, .landed(Landing(target: [], result: .failed("Invalid update"))))
        #expect(failed.delivery.verification == .mismatch("Invalid update") && failed.delivery.inFlight == 0)
    }

    @Test func aKeyAViewPluginUsedClosesTheHelpAndQuitIsState() {
        var state = start()
        state.mode = .help
        let (used, effects) = DemoUpdate.update(state, .viewUsedKey)
        #expect(!used.mode.isHelp)
        #expect(effects.contains { if case .redraw = $0 { true } else { false } })
        #expect(DemoUpdate.update(start(), .key(.character("q"))).0.quitRequested)
    }

    /// A drop tells the diff which row moved through the data (the person is
    /// marked), not through a channel beside the loop: one step down swaps two
    /// rows, and the dropped one is the row that glides.
    @Test func aDropMarksThePersonSoTheDiffMovesThatRow() throws {
        let state = start()
        let before = state.display
        let s = try #require(before.indices.first { before[$0].items.count >= 2 })
        let from = ItemPath(item: 0, section: s), to = ItemPath(item: 1, section: s)
        let dropped = before[s].items[0]
        let (after, effects) = DemoUpdate.update(state, .moved(from: from, to: to))
        #expect(effects.contains { if case .show = $0 { true } else { false } })
        #expect(after.book.person(dropped.id)?.handMoves == dropped.handMoves + 1)
        #expect(after.book.person(before[s].items[1].id)?.handMoves == 0)
        let hint = { (old: Contact, new: Contact) in old.sortKey != new.sortKey || old.handMoves != new.handMoves }
        let changeset = try Changeset(from: before, to: after.display, itemIsMoved: hint)
        #expect(changeset.items.moved.map(\.from) == [from], "\(changeset)")
        // Without the mark the diff would name the neighbour (the one that went up).
        #expect(try Changeset(from: before, to: after.display).items.moved.map(\.from) == [to])
        // Not content: the row does not flash.
        #expect(changeset.items.reloaded.isEmpty && changeset.deferred.items.isEmpty)
    }
}

/// `demo diff` runs on the same loop type: its keys and its timing are events of a pure update.
@Suite struct DiffLoopTests {
    @Test func replayShowsOldThenAnimatesOnlyItsOwnPause() {
        let (first, effects) = DiffUpdate.update(DiffState(), .key(.replay))
        #expect(first.generation == 1 && first.verification == .pending)
        #expect(effects.contains { if case .showOld(generation: 1) = $0 { true } else { false } })
        let (second, _) = DiffUpdate.update(first, .key(.replay))
        // The first replay's pause ends after a second replay started: stale, nothing animates.
        #expect(!DiffUpdate.update(second, .pauseEnded(generation: 1)).1.contains { if case .animateToNew = $0 { true } else { false } })
        #expect(DiffUpdate.update(second, .pauseEnded(generation: 2)).1.contains { if case .animateToNew(generation: 2) = $0 { true } else { false } })
        #expect(DiffUpdate.update(second, .landed(generation: 2, .verified)).0.verification == .verified)
        #expect(DiffUpdate.update(second, .landed(generation: 1, .verified)).0.verification == .pending)
    }

    @Test func speedPanelAndQuitAreState() {
        let (faster, effects) = DiffUpdate.update(DiffState(), .key(.faster))
        #expect(faster.speedIndex == 3)
        #expect(effects.contains { if case .animationDuration(DiffFrames.duration / 2) = $0 { true } else { false } })
        var slowest = DiffState()
        for _ in 0..<6 { slowest = DiffUpdate.update(slowest, .key(.slower)).0 }
        #expect(slowest.speedIndex == 0)
        #expect(!DiffUpdate.update(DiffState(), .key(.panel)).0.showPanel)
        #expect(DiffUpdate.update(DiffState(), .key(.quit)).0.quitRequested)
        #expect(DiffUpdate.update(DiffState(), .key(.lineDown)).1.contains { if case .scroll(.lineDown) = $0 { true } else { false } })
    }
}
