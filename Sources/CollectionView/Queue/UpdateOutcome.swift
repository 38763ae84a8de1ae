import ListDiff

/// How one request of an ``UpdateQueue`` ended; passed to its completion,
/// on the UI executor, exactly once, in the order the requests were made.
public enum UpdateOutcome: Sendable, CustomStringConvertible {
    /// The batch animated (its moves, then the flash of any deferred reloads) and has finished.
    case applied(Changeset)
    /// The state was shown without animation (`animated: false`,
    /// ``UpdateQueue/modifyWithoutAnimation(_:completion:)``).
    case reloaded
    /// Coalesced: a newer request was already waiting when this one's turn
    /// came, so the queue went straight to the newer state; this state was
    /// never shown on its own.
    case skipped
    /// Dropped before it started (``UpdateQueue/cancelPending()``, or the view
    /// went away).
    case cancelled
    /// Nothing or only a reload happened; see ``UpdateError``.
    case failed(UpdateError)

    /// The changeset that was animated, if the request was applied.
    public var changeset: Changeset? {
        if case let .applied(changeset) = self { changeset } else { nil }
    }

    /// `applied(…)`, `reloaded`, `skipped`, `cancelled` or `failed(…)`.
    public var description: String {
        switch self {
        case let .applied(changeset): "applied(\(changeset))"
        case .reloaded: "reloaded"
        case .skipped: "skipped"
        case .cancelled: "cancelled"
        case let .failed(error): "failed(\(error))"
        }
    }
}
