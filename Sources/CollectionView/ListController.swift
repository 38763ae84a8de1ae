import ListDiff

/// A collection view fed by value: the terminal counterpart of
/// `UICollectionViewDiffableDataSource`. Hand it whole sectioned lists with
/// ``apply(_:animated:completion:started:)``; it diffs them off the UI thread
/// (``UpdateQueue``), swaps its data and starts the animation in the same
/// main-actor turn; a row that moved and changed shows its new content as
/// ``CollectionViewConfiguration/movedRowUpdate`` says.
///
/// ```swift
/// let list = ListController<String, Contact>(header: { StyledText($0) }, row: { StyledText($0.name) })
/// list.apply([ListSection(model: "A", items: [ada, alan])])
/// ```
///
/// The controller owns its ``view`` and its ``queue``; the queue holds the
/// controller weakly, so releasing the controller cancels pending requests.
@MainActor
public final class ListController<Model: Differentiable & Sendable, Item: Differentiable & Sendable>: BatchTarget {
    /// The sectioned list the controller shows.
    public typealias State = [ListSection<Model, Item>]

    /// The view, for drawing, selection and scrolling.
    public let view: CollectionView
    /// The serial queue every change goes through.
    public private(set) lazy var queue: UpdateQueue<ListController> = customDiff.map {
        UpdateQueue(target: self, executor: executor, configuration: queueConfiguration, diff: $0)
    } ?? UpdateQueue(target: self, executor: executor, configuration: queueConfiguration, options: diffOptions)

    private let source: ListStateDataSource<Model, Item>
    private let executor: any UIExecutor
    private let queueConfiguration: UpdateQueueConfiguration
    private let diffOptions: DiffOptions
    private let customDiff: UpdateQueue<ListController>.Diff?

    /// Creates an empty list.
    ///
    /// - Parameters:
    ///   - clock: where animations read the time (a ``ManualClock`` in tests).
    ///   - configuration: the view's layout and animation settings.
    ///   - executor: where UI work runs: the main queue in an app, a ``ManualExecutor`` in tests.
    ///   - queueConfiguration: coalescing, hang guard and error reporting of the queue.
    ///   - diffOptions: the preferred direction of moves.
    ///   - diff: computes each batch instead of `Changeset(from:to:options:)`
    ///     (for example to time it, or to pass a moved-items hint); runs on the
    ///     queue's thread. `diffOptions` is then unused.
    ///   - header: the header line of a section, `nil` for none.
    ///   - row: what a row shows; called only for rows being drawn.
    ///   - rowHeight: a row's height in lines (1 when omitted).
    ///   - plugins: the view's plugins, in order (see ``CollectionViewPlugin``).
    public init(
        clock: any AnimationClock = SystemAnimationClock(),
        configuration: CollectionViewConfiguration = CollectionViewConfiguration(),
        executor: any UIExecutor = MainQueueExecutor(),
        queueConfiguration: UpdateQueueConfiguration = UpdateQueueConfiguration(),
        diffOptions: DiffOptions = DiffOptions(),
        diff: UpdateQueue<ListController>.Diff? = nil,
        header: @escaping (Model) -> StyledText?,
        row: @escaping (Item) -> StyledText,
        rowHeight: ((Item) -> Int)? = nil,
        plugins: [any CollectionViewPlugin] = []
    ) {
        source = ListStateDataSource(header: header, row: row, rowHeight: rowHeight)
        view = CollectionView(dataSource: source, clock: clock, configuration: configuration, plugins: plugins)
        self.executor = executor
        self.queueConfiguration = queueConfiguration
        self.diffOptions = diffOptions
        self.customDiff = diff
    }

    /// Asks for `sections` to be shown, animated from what is shown when the
    /// request's turn comes; returns at once. `started` is the request's
    /// "batch started" message, called in the UI job that starts its batch.
    /// See ``UpdateQueue/apply(_:animated:completion:started:)``.
    public func apply(
        _ sections: State, animated: Bool = true, completion: UpdateQueue<ListController>.Completion? = nil,
        started: UpdateQueue<ListController>.Started? = nil
    ) {
        queue.apply(sections, animated: animated, completion: completion, started: started)
    }

    // MARK: - BatchTarget

    /// The list the data source holds now.
    public var shownState: State { source.state }

    /// The longest the view animates a batch (``CollectionViewConfiguration/longestBatchDuration``).
    public var animationDuration: Duration { view.configuration.longestBatchDuration }

    /// Swaps the state and starts the batch (its deferred reloads included)
    /// in one call; on a rejected batch the old state is put back before the
    /// error is rethrown.
    public func swapAndPerform(_ state: State, changeset: Changeset, completion: @escaping @MainActor () -> Void) throws {
        let old = source.state
        source.state = state
        do {
            try view.performBatchUpdates(changeset) { _ in completion() }
        } catch {
            source.state = old
            throw error
        }
    }

    /// The shown state, taken out of the data source (which holds an empty
    /// list until the edit's batch or reload puts the new state in, in the same
    /// job): the queue's manual edits then change it in place, with no copy on
    /// the main actor. O(1).
    public func takeShownStateForEdit() -> State {
        let state = source.state
        source.state = []
        return state
    }

    /// Replaces the state and reloads the view without animation.
    public func reload(to state: State) {
        source.state = state
        view.reloadData()
    }
}
