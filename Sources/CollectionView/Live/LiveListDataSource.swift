import Dispatch
import ListDiff

/// The data source behind a ``LiveList``: answers the view from the live
/// model, each answer O(log n), rendering rows only when the view asks.
@MainActor
final class LiveListDataSource<SectionKey: Hashable & Comparable & Sendable, Row: Differentiable & Sendable>: CollectionViewDataSource
where Row.DifferenceIdentifier: Comparable & Sendable {
    /// Changed only by ``apply(_:)``, ``setFilter(_:)``, ``setOrder(_:)``
    /// and ``replaceModel(_:)``, which forget
    /// what was read from the old one. Read by the hooks in place (`inout`):
    /// passing it by value would copy the whole model, generically, per row
    /// a batch touches.
    private(set) var model: LiveListModel<SectionKey, Row>
    /// The identities of the last run of rows read (see `itemID(at:)`), while the model stays the same.
    private var idRun: (section: Int, start: Int, ids: [AnyHashable])?
    /// The last path read, and how many reads in a row walked to the next row up to it.
    private var walk: (last: ItemPath, length: Int)?
    let header: (SectionKey) -> StyledText?
    let row: (Row) -> StyledText
    let rowHeight: ((Row) -> Int)?
    /// The model's hot operations, compiled for the app's types.
    let hooks: LiveListHooks<SectionKey, Row>

    init(
        model: LiveListModel<SectionKey, Row>, header: @escaping (SectionKey) -> StyledText?,
        row: @escaping (Row) -> StyledText, rowHeight: ((Row) -> Int)?, hooks: LiveListHooks<SectionKey, Row>
    ) {
        self.model = model
        self.header = header
        self.row = row
        self.rowHeight = rowHeight
        self.hooks = hooks
    }

    /// Applies `changes` to the model and returns the batch. O(k log n) for k changed rows.
    func apply(_ changes: LiveChanges<Row>) -> Changeset {
        forgetReads()
        return hooks.apply(&model, changes)
    }

    /// Sets the model's filter and returns the batch. O(n) plus the batch.
    func setFilter(_ isIncluded: (@Sendable (Row) -> Bool)?) -> Changeset {
        forgetReads()
        return hooks.setFilter(&model, isIncluded)
    }

    /// Orders the model anew and returns the batch. O(n log n) plus the batch.
    func setOrder(_ order: LiveListOrder<Row>) -> Changeset {
        forgetReads()
        return hooks.setOrder(&model, order, nil)
    }

    /// ``setOrder(_:)`` through the model's diff of the lists before and
    /// after, in place: the path before re-sorts computed their batch
    /// directly, kept as the benchmark's baseline.
    func setOrderByDiff(_ order: LiveListOrder<Row>) -> Changeset {
        forgetReads()
        return model.setOrderByDiff(order)
    }

    /// The machine's cores, lent to a worker's re-sort: its sections are
    /// slotted and sorted at once (``LiveListModel/setOrder(_:parallel:)``).
    /// Only the worker waits for them; the UI thread goes on answering keys
    /// (its longest stall in `bench live`'s sort part is as without them).
    nonisolated static var cores: ParallelFor {
        { count, body in DispatchQueue.concurrentPerform(iterations: count, execute: body) }
    }

    /// A job that orders a copy of the model anew and returns its batch,
    /// for a worker to run off the UI thread (``replaceModel(_:)`` then
    /// takes the copy). O(1); the job is O(n log n).
    func orderJob(_ order: LiveListOrder<Row>) -> @Sendable (inout LiveListModel<SectionKey, Row>) -> Changeset {
        let setOrder = hooks.setOrder
        return { model in setOrder(&model, order, Self.cores) }
    }

    /// ``orderJob(_:)`` for an order made from the model it applies to
    /// (``LiveList/PendingOrder``), made in the job; the job returns the
    /// batch and the count `make` gave. O(1); the job is O(n log n) plus `make`.
    func orderJob(
        _ make: @escaping @Sendable (LiveListModel<SectionKey, Row>) -> (order: LiveListOrder<Row>, count: Int)
    ) -> @Sendable (inout LiveListModel<SectionKey, Row>) -> (changeset: Changeset, count: Int) {
        let setOrder = hooks.setOrder
        return { model in
            let (order, count) = make(model)
            return (setOrder(&model, order, Self.cores), count)
        }
    }

    /// A job that sets a copy of the model's filter and returns its batch,
    /// for a worker (see ``orderJob(_:)``). O(1); the job is O(n).
    func filterJob(
        _ isIncluded: (@Sendable (Row) -> Bool)?
    ) -> @Sendable (inout LiveListModel<SectionKey, Row>) -> Changeset {
        let setFilter = hooks.setFilter
        return { model in setFilter(&model, isIncluded) }
    }

    /// Shows `model`, computed off the UI thread from the model shown now
    /// (which nothing changed meanwhile), and returns the one it replaces,
    /// for the caller to let go of off the UI thread too (freeing a million
    /// rows' slots takes a while). O(1).
    func replaceModel(_ model: LiveListModel<SectionKey, Row>) -> LiveListModel<SectionKey, Row> {
        forgetReads()
        let old = self.model
        self.model = model
        return old
    }

    /// The header of every section the model shows or hides, by key: what
    /// a worker preparing a filter's or re-sort's batch answers
    /// (`LiveModelAnswers`), the `header` closure being the UI thread's. O(sections).
    func headersByKey() -> [SectionKey: StyledText?] {
        var headers: [SectionKey: StyledText?] = [:]
        for key in model.sectionKeys + model.hiddenSectionKeys { headers[key] = .some(header(key)) }
        return headers
    }

    /// The runs and walk read from the model before it changes.
    private func forgetReads() {
        idRun = nil
        walk = nil
    }

    func numberOfSections() -> Int { model.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { model.numberOfRows(inSection: section) }
    // The view asks only for sections and paths it was told exist; a path it should not ask for answers a placeholder.
    func sectionID(_ section: Int) -> AnyHashable { model.sectionKey(at: section).map { AnyHashable($0) } ?? AnyHashable(section) }
    func header(forSection section: Int) -> StyledText? { model.sectionKey(at: section).flatMap(header) }
    // A reader that walks rows in order (a new section's layout, a full check) reads one run of the model's
    // rows per lookup; one that reads a few rows here and there (a batch's touched rows: three next to each
    // change) reads one id per lookup, so a batch of k changes costs O(k log n) whatever the runs hold.
    func itemID(at path: ItemPath) -> AnyHashable {
        var length = 1
        // Not `walk.map`: a closure here would check the executor on every call (see `BatchValidation.allOneLine`).
        if let walk, walk.last.section == path.section, walk.last.item == path.item - 1 { length = walk.length + 1 }
        walk = (path, length)
        if let run = idRun, run.section == path.section, path.item >= run.start, path.item - run.start < run.ids.count {
            return run.ids[path.item - run.start]
        }
        if length > Self.walkBeforeRun, let (start, ids) = hooks.idRun(&model, path), path.item - start < ids.count {
            idRun = (path.section, start, ids)
            return ids[path.item - start]
        }
        return hooks.id(&model, path) ?? AnyHashable(path)
    }
    // A run of rows a batch inserts (a cleared filter brings back most of the list) is read chunk by chunk.
    func itemIDs(inSection section: Int, items: Range<Int>) -> [AnyHashable] { hooks.ids(&model, section, items) }
    // Without `rowHeight` no row is read, as in `height(at:)`.
    func heights(inSection section: Int, items: Range<Int>) -> [Int] {
        guard let rowHeight else { return [Int](repeating: 1, count: items.count) }
        return items.map { height(at: ItemPath(item: $0, section: section), rowHeight) }
    }
    // A touched row's check: the model's id is compared typed; boxing it and comparing boxes took about a tenth of
    // a large batch's flush.
    func itemID(at path: ItemPath, is id: AnyHashable) -> Bool { hooks.hasID(&model, path, id) }
    /// Reads in a row, one row apart, after which the reader is taken to walk: more than the three rows a
    /// batch touches around one change.
    private static var walkBeforeRun: Int { 4 }

    func content(at path: ItemPath) -> StyledText { model.row(at: path).map(row) ?? StyledText("") }
    // Without `rowHeight` the row is not read: a new section asks the height of every row it holds.
    func height(at path: ItemPath) -> Int {
        guard let rowHeight else { return 1 }
        return height(at: path, rowHeight)
    }

    /// The row's height by `rowHeight`. Apart, so that `height(at:)` without
    /// `rowHeight` (asked per touched row of every batch) does not fetch the
    /// runtime metadata of the optional row this needs.
    @inline(never)
    private func height(at path: ItemPath, _ rowHeight: (Row) -> Int) -> Int {
        model.row(at: path).map(rowHeight) ?? 1
    }
}
