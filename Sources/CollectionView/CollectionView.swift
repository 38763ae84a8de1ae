import ListDiff

/// A simulated collection view: shows a sectioned list on a ``Canvas`` and
/// turns each batch of changes into motion.
///
/// The view keeps only what it asked its ``dataSource`` for (ids, headers,
/// heights, and the text of rows it has drawn). Change the data source, then
/// call ``performBatchUpdates(_:animated:duration:completion:)`` in the same turn; or
/// ``reloadData()`` to take everything anew.
///
/// Drawing is driven from outside: while ``isAnimating``, draw with
/// ``render(into:)`` at ``nextFrameTime``; when idle the view asks for no
/// frames. ``draw(into:at:)`` draws any instant of the running animation and
/// is a pure function of the animation state and the time.
@MainActor
public final class CollectionView {
    /// Where the view reads the time.
    public let clock: any AnimationClock
    /// What the view shows. Assigning a new one does not reload: call ``reloadData()``.
    public var dataSource: any CollectionViewDataSource {
        didSet { presented.base = dataSource }
    }
    /// The data source as shown: folds, a lifted row and a footer applied to ``dataSource``.
    let presented: PresentedDataSource
    /// The app's row counts per section as of the last batch or reload (for checking the app's batches).
    var baseItemCounts: [Int] = []
    /// Layout and animation settings.
    public var configuration: CollectionViewConfiguration {
        didSet {
            if configuration.blankLineBetweenSections != layout.separator {
                finishAnimation()?(false)
                layout.separator = configuration.blankLineBetweenSections
                layout.computeSectionTops()
                scrollOffset = clampedOffset(scrollOffset)
            }
        }
    }
    /// The size the view lays out for (scroll limits, scroll-to-selection).
    /// ``render(into:)`` sets it to the canvas size.
    public var viewportSize: CellSize {
        didSet {
            guard viewportSize != oldValue else { return }
            visibilityDirty = true
            if viewportSize.rows != oldValue.rows, let planned = animation, planned.viewport != nil {
                // A plan is made for its screen: the batch is planned again for this one, or lands if it has no anchor.
                if let replanned = planned.replanned(rows: viewportSize.rows, new: layout, clamp: clampedOffset) {
                    animation = replanned
                    scrollOffset = replanned.newOffset
                } else {
                    finishAnimation()?(false)
                }
            }
            scrollOffset = clampedOffset(scrollOffset)
            animation?.newOffset = scrollOffset
            followScroll()
        }
    }
    /// The content line shown at the top of the viewport (the target, while a scroll animates).
    public internal(set) var scrollOffset: Int = 0 {
        didSet { if scrollOffset != oldValue { visibilityDirty = true } }
    }

    var layout = ListLayout() {
        didSet {
            visibilityDirty = true
            contentVersion &+= 1
            // A batch, a reload or a fold: whoever started it, the screen must show it.
            displayHost?.setNeedsDisplay()
        }
    }
    /// Where the view was last drawn, in screen cells (from the canvas given
    /// to ``render(into:)``; the whole viewport at the origin before that).
    /// Mouse positions are translated by it: see `TerminalEvent.viewInput(in:)`
    /// in `TerminalUI`.
    public internal(set) var screenFrame: Rect
    /// What shows the view, learned from the canvas given to
    /// ``render(into:)`` (the terminal's frame loop, or `nil` on an in-memory
    /// canvas). The view asks it for a frame whenever a batch starts or the
    /// data is reloaded, so a batch started by anyone is drawn from the next
    /// tick on. Held weakly.
    public internal(set) weak var displayHost: (any DisplayHost)?
    /// Changes whenever the shown layout is replaced (a batch, a reload, a fold):
    /// lets a plugin cache what it derives from the list.
    public internal(set) var contentVersion = 0
    var animation: BatchAnimation?
    /// The animation of a batch the next one cut short, kept until the next
    /// ``advance()`` (the next frame): letting go of it frees the layout
    /// only it still holds, one release per chunk, and a live list's feed
    /// cuts batches in the job that applies its changes, where that took
    /// about a tenth of the flush at a million rows. A frame has the room.
    /// A ``LiveList`` takes it at once (``takeCutBatch()``) and lets go of
    /// it in a job of its own, after the key or frame waiting for the main thread.
    var retiredAnimation: BatchAnimation?
    /// The clock's time of the last frame ``render(into:)`` drew: whether
    /// the user has seen a running batch's rows land (``hasShownLanding``).
    var lastFrameTime: Duration?
    /// The selected row or header (see ``ViewSelection``).
    var selected: ViewSelection?

