import ListDiff
import Logging

/// A collection view fed by change events: upserts, deletes and resyncs
/// from any thread, shown as a keyed, ordered, sectioned list whose every
/// change animates (re-ranked rows glide, changed rows flash, new rows fade
/// in, deleted rows fade out).
///
/// ```swift
/// let pods = LiveList<String, Pod>(section: \.namespace, order: .descending(by: \.restarts),
///                                  header: { StyledText($0) }, row: { StyledText($0.name) })
/// pods.upsert(pod)          // from the watch thread, as fast as events come
/// pods.delete(pod.id)
/// ```
///
/// **The producer never waits for the screen.** Changes go into a
/// `LiveChanges` under a lock, coalesced per identity (a row updated 50
/// times is one update; added then deleted is nothing), so what waits is
/// bounded by the number of distinct rows, not by the rate of the feed. The
/// first change after a flush asks the UI executor for one; a flush takes
/// everything pending, applies it to the ``model`` (O(k log n) for k changed
/// rows) and starts one batch on the ``view``. While its batch animates,
/// changes keep coalescing and the next batch starts when it ends, or as
/// soon as a frame has shown its rows landed, when all that is left of it
/// is the flash of rows that moved and changed, or, once the last frame of
/// its moves is drawn, by a flush that ends about as they land
/// (``canStartBatch``): so
/// batches never overlap (as with the update queue, it waits for its own
/// batches: an animated scroll or a plugin's batch running when a flush
/// comes is finished by the new batch, not waited for); while
/// ``isPaused``, the screen keeps what it shows
/// and catches up in one batch on resume.
///
/// **Under load, batches shorten.** A batch during whose animation changes
/// arrived is followed by one that moves for ``catchUpDuration`` (derived
/// from ``maximumLag``) instead of the view's full animation, so once the
/// feed is busy a change waits at most about ``maximumLag`` for its batch to
/// start however fast the feed is, and each batch carries only what came in
/// meanwhile. A batch that starts from rest (the feed was quiet when the
/// last one ended) animates for the full duration, and a change arriving
/// during it waits for all of it.
///
/// **Its batches are its model's.** The model computes each batch from the
/// very rows the view is then asked about, so the view's default validation
/// (`.automatic`) checks a live list's batches as `.counts`: the batch
/// itself, the counts and section ids, and the rows it inserts, without
/// reading back the rows next to each change (an eighth of a flush at a
/// million rows). Set the configuration's `validation` to `.touched` or
/// `.full` to have them checked as an app's batches are.
@MainActor
public final class LiveList<SectionKey: Hashable & Comparable & Sendable, Row: Differentiable & Sendable>
where Row.DifferenceIdentifier: Comparable & Sendable {
    /// The identity of a row.
    public typealias ID = Row.DifferenceIdentifier

    /// The view, for drawing, selection and scrolling.
    public let view: CollectionView
    /// What the feed has given and no flush has taken yet, whether a flush
    /// is asked of the executor (the scheduler's consumer is awake: the feed
    /// asks once, not per change), and the list's batch running: the one
    /// scheduling rule it shares with the ``UpdateQueue`` (``BatchScheduler``).
    nonisolated let scheduler: BatchScheduler<Inbox>

    /// What the feed has handed over and no flush has taken yet.
    struct Inbox: Sendable {
        var changes = LiveChanges<Row>()
        /// The changes handed over, as they came (``LiveListStatistics/eventsPerSecond``).
        var rate = EventRate()
    }
    nonisolated let executor: any UIExecutor
    /// Where a re-sort or a filter change computes, off the UI thread; `nil`
    /// computes it in the flush itself (see ``init(clock:configuration:executor:worker:section:order:header:row:rowHeight:plugins:logger:)``).
    nonisolated let worker: (any WorkExecutor)?
    /// Whether a re-sort or filter change computes on the ``worker``: flushes
    /// wait for it (the model it computes from must stay as it is), while
    /// the feed keeps coalescing and the view keeps drawing and answering keys.
    var isWorking = false
    /// A re-sort or filter change computed on the ``worker``, waiting for
    /// the running batch to end (or to land) to be shown as one batch.
    var computed: Computed?

    /// A model computed off the UI thread and the batch that takes the view to it.
    struct Computed {
        var model: LiveListModel<SectionKey, Row>
        var changeset: Changeset
        /// What to do once its batch has started (say what the job found).
        var landed: (@MainActor @Sendable () -> Void)?
        /// The batch checked, laid out and planned on the worker, `nil` when
        /// it is to be started as it is (see ``LiveList/compute(_:landed:)``).
        var prepared: PreparedBatch?
        /// How many times it was planned again on the worker (see ``LiveList/replanOnWorker(_:)``).
        var replans = 0
    }
    /// The view's clock, read by the feed's threads to time the rate.
    private nonisolated let clock: any AnimationClock
    let source: LiveListDataSource<SectionKey, Row>
    private let logger: Logger

    /// Whether batches wait: the screen keeps what it shows while changes
    /// keep coalescing; setting it back to `false` catches up in one batch.
    public var isPaused = false {
        didSet { if !isPaused, oldValue { scheduleFlush() } }
    }

    /// Which rows are shown (see ``setFilter(_:)``); `nil` shows every row.
    public var isIncluded: (@Sendable (Row) -> Bool)? { source.model.isIncluded }

    /// The list as shown. O(1).
    public var model: LiveListModel<SectionKey, Row> { source.model }

    /// A filter change waiting for the running batch to end.
    private var pendingFilter: PendingFilter?
    /// New orders waiting for the running batch (or the worker) to end, in
    /// the order they are to be set (see ``PendingOrder``).
    var pendingOrders: [PendingOrder] = []
    /// Between starting a batch and its completion: the one thing a flush
    /// waits for (the scheduler's running batch; the completion of a batch
    /// that the next one cut short, see ``canStartBatch``, is told apart
    /// from the running one's by its ticket). Not `view.isAnimating`, which
    /// an animated scroll also sets and whose end calls nobody back, so
    /// changes would wait for the next event.
    var batchRunning: Bool { scheduler.isBatchRunning }
    /// Whether a filter change or a new order waits for the running batch to
    /// end, or computes on the worker, or waits to be shown.
    var hasPendingFilter: Bool { pendingFilter != nil || !pendingOrders.isEmpty || isWorking || computed != nil }

    /// A filter to set (the predicate itself may be `nil`: show every row).
    private struct PendingFilter {
        var isIncluded: (@Sendable (Row) -> Bool)?
    }

    /// How long, at most, a change should wait for the batch that shows it
    /// to start while the feed outpaces the animations: the batches that
    /// catch up move for ``catchUpDuration``, derived from it. Default 100 ms.
    public var maximumLag: Duration = .milliseconds(100)

    /// Whether changes arrived while the last batch animated: then the next
    /// batch moves for ``catchUpDuration``, not the full animation.
    public internal(set) var isCatchingUp = false

    /// How long the last flush that applied changes took, by the view's
    /// clock (zero on a manual clock): how long before a batch's moves land
    /// the next flush may start (``canStartBatch``).
    private(set) var lastFlushLength: Duration = .zero

    /// Counters of what the list has taken in and shown, and the feed's rate now. O(1).
    public var statistics: LiveListStatistics {
        var statistics = counters
        let now = clock.now
        statistics.eventsPerSecond = scheduler.withPending { $0.rate.perSecond(at: now) }
        return statistics
    }

    /// How many batches started as prepared on the ``worker`` (checked,
    /// laid out and planned there; see ``compute(_:landed:)``), not checked
    /// and planned again on the UI thread.
    package private(set) var preparedBatches = 0

    /// The counters of ``statistics`` the flushes keep.
    private var counters = LiveListStatistics()

    /// The batches that the list's last batches cut short, taken from the
    /// view (``CollectionView/takeCutBatch()``) and let go of in a job of their own on
    /// the executor (``letGoOfCutBatches()``): freeing the layout only they
    /// hold costs about a millisecond at a million rows, and the view would
    /// pay it in its next frame, which is often the draw of a key that came
    /// while the flush ran. A job posted after the flush runs after that key
    /// and that frame.
    private(set) var cutBatches: [CollectionView.CutBatch] = []

    /// Creates an empty live list.
    ///
    /// - Parameters:
    ///   - clock: where animations read the time (a ``ManualClock`` in tests).
    ///   - configuration: the view's layout and animation settings.
    ///   - executor: where flushes run: the main queue in an app, a ``ManualExecutor`` in tests.
    ///   - worker: where a re-sort (``setOrder(_:)``) or a filter change
    ///     (``setFilter(_:)``) computes, off the UI thread, its result landing
    ///     as one batch: a ``ManualWorkExecutor`` in a test of that hop. `nil`
    ///     (the default) is a ``DispatchWorkExecutor`` when `executor` is the
    ///     main queue (an app), and otherwise computes in the flush itself, so
    ///     a test driving a ``ManualExecutor`` sees the batch at once.
    ///   - section: the section a row belongs to.
    ///   - order: how rows and sections are ordered (see `LiveListOrder`).
    ///   - header: the header line of a section, `nil` for none.
    ///   - row: what a row shows; called only for rows being drawn.
    ///   - rowHeight: a row's height in lines (1 when omitted).
    ///   - plugins: the view's plugins, in order.
    ///   - logger: where a batch the view rejected is reported (it is then reloaded instead).
    @inlinable
    public convenience init(
        clock: any AnimationClock = SystemAnimationClock(),
        configuration: CollectionViewConfiguration = CollectionViewConfiguration(),
        executor: any UIExecutor = MainQueueExecutor(),
        worker: (any WorkExecutor)? = nil,
        section: @escaping @Sendable (Row) -> SectionKey,
        order: LiveListOrder<Row> = .arrival,
        header: @escaping (SectionKey) -> StyledText?,
        row: @escaping (Row) -> StyledText,
        rowHeight: ((Row) -> Int)? = nil,
        plugins: [any CollectionViewPlugin] = [],
        logger: Logger = ListMotionLog.silent
    ) {
        // Inlined into the app, so the model's hot operations are compiled for its types (`LiveListHooks`).
        self.init(
            clock: clock, configuration: configuration, executor: executor, worker: worker, section: section, order: order,
            header: header,
            row: row, rowHeight: rowHeight, plugins: plugins, logger: logger, hooks: .specialized
        )
    }

    /// The designated initializer: the public one's parameters, plus the
    /// hooks it compiles for the app's types.
    @usableFromInline
    init(
        clock: any AnimationClock, configuration: CollectionViewConfiguration, executor: any UIExecutor,
        worker: (any WorkExecutor)?, section: @escaping @Sendable (Row) -> SectionKey, order: LiveListOrder<Row>, header: @escaping (SectionKey) -> StyledText?,
        row: @escaping (Row) -> StyledText, rowHeight: ((Row) -> Int)?, plugins: [any CollectionViewPlugin], logger: Logger,
        hooks: LiveListHooks<SectionKey, Row>
    ) {
        source = LiveListDataSource(
            model: LiveListModel(section: section, order: order), header: header, row: row, rowHeight: rowHeight, hooks: hooks
        )
        view = CollectionView(dataSource: source, clock: clock, configuration: configuration, plugins: plugins)
        scheduler = BatchScheduler(Inbox())
        self.executor = executor
        self.worker = worker ?? (executor is MainQueueExecutor ? DispatchWorkExecutor() : nil)
        self.clock = clock
        self.logger = logger
    }

    // MARK: - The feed (any thread)

    /// Adds `row`, or replaces the row with its identity. O(1) expected; never waits for the screen.
    public nonisolated func upsert(_ row: Row) {
        send { $0.upsert(row) }
    }

    /// Removes the row with identity `id` (nothing if there is none). O(1) expected.
    public nonisolated func delete(_ id: ID) {
        send { $0.delete(id) }
    }

    /// Replaces every row with `rows`: rows not in it go, as one batch like any other. O(rows).
    /// Inlinable, so the identities are indexed in code specialized for the row type.
    @inlinable
    public nonisolated func resync(_ rows: [Row]) {
        var changes = LiveChanges<Row>()
        changes.resync(rows)
        // The O(rows) part is built outside the lock.
        send { $0.append(changes) }
    }

    /// Hands over several changes under one lock (a chunk of a feed):
    /// `body` records them into the pending changes. Keep `body` short: it
    /// runs under the lock the screen takes to flush.
    public nonisolated func send(_ body: (inout LiveChanges<Row>) -> Void) {
        let now = clock.now
        let wake = scheduler.submit { inbox in
            let before = inbox.changes.received
            body(&inbox.changes)
            inbox.rate.add(inbox.changes.received - before, at: now)
        }.wake
        if wake { askForFlush() }
    }

    /// The identities with a change waiting (plus the rows of a waiting
    /// resync): bounded by the number of distinct rows, whatever the rate. O(1).
    public nonisolated var pendingCount: Int { scheduler.withPending { $0.changes.pendingCount } }

    // MARK: - Flushing (main actor)

    /// Applies every pending change and starts its batch now, unless the
    /// list's last batch is still animating or the list is paused (the end
    /// of the batch, or resuming, flushes again). Returns the batch started,
    /// `nil` if none.
    ///
    /// The executor calls it after the first change since the last flush;
    /// call it yourself to flush at a moment of your choosing (a test, a
    /// headless run). O(k log n) for k changed rows.
    @discardableResult
    public func flush() -> Changeset? {
        guard canStartBatch, !isWorking else { return nil }
        let cutsFlash = batchRunning
        if let computed {
            self.computed = nil
            if replanOnWorker(computed) { return nil }
            keepLandedContent(cutting: cutsFlash)
            show(computed.model)
            let started = start(computed.changeset, prepared: computed.prepared)
            computed.landed?()
            return started
        }
        if let filter = pendingFilter {
            pendingFilter = nil
            guard worker == nil else { return compute(source.filterJob(filter.isIncluded)) }
            keepLandedContent(cutting: cutsFlash)
            return start(source.setFilter(filter.isIncluded))
        }
        if !pendingOrders.isEmpty {
            let next = pendingOrders.removeFirst()
            guard worker == nil else { return compute(source.orderJob(next.make), landed: next.landed) }
            keepLandedContent(cutting: cutsFlash)
            let (order, count) = next.make(source.model)
            let started = start(source.setOrder(order))
            next.landed?(count)
            return started
        }
        guard !isPaused else { return nil }
        let changes = scheduler.takeAndRest { $0.changes.take() }
        guard !changes.isEmpty else { return nil }
        keepLandedContent(cutting: cutsFlash)
        // Changes came while the running batch animated: the next one catches up, as after a batch's end.
        if cutsFlash { isCatchingUp = true }
        counters.received += changes.received
        let began = view.clock.now
        defer { lastFlushLength = view.clock.now - began }
        return start(source.apply(changes))
    }

    /// Shows only the rows `isIncluded` accepts (every row for `nil`), as one
    /// batch: rows that leave fade out, rows that come back fade in at their
    /// place. Changes that arrive later are filtered the same way, and hidden
    /// rows are kept up to date. It waits for a running batch like any
    /// change, but not for a pause (it is the user's own action). With a
    /// `worker` (see the initializer) it computes there, off the UI thread, and lands as one
    /// batch (flushes of the feed wait for it); a newer filter or order
    /// asked meanwhile follows it. O(n), off the UI thread with a worker.
    public func setFilter(_ isIncluded: (@Sendable (Row) -> Bool)?) {
        pendingFilter = PendingFilter(isIncluded: isIncluded)
        flush()
    }

    /// Orders the rows by `order` from now on, as one batch: every row
    /// glides to its new place within its section, sections keep their
    /// places, the selection follows its row. Like ``setFilter(_:)``, it
    /// waits for a running batch but not for a pause (it is the user's own
    /// action), and with a `worker` computes there and lands as one batch.
    /// O(n log n), off the UI thread with a worker.
    public func setOrder(_ order: LiveListOrder<Row>) {
        setOrder(PendingOrder(make: { _ in (order, 0) }, follows: false, landed: nil))
    }

    /// Before the model changes under a running batch whose landing no
    /// frame has shown yet (``canStartBatch``): its rows on screen keep the
    /// text they land with. O(visible rows · log n), only then.
    private func keepLandedContent(cutting: Bool) {
        if cutting, !view.hasShownLanding { view.keepLandedContent() }
    }

    /// Starts `changeset` on the view (already applied to the model), as
    /// `prepared` when it was prepared on the worker.
    func start(_ changeset: Changeset, prepared: PreparedBatch? = nil) -> Changeset? {
        counters.rows = source.model.numberOfRows
        guard !changeset.isEmpty else {
            scheduleFlush()
            return nil
        }
        counters.batches += 1
        let duration = nextBatchDuration
        isCatchingUp = false
        let ticket = scheduler.beginBatch()
        do {
            let ended: (Bool) -> Void = { [weak self] _ in self?.batchEnded(ticket) }
            if let prepared {
                if try view.performBatchUpdates(prepared: prepared, duration: duration, completion: ended) { preparedBatches += 1 }
            } else {
                try view.performBatchUpdates(changeset, duration: duration, computedByModel: true, completion: ended)
            }
            takeCutBatch()
        } catch {
            scheduler.endBatch(ticket)
            // The model is the truth: show it as it is, and say why it did not animate.
            logger.error("LiveList: the view rejected a batch, reloaded instead: \(error)")
            view.reloadData()
            scheduleFlush()
        }
        return changeset
    }

    /// Takes the batch the one just started cut short from the view, and
    /// asks for a job to let go of it (see ``cutBatches``). O(1).
    private func takeCutBatch() {
        guard let cut = view.takeCutBatch() else { return }
        cutBatches.append(cut)
        guard cutBatches.count == 1 else { return }
        executor.execute { [weak self] in self?.letGoOfCutBatches() }
    }

    /// Frees what only the cut batches held. O(their layouts' cut chunks).
    private func letGoOfCutBatches() {
        cutBatches = []
    }

    /// Notes whether the feed outpaced the batch that just ended (see
    /// `nextBatchDuration`), then flushes what waited for it.
    private func batchEnded(_ ticket: BatchScheduler<Inbox>.Ticket) {
        // A batch cut short by the next one: the list's batch is the new one, still running.
        guard scheduler.endBatch(ticket) else { return }
        isCatchingUp = scheduler.withPending { !$0.changes.isEmpty }
        scheduleFlush()
    }

    /// Asks for a flush on the executor if there is anything to flush.
    func scheduleFlush() {
        let filterWaits = pendingFilter != nil || !pendingOrders.isEmpty || computed != nil
        if scheduler.wake(if: { filterWaits || !$0.changes.isEmpty }) { askForFlush() }
    }

    private nonisolated func askForFlush() {
        executor.execute { [weak self] in
            guard let self else { return }
            // Reset even when the flush must wait (animating, paused): the batch's end or resuming asks again.
            self.scheduler.rest()
            self.flush()
        }
    }
}
