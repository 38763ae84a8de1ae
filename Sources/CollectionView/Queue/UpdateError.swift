/// Why an update request of an ``UpdateQueue`` failed. In every case the view
/// shows a state its data source holds, and the queue goes on with the next request.
public enum UpdateError: Error, CustomStringConvertible {
    /// The diff from the shown state to the requested one threw (duplicate ids,
    /// for instance). Nothing changed: the view and its data source are as they were.
    case diffFailed(any Error)
    /// The view rejected the batch. For ``UpdateQueue/apply(_:animated:completion:started:)``
    /// nothing changed. For a manual batch (``UpdateQueue/modify(update:delete:insert:completion:)``
    /// and ``UpdateQueue/modify(move:completion:)``) the model had already been changed by the
    /// caller's closures, so the view was reloaded from it without animation.
    case batchRejected(any Error)

    /// The underlying error.
    public var underlying: any Error {
        switch self {
        case let .diffFailed(error), let .batchRejected(error): error
        }
    }

    /// A sentence naming the phase and the underlying error.
    public var description: String {
        switch self {
        case let .diffFailed(error): "update failed while diffing: \(error)"
        case let .batchRejected(error): "update rejected by the view: \(error)"
        }
    }
}
