import CollectionView
import TerminalUI
import ListDiff

/// A selection to make once the list it came with is shown.
struct PendingSelection: Sendable {
    /// Where the cursor goes.
    var cursor: Cursor
    /// The list it waits for (the last one requested when it was asked), if any.
    var target: DisplayList?
    /// The number of that request (``DemoDelivery/requests`` then): a landing
    /// of this request or a later one shows the change the selection came with.
    var request = 0
}

/// How the model's changes are getting to the screen: the requests the
/// update made and what the shell reported back about them (as
/// ``DemoEvent/landed(_:)``). Part of ``DemoState``, changed only by ``DemoUpdate``.
struct DemoDelivery: Sendable {
    /// The view after the last batch, compared with the model.
    var verification: Verification = .pending
    /// The last changeset the view animated, for the panel.
    var lastChange: ChangeReport?
    /// Requests the queue skipped because newer ones were waiting.
    var coalesced = 0
    /// Requests whose completion has not come yet.
    var inFlight = 0
    /// Requests made so far: the number of the last one.
    var requests = 0
    /// The list the view showed after the last batch that landed.
    var lastShown: DisplayList = []
    /// The last list requested.
    var lastRequest: DisplayList?
    /// A selection waiting for its list to be shown.
    var pendingSelection: PendingSelection?
}

/// How one request to the update queue ended, as the shell reports it:
/// the verdict needs the view, so the shell checks it; the rest is the
/// pure update's to record.
struct Landing: Sendable {
    /// What happened.
    enum Result: Sendable {
        /// Animated with this changeset, which took `diffTime` to compute; the
        /// verdict (`nil`: none yet, a moved row is shown ahead of the model).
        case applied(Changeset, diffTime: Duration?, Verification?)
        /// Shown at once; the verdict, as above.
        case reloaded(Verification?)
        /// Skipped: a newer request was waiting.
        case skipped
        /// Refused; the view is unchanged.
        case failed(String)
        /// Cancelled.
        case cancelled
    }

    /// The list the request asked for.
    var target: DisplayList
    /// The request's number (see ``DemoDelivery/requests``).
    var request = 0
    /// How it ended.
    var result: Result
}