    /// The plugins, in the order they were given.
    var plugins: [any CollectionViewPlugin]
    /// Events waiting for the plugins (handlers never nest: see ``CollectionViewPlugin``).
    var pendingEvents: [ViewEvent] = []
    var isDispatching = false
    /// Visible rows (ids in order) and header ids as last reported to the plugins.
    var reportedItems: [AnyHashable] = []
    var reportedHeaders: Set<AnyHashable> = []
    var visibilityDirty = true
    var lastScrollDirection: ScrollDirection?
    /// Content of rows drawn so far, by id; pruned when idle.
    var contentCache: [AnyHashable: StyledText] = [:]

    /// Creates a view over `dataSource` and loads it.
    ///
    /// - Parameters:
    ///   - dataSource: the sections and rows to show; asked again on every batch and reload.
    ///   - clock: where time comes from (a ``ManualClock`` in tests).
    ///   - viewportSize: the size laid out for until the first ``render(into:)``.
    ///   - configuration: layout and animation settings (``CollectionViewConfiguration``).
    ///   - plugins: behaviour added to the view, offered every event in this order.
    public init(
        dataSource: any CollectionViewDataSource,
        clock: any AnimationClock = SystemAnimationClock(),
        configuration: CollectionViewConfiguration = CollectionViewConfiguration(),
        viewportSize: CellSize = CellSize(columns: 80, rows: 24),
        plugins: [any CollectionViewPlugin] = []
    ) {
        self.plugins = plugins
        self.dataSource = dataSource
        presented = PresentedDataSource(base: dataSource)
        self.clock = clock
        self.configuration = configuration
        self.viewportSize = viewportSize
        screenFrame = Rect(size: viewportSize)
        layout = ListLayout.fetch(from: presented, separator: configuration.blankLineBetweenSections)
        recordBaseCounts()
        presented.foldedHeader = { [unowned self] header, hidden, section in
            self.foldedHeader(header, hiddenItems: hidden, section: section)
        }
    }

    // MARK: - Counts

    /// The number of sections shown (after the last batch).
    public var numberOfSections: Int { layout.sectionCount }

