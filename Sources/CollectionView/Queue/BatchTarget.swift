import ListDiff

/// What an ``UpdateQueue`` drives: a view together with the data source state
/// it shows. The collection view conforms through a small adapter; tests use
/// fakes.
///
/// Every requirement is called on the main actor, from a job of the queue's
/// ``UIExecutor``, never while another batch of the same queue is animating.
/// The queue's thread passes the conforming type around (never an instance),
/// hence `SendableMetatype`: conform with a plain, not an isolated, conformance.
@MainActor
public protocol BatchTarget: AnyObject, SendableMetatype {
    /// The whole data the view shows (for example `[ListSection<M, I>]`).
    associatedtype State: Sendable

    /// The state the data source holds now, which the view shows (or is animating to).
    var shownState: State { get }

    /// The longest a batch animates (a ``CollectionView``'s
    /// ``CollectionViewConfiguration/longestBatchDuration``: its moves, then
    /// the flash of its deferred reloads); the queue's hang guard waits a
    /// multiple of it.
    var animationDuration: Duration { get }

    /// Replaces the data source's state with `state` and starts the animated
    /// batch `changeset`, its deferred phase included, both in this one call,
    /// so the view and the data source never disagree. A ``CollectionView``
    /// plays the deferred reloads in the same animation
    /// (``CollectionViewConfiguration/movedRowUpdate`` says what a moved and
    /// changed row shows while it glides); pass `changeset` to
    /// ``CollectionView/performBatchUpdates(_:animated:duration:completion:)`` whole.
    ///
    /// `completion` must be called exactly once, on the main actor, when the
    /// batch's animation has finished (it may be called before returning when
    /// nothing animates).
    ///
    /// - Throws: the view's validation error (for example a `BatchError` or
    ///   the view's invalid-update error) when `changeset` does not lead from
    ///   the shown state to `state`; the data source and the view must then be
    ///   exactly as before and `completion` is not called.
    func swapAndPerform(_ state: State, changeset: Changeset, completion: @escaping @MainActor () -> Void) throws

    /// Replaces the data source's state with `state` and redraws everything
    /// without animation (`reloadData()`).
    func reload(to state: State)

    /// Hands over the shown state to a manual edit of the queue, which
    /// replaces it (``swapAndPerform(_:changeset:completion:)`` or
    /// ``reload(to:)``) in the same main-actor job. A target that gives its
    /// state away (leaving an empty one meanwhile) lets the edit change the
    /// state in place instead of copying every array it touches on the main
    /// actor. The view is not drawn in between. The default returns
    /// ``shownState``.
    func takeShownStateForEdit() -> State
}

extension BatchTarget {
    /// ``shownState``: the edit copies what it changes.
    public func takeShownStateForEdit() -> State { shownState }
}
