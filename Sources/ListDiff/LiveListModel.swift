/// A keyed, ordered, sectioned list fed changes — upserts, deletes and
/// resyncs — that returns, for every coalesced batch, the ``Changeset`` from
/// the list before to the list after: the model behind a live list (a feed of
/// Kubernetes watch events, a process table, a queue).
///
/// ```swift
/// var pods = LiveListModel<String, Pod>(section: \.namespace, order: .descending(by: \.restarts))
/// var pending = LiveChanges<Pod>()
/// pending.upsert(pod)                      // from the feed, any number of times
/// let batch = pods.apply(pending.take())   // one changeset per frame
/// ```
///
/// Rows are identified by their `Differentiable` identity and compared for
/// updates with `isContentEqual(to:)`. A section is the rows that share a
/// section key; it appears with its first row and disappears with its last.
/// The ``LiveListOrder`` orders rows within a section (by a value, ties by
/// identity, rows without the value last; or by arrival) and sections (by
/// key when sorting, by first appearance otherwise).
///
/// **Cost.** Each section keeps its rows in short sorted chunks with a tree
/// of their counts, so a row is found, inserted, removed or read at an index
/// in O(log n). ``apply(_:)`` costs O(k log n) for k changed rows, plus O(S)
/// when a section appears or disappears — never a diff of the whole list;
/// a batch that replaces most of a section rebuilds it by sorting instead,
/// O(m log m), and a resync into an empty list is sorted once per section,
/// O(n log n). Rows are compared on their values as read once per upsert
/// (see ``LiveListOrder``), never through a closure. Reading the row at a
/// path is O(log n). Rows a filter hides are kept in order too, per
/// section (O(log n) per change of one), so a filter change never sorts.
///
/// **The changeset.** A row whose value moved it past rows that stayed, or
/// into another section, is a move (with a deferred reload at its new path
/// if its content changed); a row that changed where it stands is a reload;
/// the rows that stay are all the others (among changed rows that could
/// stay, a longest increasing run stays: the fewest moves). Rows of a
/// section that appears or disappears are not listed, as UIKit expects.
public struct LiveListModel<SectionKey: Hashable & Comparable & Sendable, Row: Differentiable & Sendable>
where Row.DifferenceIdentifier: Comparable & Sendable {
    /// The identity of a row.
    public typealias ID = Row.DifferenceIdentifier

    /// A row and its section (its place in the order is in ``handleSlots``).
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var row: Row
        /// The row's section key, read once per upsert.
        @usableFromInline var key: SectionKey

        @inlinable
        init(row: Row, key: SectionKey) {
            self.row = row
            self.key = key
        }
    }

    /// One section: its key, when it appeared, its rows' slots in order.
    @usableFromInline
    struct Section: Sendable {
        @usableFromInline let key: SectionKey
        @usableFromInline let seq: Int
        @usableFromInline var rows: RankedChunks<LiveSlot>

        @inlinable
        init(key: SectionKey, seq: Int, rows: RankedChunks<LiveSlot> = RankedChunks()) {
            self.key = key
            self.seq = seq
            self.rows = rows
        }
    }

    @usableFromInline let sectionOf: @Sendable (Row) -> SectionKey
    /// How rows and sections are ordered (changed by ``setOrder(_:parallel:)``).
    public internal(set) var order: LiveListOrder<Row>
    /// The order as a comparison of slots.
    @usableFromInline var slotOrder: LiveSlotOrder
    /// An identity as a sort value, for ties.
    @usableFromInline let idValue: @Sendable (ID) -> LiveSortValue
    /// The sections, in display order.
    @usableFromInline var sections: [Section] = []
    @usableFromInline var sectionIndexes: [SectionKey: Int] = [:]
    /// Every row by identity: its handle in ``store``.
    @usableFromInline var handles: [ID: Int] = [:]
    /// The rows by handle; `nil` at a free handle (listed in ``freeHandles``).
    /// Paged, so a store of a million rows grows without copying them.
    @usableFromInline var store = PagedArray<Entry?>()
    /// Each row's slot, by its handle in ``store`` (stale at a free
    /// handle). Apart from the rows: a re-sort gives every row a new slot,
    /// and writing them into a store shared with the model on screen copied
    /// every row of it (a fifth of a million-row re-sort).
    @usableFromInline var handleSlots = PagedArray<LiveSlot>()
    /// The identity of the row at each handle of ``store`` (`nil` at a free
    /// one): a reader of identities (a new section's layout reads every
    /// one) copies an identity, not a whole entry.
    @usableFromInline var storedIDs = PagedArray<ID?>()
    @usableFromInline var freeHandles: [Int] = []
    /// The rows the filter hides, per section key, in the section's order
    /// (a section whose rows are all hidden is not shown, but its rows are
    /// here): a filter change merges the rows it brings back into their
    /// sections, and the rows it hides into these, never sorting them.
    /// Empty without a filter; kept by every change of a hidden row, O(log n).
    @usableFromInline var hidden: [SectionKey: RankedChunks<LiveSlot>] = [:]
    @usableFromInline var nextSeq = 0
    @usableFromInline var nextSectionSeq = 0
    /// Which rows are shown (``setFilter(_:)``); `nil` shows every row.
    @inlinable
    public var isIncluded: (@Sendable (Row) -> Bool)? { filter }
    /// The filter itself, set only by ``setFilter(_:)`` (stored apart so that
    /// the inlinable `setFilter` may set it while the public property stays read-only).
    @usableFromInline var filter: (@Sendable (Row) -> Bool)?

    /// An empty list.
    /// - Parameters:
    ///   - section: the section a row belongs to.
    ///   - order: how rows and sections are ordered (by arrival when omitted).
    public init(section: @escaping @Sendable (Row) -> SectionKey, order: LiveListOrder<Row> = .arrival) {
        self.sectionOf = section
        self.order = order
        slotOrder = order.slotOrder
        idValue = LiveSortValue.converter(for: ID.self)
    }

    // MARK: - Reading

    /// The number of sections. O(1).
    public var numberOfSections: Int { sections.count }

    /// The number of rows the list holds, shown or filtered out. O(1).
    public var numberOfRows: Int { handles.count }

    /// The number of rows shown (in all sections). O(S).
    public var numberOfShownRows: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// The section keys, in order. O(S).
    public var sectionKeys: [SectionKey] { sections.map(\.key) }

    /// The keys of the sections with rows the filter hides, in no order:
    /// with ``sectionKeys``, every section a filter change may show. O(such sections).
    package var hiddenSectionKeys: [SectionKey] { Array(hidden.keys) }

    /// The key of section `index`, or `nil` if there is no such section. O(1).
    public func sectionKey(at index: Int) -> SectionKey? {
        sections.indices.contains(index) ? sections[index].key : nil
    }

    /// The number of rows in section `section`, 0 if there is no such section. O(1).
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// The row at `path`, or `nil` if there is none. O(log n).
    public func row(at path: ItemPath) -> Row? {
        guard sections.indices.contains(path.section), path.item >= 0,
              path.item < sections[path.section].rows.count else { return nil }
        return store[sections[path.section].rows[path.item].handle]?.row
    }

    /// The identities of a run of rows of section `path.section` that holds
    /// `path.item`, and the index of the first: a reader that walks a section
    /// row by row (a new section's layout) reads one run per O(log n) lookup.
    /// `nil` if there is no row at `path`. O(log n + run).
    @inlinable
    package func idRun(at path: ItemPath) -> (start: Int, ids: [ID])? {
        guard sections.indices.contains(path.section), path.item >= 0,
              path.item < sections[path.section].rows.count else { return nil }
        let (start, slots) = sections[path.section].rows.chunk(containing: path.item)
        return (start, slots.compactMap { storedIDs[$0.handle] })
    }

    /// Calls `body` with the identity of each row `items` of section
    /// `section`, in order (`nil` for a path with no row): a reader of a
    /// long run of rows (those a filter cleared brings back) reads them
    /// chunk by chunk. O(log n + items.count).
    @inlinable
    package func forEachID(inSection section: Int, items: Range<Int>, _ body: (ID?) -> Void) {
        let count = section >= 0 && section < sections.count ? sections[section].rows.count : 0
        let inRange = items.clamped(to: 0..<count)
        for _ in items.lowerBound..<Swift.min(inRange.lowerBound, items.upperBound) { body(nil) }
        if !inRange.isEmpty {
            let rows = sections[section].rows
            var (c, offset) = rows.locate(inRange.lowerBound)
            var remaining = inRange.count
            while remaining > 0 {
                rows.chunks[c].withUnsafeBufferPointer { chunk in
                    let end = Swift.min(chunk.count, offset + remaining)
                    for j in offset..<end { body(storedIDs[chunk[j].handle]) }
                    remaining -= end - offset
                }
                offset = 0
                c += 1
            }
        }
        for _ in Swift.max(inRange.upperBound, items.lowerBound)..<items.upperBound { body(nil) }
    }

    /// The identity of the row at `path`, or `nil` if there is none: what a
    /// reader that jumps from row to row (a batch's touched rows) asks.
    /// O(log n).
    @inlinable
    package func id(at path: ItemPath) -> ID? {
        // Plain comparisons, not `indices.contains`: the view's data source calls this unspecialized, a few
        // times per change of a batch.
        guard path.section >= 0, path.section < sections.count, path.item >= 0 else { return nil }
        return sections.withUnsafeBufferPointer { sections in
            path.item < sections[path.section].rows.count ? storedIDs[sections[path.section].rows[path.item].handle] : nil
        }
    }

    /// The row with identity `id`, shown or filtered out, or `nil`. O(1) expected.
    public func row(withID id: ID) -> Row? { entry(id)?.row }

    /// The entry of the row with identity `id`, shown or filtered out. O(1) expected.
    @inlinable
    func entry(_ id: ID) -> Entry? { handles[id].flatMap { store[$0] } }

    /// Where the row with identity `id` is shown, or `nil` (no such row, or filtered out). O(log n).
    public func indexPath(of id: ID) -> ItemPath? {
        guard let handle = handles[id], let entry = store[handle], let s = sectionIndexes[entry.key],
              let i = sections[s].rows.index(of: handleSlots[handle], in: slotOrder) else { return nil }
        return ItemPath(item: i, section: s)
    }

    /// Every section's key and rows, in order. O(n).
    public var sectionedRows: [(key: SectionKey, rows: [Row])] {
        sections.map { section in (section.key, section.rows.elements.compactMap { store[$0.handle]?.row }) }
    }

    // MARK: - Filter

    /// Shows only the rows `isIncluded` accepts (every row for `nil`) and
    /// returns the changeset: rows that leave are deleted, rows that come
    /// back are inserted at their place in the order; sections follow.
    /// Changes applied later are filtered the same way; hidden rows are kept
    /// up to date. O(n) to test every row (clearing the filter reads no row,
    /// only which rows are shown), plus the batch: O(k log n) for k rows
    /// shown or hidden, or O(n) when they are a large part of the list (rows
    /// hidden are kept in order, so neither side is sorted).
    @discardableResult
    @inlinable
    public mutating func setFilter(_ isIncluded: (@Sendable (Row) -> Bool)?) -> Changeset {
        filter = isIncluded
        // Whether each row is shown now is read off the sections (rows shown are exactly the rows in them), not
        // by asking the old filter again: clearing a filter then reads no row at all, only the hidden ones' slots.
        var states = rowStates()
        // Handles, not touches (large values), in handle order: the store's order in memory.
        var changed: [Int] = []
        if let isIncluded {
            // Page by page, through each entry's address (see `forEachAddress`).
            store.forEachAddress { handle, entry in
                guard states[handle] != RowState.absent, let row = entry.pointee?.row,
                      isIncluded(row) != (states[handle] == RowState.shown) else { return }
                states[handle] |= RowState.changed
                changed.append(handle)
            }
        } else {
            for handle in states.indices where states[handle] == RowState.hidden {
                states[handle] |= RowState.changed
                changed.append(handle)
            }
        }
        if refiltersInOnePass(changed: changed.count) { return refilter(states: states) }
        // Rows in arrival order (handles are not), so sections that come back appear in the order of their rows' arrival.
        let arrivals = changed.map { handle in (seq: handleSlots[handle].seq, handle: handle) }
            .sorted { $0.seq < $1.seq }
        var touches: [Touch] = []
        touches.reserveCapacity(changed.count)
        for (_, handle) in arrivals {
            guard let entry = store[handle] else { continue }
            let slot = handleSlots[handle]
            // A changed row leaves (shown before) or comes back (hidden before), its content as it was.
            if states[handle] & RowState.shown != 0 {
                touches.append(Touch(old: slot, oldKey: entry.key, new: nil, newKey: nil, contentChanged: false))
                hide(slot, key: entry.key)
            } else {
                touches.append(Touch(old: nil, oldKey: nil, new: slot, newKey: entry.key, contentChanged: false))
                unhide(slot, key: entry.key)
            }
        }
        return commit(touches)
    }

    /// Notes that the row of `slot`, in section `key`, is hidden (``hidden``). O(log n).
    @inlinable
    mutating func hide(_ slot: LiveSlot, key: SectionKey) {
        _ = hidden[key, default: RankedChunks()].insert(slot, in: slotOrder)
    }

    /// Notes that the row of `slot`, in section `key`, is no longer hidden
    /// (shown, or gone). O(log n).
    @inlinable
    mutating func unhide(_ slot: LiveSlot, key: SectionKey) {
        _ = hidden[key]?.remove(slot, in: slotOrder)
        if hidden[key]?.isEmpty == true { hidden[key] = nil }
    }

    /// What ``rowStates()`` says of each handle.
    @usableFromInline
    enum RowState {
        /// A free handle: no row.
        @inlinable static var absent: UInt8 { 0 }
        /// A row the filter hides (in no section).
        @inlinable static var hidden: UInt8 { 1 }
        /// A row shown (in its section).
        @inlinable static var shown: UInt8 { 2 }
        /// Added by ``setFilter(_:)``: the new filter changes whether the row is shown.
        @inlinable static var changed: UInt8 { 4 }
    }

    /// Per handle of ``store``, whether a row is there and whether it is
    /// shown (``RowState``). O(handles) in plain memory: the slots of the
    /// rows shown are walked, no row is read.
    @inlinable
    func rowStates() -> [UInt8] {
        var states = [UInt8](repeating: RowState.hidden, count: store.count)
        for handle in freeHandles { states[handle] = RowState.absent }
        for section in sections {
            for chunk in section.rows.chunks {
                for slot in chunk { states[slot.handle] = RowState.shown }
            }
        }
        return states
    }

    // MARK: - Order

    /// The slot of `row`, whose identity is `id`: its value and identity read once, so comparisons need no closure.
    @inlinable
    func slot(for row: Row, id: ID, seq: Int, handle: Int) -> LiveSlot {
        guard let value = order.value else {
            return LiveSlot(value: nil, id: .int(0), seq: seq, handle: handle, descending: false)
        }
        return LiveSlot(value: value(row), id: idValue(id), seq: seq, handle: handle, descending: order.isDescending)
    }

    /// Whether section `a` goes before section `b`.
    @inlinable
    func sectionPrecedes(_ a: Section, _ b: Section) -> Bool {
        order.isSorted ? a.key < b.key : a.seq < b.seq
    }
}

extension LiveListModel: Sendable {}