    /// The number of items in `section`, or 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < layout.sectionCount ? layout.itemCount(section) : 0
    }

    /// The id of the item at `path`, or `nil` when there is no such item.
    public func itemID(at path: ItemPath) -> AnyHashable? {
        layout.contains(path) ? layout.itemIDs[path.section][path.item] : nil
    }

    /// The id of `section`, or `nil` when there is no such section.
    public func sectionID(_ section: Int) -> AnyHashable? {
        section >= 0 && section < layout.sectionCount ? layout.sectionIDs[section] : nil
    }

    /// The path of the item with `id`, or `nil` when no row has it. O(rows).
    public func indexPath(forItemID id: AnyHashable) -> ItemPath? { findItem(id) }

    /// The index of the section with `id`, or `nil` when no section has it. O(sections).
    public func section(forID id: AnyHashable) -> Int? { layout.sectionIDs.firstIndex(of: id) }

    /// The height of the whole content in lines (headers, rows, blank lines).
    public var contentHeight: Int { layout.totalHeight }

    // MARK: - Reload and batches

    /// Takes everything anew from the data source, without animation. A
    /// running animation ends at once (its completion gets `false`). The
    /// selection stays on its item if the item is still there.
    ///
    /// Complexity: O(rows).
    public func reloadData() {
        let interrupted = finishAnimation()
        let before = selectionKey
        presented.lift = nil
        layout = ListLayout.fetch(from: presented, separator: configuration.blankLineBetweenSections)
        recordBaseCounts()
        contentCache = [:]
        if case let .row(path, id)? = selected {
            selected = findItem(id).map { .row($0, id: id) } ?? rowSelection(clampedPath(path))
        }
        followHeaderSelection()
        scrollOffset = clampedOffset(scrollOffset)
        interrupted?(false)
        emitSelectionChange(since: before)
    }

    /// Asks every row for its content again as it is next drawn: for a
    /// change in how rows are drawn that changes no row (a column of cells
    /// widening, a theme), which no batch can say. The layout, the
    /// selection, the scroll offset and a running animation are untouched
    /// (rows leaving in it keep the content they had); only what the view
    /// kept of its rows' content is dropped. Requests a frame.
    ///
    /// Complexity: O(rows kept), at most a few screens of rows; the rows
    /// drawn next are asked their content again.
    public func reconfigureRows() {
        contentCache = [:]
        setNeedsDisplay()
    }

    /// Applies one batch: validates it against the view's own old counts and
    /// the data source's new answers, then animates from the old layout to
    /// the new.
    ///
    /// As in UIKit, an inserted section brings its rows (as many as the data
    /// source says, minus those moved into it) and a deleted section takes
    /// its rows: they are not listed in `items.inserted` / `items.deleted`,
    /// and a batch that lists them is rejected.
    ///
    /// The deferred phase of `changeset`, if any, is part of the same
    /// animation: those rows and headers flash with their new content after
    /// the moves land, and show the old or the new content while they move
    /// as ``CollectionViewConfiguration/movedRowUpdate`` says. Every path
    /// that starts a batch (this method, ``ListController``, ``UpdateQueue``,
    /// `ListScreen`) passes the changeset whole, so the option means the same
    /// on each.
    ///
    /// `changeset` is in the app's index paths. While sections are folded or
    /// a row is lifted, the view first checks it against the app's own counts,
    /// then rewrites it into what it shows (rows of folded sections left out,
    /// the lifted row taken from where it is shown: the batch ends the move).
    ///
    /// A batch started while another animates ends that one at once (its
    /// completion gets `false`) and starts from its final state.
    ///
    /// Scrolled (``scrollOffset`` > 0), the batch is planned on the screen
    /// (see "How rows move"): the first header or row on screen that the
    /// batch leaves in place keeps its screen line in every frame and after
    /// (but for the rows seen moving past it, which push it aside as they
    /// would any row; see ``scrollAnchor``), and ``scrollOffset`` follows
    /// from it (clamped to the scroll range). A row off the screen before and
    /// after is never drawn and moves nothing on it; a row leaving glides out
    /// across the edge toward where it goes, one arriving enters across the
    /// edge it comes from (or opens at its place where that would take it
    /// past the anchor); a batch that changes nothing on screen lasts one
    /// frame. At offset 0 the top stays the top: a row inserted there opens
    /// in view. The selection follows its row and never scrolls the view by
    /// itself.
    ///
    /// - Parameters:
    ///   - changeset: the batch, in the app's index paths.
    ///   - animated: `false`, or a zero duration, applies at once and calls
    ///     `completion` before returning.
    ///   - duration: how long this batch's moves take, `nil` for
    ///     ``CollectionViewConfiguration/animationDuration``; its flashes
    ///     take half of it, as they do of the configured one. For a caller
    ///     that paces its own batches (a live list catching up with its
    ///     feed); a batch that shows nothing new still lasts one frame.
    ///   - completion: called once, on the main actor, when the animation has
    ///     finished (`true`) or was cut short (`false`).
    /// - Throws: ``InvalidUpdate`` with a UIKit-style message: an index out of
    ///   range or used twice, contradicting operations, a row of an inserted
    ///   or deleted section listed as inserted or deleted, a section or item
    ///   count that does not match the data source, or a row or section the
    ///   batch puts where the data source has another id (every row with
    ///   ``CollectionViewConfiguration/Validation/full``, the rows the batch
    ///   touches and their neighbours with
    ///   ``CollectionViewConfiguration/Validation/touched``, which the default
    ///   ``CollectionViewConfiguration/Validation/automatic`` is here). The view is then
    ///   exactly as before and `completion` is not called.
    /// - Complexity: with ``CollectionViewConfiguration/Validation/touched``
    ///   (the default), O(sections + changes · log rows) questions and work,
    ///   plus the layout chunks (at most 512 rows each) the batch touches:
    ///   the new layout shares every chunk the batch leaves alone, whatever
    ///   the list's size. With ``CollectionViewConfiguration/Validation/full``,
    ///   O(rows): every row is asked for again.
    public func performBatchUpdates(
        _ changeset: Changeset, animated: Bool = true, duration: Duration? = nil, completion: ((Bool) -> Void)? = nil
    ) throws(InvalidUpdate) {
        try performBatchUpdates(changeset, animated: animated, duration: duration, computedByModel: false, completion: completion)
    }

    /// ``performBatchUpdates(_:animated:duration:completion:)`` for a batch
    /// that, when `computedByModel`, the model answering the view computed
    /// itself from the very rows the view then asks about (a ``LiveList``'s):
    /// ``CollectionViewConfiguration/Validation/automatic`` checks such a
    /// batch as ``CollectionViewConfiguration/Validation/counts``, and an
    /// app's batch (`false`) as ``CollectionViewConfiguration/Validation/touched``.
    ///
    /// - Throws: ``InvalidUpdate``, as ``performBatchUpdates(_:animated:duration:completion:)``.
    public func performBatchUpdates(
        _ changeset: Changeset, animated: Bool = true, duration: Duration? = nil, computedByModel: Bool,
        completion: ((Bool) -> Void)? = nil
    ) throws(InvalidUpdate) {
        let mode = configuration.validation.resolved(computedByModel: computedByModel)
        guard !presented.passesBatchesThrough else {
            try perform(changeset, animated: animated, duration: duration, validation: mode, completion: completion)
            recordBaseCounts()
            return
        }
        let lift = presented.lift
        let shown = try presentedChangeset(for: changeset)
        presented.lift = nil
        do {
            try perform(shown, animated: animated, duration: duration, validation: mode, completion: completion)
        } catch {
            presented.lift = lift
            throw error
        }
        recordBaseCounts()
    }

    /// Applies a batch in the view's own (presented) index paths: the body of
    /// ``performBatchUpdates(_:animated:duration:completion:)``, also used for folds,
    /// moves and the footer, which change what is shown and not the app's data.
    /// `validation` is how much of the data source it is checked against,
    /// resolved; `nil` for the configured one as for an app's batch.
    func perform(
        _ changeset: Changeset, animated: Bool = true, duration: Duration? = nil,
        validation: CollectionViewConfiguration.Validation? = nil, completion: ((Bool) -> Void)? = nil
    ) throws(InvalidUpdate) {
        let (mapping, new, touched) = try BatchValidation.validate(
            changeset, old: layout, source: presented, separator: configuration.blankLineBetweenSections,
            mode: validation ?? configuration.validation.resolved(computedByModel: false)
        )
        let prepared = PreparedBatch.planned(
            changeset, mapping: mapping, new: new, touched: touched, old: layout, oldOffset: scrollOffset,
            rows: viewportSize.rows, plansMotion: animated && (duration ?? configuration.animationDuration) > .zero
        )
        land(prepared, animated: animated, duration: duration, completion: completion)
    }

    // MARK: - Time

    /// Whether an animation runs: frames are due until it ends.
    public var isAnimating: Bool { animation != nil }

    /// Whether the running animation's moves have landed and a frame drawn
    /// since showed them: what is left of it is the flash of rows that moved
    /// and changed, which a scheduler of batches (a ``LiveList``) may let the
    /// next batch cut short, as nobody needs to see it. `false` when nothing
    /// animates. O(1).
    public var hasShownLanding: Bool {
        guard let animation, let shown = lastFrameTime else { return false }
        return shown >= animation.start + animation.motion
    }

    /// Whether the running animation's moves land within `lead` of now,
    /// and the last frame drawn showed them and came less than two frame intervals
    /// (``CollectionViewConfiguration/frameInterval``) before their landing:
    /// the next frame would show them landed, or nearly (a frame loop runs a
    /// little slower than `frameInterval`), which the first frame of a batch
    /// starting once `lead` has passed shows as well. `false` when nothing
    /// animates or `lead` is not positive. A scheduler of batches (a
    /// ``LiveList``) starts the next batch early by the time it takes to
    /// apply it when this holds for that time. O(1).
    public func landsWithin(_ lead: Duration) -> Bool {
        guard lead > .zero, let animation, let shown = lastFrameTime, shown >= animation.start else { return false }
        let landing = animation.start + animation.motion
        return landing - shown < configuration.frameInterval * 2 && clock.now + lead >= landing
    }

    /// When the next frame is due (by ``clock``), or `nil` when nothing moves.
    /// At or after the animation's end, `now`: one more frame finishes it.
    public var nextFrameTime: Duration? {
        guard let animation else { return nil }
        let now = clock.now
        if now >= animation.end { return now }
        return min(now + configuration.frameInterval, animation.end)
    }

    /// Ends the animation if its time is up and calls its completion, and
    /// lets go of a batch that the last one cut short. Called by
    /// ``render(into:)``; call it yourself to finish batches without drawing.
    public func advance() {
        retiredAnimation = nil
        guard let animation, clock.now >= animation.end else { return }
        finishAnimation()?(true)
    }

    /// Plans the running batch again for the screen a scroll during it (or a
    /// taller screen) ends on, when its plan did not look at it (see
    /// `BatchAnimation.followingScroll(rows:new:clamp:)`).
    func followScroll() {
        if let next = animation?.followingScroll(rows: viewportSize.rows, new: layout, clamp: clampedOffset) { animation = next }
    }

    /// Drops the running animation, returning its completion for the caller
    /// to call once the view's state is consistent; `retiring` (a batch
    /// starting) keeps it as ``retiredAnimation`` until the next frame.
    @discardableResult
    func finishAnimation(retiring: Bool = false) -> ((Bool) -> Void)? {
        guard let finished = animation else { return nil }
        if retiring { retiredAnimation = finished }
        animation = nil
        return finished.completion
    }

    // MARK: - Helpers

    func clampedOffset(_ offset: Int) -> Int {
        PreparedBatch.clamped(offset, layout: layout, rows: viewportSize.rows)
    }

    /// Drops the cached text of the rows with `ids`: O(min(ids, cached rows)) hash look-ups.
    func forgetContent(of ids: Set<AnyHashable>) {
        guard !ids.isEmpty, !contentCache.isEmpty else { return }
        if ids.count <= contentCache.count {
            for id in ids { contentCache[id] = nil }
        } else {
            for id in Array(contentCache.keys) where ids.contains(id) { contentCache[id] = nil }
        }
    }

    /// The path of the item with `id`. O(rows).
    func findItem(_ id: AnyHashable) -> ItemPath? {
        for (s, ids) in layout.itemIDs.enumerated() {
            if let i = ids.firstIndex(of: id) { return ItemPath(item: i, section: s) }
        }
        return nil
    }

    /// `path` if it exists, else the nearest existing row in reading order.
    func clampedPath(_ path: ItemPath) -> ItemPath? {
        guard layout.sectionCount > 0 else { return nil }
        let s = min(max(path.section, 0), layout.sectionCount - 1)
        if layout.itemCount(s) > 0 {
            return ItemPath(item: min(max(path.item, 0), layout.itemCount(s) - 1), section: s)
        }
        let start = ItemPath(item: 0, section: s)
        return layout.path(after: start) ?? layout.path(before: start)
    }
}
