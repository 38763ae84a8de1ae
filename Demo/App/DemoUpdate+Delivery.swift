import CollectionView

/// How the update asks for lists and records what became of them
/// (``DemoDelivery``): the shell only reports, the update decides.
extension DemoUpdate {
    /// Asks for the list the model shows now, through the update queue.
    static func show(_ state: inout DemoState, _ effects: inout [DemoEffect]) {
        let display = state.display
        state.delivery.lastRequest = display
        state.delivery.inFlight += 1
        effects.append(.show(display))
    }

    /// Moves the cursor to `cursor` once the list last asked for is shown.
    static func select(_ cursor: Cursor, _ state: inout DemoState) {
        state.delivery.pendingSelection = PendingSelection(cursor: cursor, target: state.delivery.lastRequest)
    }

    /// A request ended: record the verdict and the changeset, then place the selection.
    static func landed(_ landing: Landing, _ state: inout DemoState, _ effects: inout [DemoEffect]) {
        state.delivery.inFlight -= 1
        switch landing.result {
        case let .applied(changeset, diffTime, verification):
            state.delivery.verification = verification
            state.delivery.lastChange = ChangeReport(
                changeset, before: state.delivery.lastShown, after: landing.target, diffTime: diffTime,
                title: { $0.key }, name: { $0.name }
            )
            state.delivery.lastShown = landing.target
        case let .reloaded(verification):
            state.delivery.verification = verification
            state.delivery.lastShown = landing.target
        case .skipped:
            state.delivery.coalesced += 1
        case let .failed(problem):
            state.delivery.verification = .mismatch(problem)
        case .cancelled:
            break
        }
        // Kept until the row shows up, or dropped once nothing more is coming (filtered out).
        if let pending = state.delivery.pendingSelection { effects.append(.placeSelection(pending, giveUp: true)) }
        effects.append(.selectSomething)
        effects.append(.redraw)
    }
}
