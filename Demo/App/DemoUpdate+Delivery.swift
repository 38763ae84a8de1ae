import CollectionView
import TerminalUI

/// How the update asks for lists and records what became of them
/// (``DemoDelivery``): the shell only reports, the update decides.
extension DemoUpdate {
    /// Asks for the list the model shows now, through the update queue.
    static func show(_ state: inout DemoState, _ effects: inout [DemoEffect]) {
        let display = state.display
        state.delivery.lastRequest = display
        state.delivery.inFlight += 1
        state.delivery.requests += 1
        effects.append(.show(display, request: state.delivery.requests))
    }

    /// Moves the cursor to `cursor` once the list last asked for is shown.
    static func select(_ cursor: Cursor, _ state: inout DemoState) {
        state.delivery.pendingSelection = PendingSelection(
            cursor: cursor, target: state.delivery.lastRequest, request: state.delivery.requests
        )
    }

    /// The batch of `request` started: a selection waiting for this list or
    /// an earlier one is placed now, in the same turn (the shell reports
    /// ``DemoEvent/selectionPlaced`` when the view took it; else its landing tries again).
    static func batchStarted(_ request: Int, _ state: inout DemoState, _ effects: inout [DemoEffect]) {
        guard let pending = state.delivery.pendingSelection, request >= pending.request else { return }
        effects.append(.placeSelection(pending, giveUp: false))
    }

    /// A request ended: record the verdict and the changeset, then place the selection.
    static func landed(_ landing: Landing, _ state: inout DemoState, _ effects: inout [DemoEffect]) {
        state.delivery.inFlight -= 1
        switch landing.result {
        case let .applied(changeset, diffTime, verification):
            if let verification { state.delivery.verification = verification }
            state.delivery.lastChange = ChangeReport(
                changeset, before: state.delivery.lastShown, after: landing.target, diffTime: diffTime,
                title: { $0.key }, name: { $0.name }
            )
            state.delivery.lastShown = landing.target
        case let .reloaded(verification):
            if let verification { state.delivery.verification = verification }
            state.delivery.lastShown = landing.target
        case .skipped:
            state.delivery.coalesced += 1
        case let .failed(problem):
            state.delivery.verification = .mismatch(problem)
        case .cancelled:
            break
        }
        // Placed once a list with its change is shown (this request or a later one,
        // not one skipped for a later one, nor an earlier one: the view would show
        // the row where it was, and the next key would act there), or dropped once
        // nothing more is coming (its row was filtered out).
        if let pending = state.delivery.pendingSelection {
            let shown: Bool
            switch landing.result {
            case .applied, .reloaded: shown = landing.request >= pending.request
            case .skipped, .failed, .cancelled: shown = false
            }
            let nothingMore = state.delivery.inFlight == 0
            if shown || nothingMore { effects.append(.placeSelection(pending, giveUp: nothingMore)) }
        }
        effects.append(.selectSomething)
        effects.append(.redraw)
    }
}
