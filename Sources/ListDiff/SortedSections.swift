/// A model that owns a list of items, keeps them sorted by a comparator and
/// grouped into sections by a key — a sorted address book — and returns,
/// for every change, the ``Changeset`` from the state before to the state after.
///
/// ```swift
/// var book = SortedSections<Contact, Character>(
///     sectionKey: { $0.name.first ?? "#" },
///     areInIncreasingOrder: { $0.name < $1.name })
/// var change = try book.setItems(contacts)            // full diff
/// change = try book.update(addOrUpdate: [edited], delete: [gone.id])  // incremental
/// ```
///
/// Items are identified by their `Differentiable` identity (`id` for a
/// type whose `differenceIdentifier` is its `id`) and compared for updates
/// with `isContentEqual(to:)`. Sections appear when their first item arrives
/// and disappear when their last leaves. Sections are ordered by their first
/// item, so with a comparator that agrees with the section key (names and
/// their first letter) section order follows the comparator, and reversing
/// the comparator reverses the sections too. Items the comparator finds
/// equal stay in the order they arrived.
///
/// **Manual order.** ``moveItem(from:to:)`` puts a row where the user
/// dropped it; the comparator is then *suspended* (``isComparatorSuspended``)
/// until ``resort()`` or ``setComparator(_:)`` restores sorted order (or
/// ``setItems(_:)`` replaces everything). While suspended, an edited item
/// whose section key is unchanged stays where it is; a new item — or one
/// whose section key changed — goes just before the first row of its section
/// that the comparator orders after it (its sorted place when the section is
/// otherwise sorted), and a new section goes before the first section whose
/// first row the comparator orders after its own.
///
/// **Cost.** Each section keeps its rows in a sorted array, so
/// ``update(addOrUpdate:delete:)``, ``removeItem(at:)`` and
/// ``moveItem(from:to:)`` find rows by binary search, insert and remove them
/// in place, and build the changeset from the rows they touched:
/// O(k (log m + m)) for k items in sections of m rows (the m is a memory
/// move), plus O(S) to renumber sections when one appears, disappears or
/// moves — never a re-sort or a diff of the whole list. While the comparator
/// is suspended, finding a row is a scan of its section, O(m).
/// ``setItems(_:)``, ``resort()`` and ``setComparator(_:)`` sort everything
/// and diff the whole list: O(n log n).
public struct SortedSections<Item: Differentiable, SectionKey: Hashable> {
    /// The identity of an item.
    public typealias ID = Item.DifferenceIdentifier
    /// The error type of every throwing operation.
    public typealias Failure = SortedSectionsError

    /// One section: its key and its items in order.
    public struct Section {
        /// The key every item of the section shares (its header).
        public let key: SectionKey
        /// The items, in display order.
        public internal(set) var items: [Item]
        /// Arrival numbers of `items`, parallel to it: the tie-break that
        /// makes the order total, so a row is found by binary search.
        var seqs: [Int]

        init(key: SectionKey, items: [Item] = [], seqs: [Int] = []) {
            self.key = key
            self.items = items
            self.seqs = seqs
        }
    }

    /// What the model knows of each item: its current value and arrival number.
    struct Row {
        var item: Item
        var seq: Int
    }

    var sectionKeyOf: @Sendable (Item) -> SectionKey
    var comparator: @Sendable (Item, Item) -> Bool

    /// The sections, in display order.
    public internal(set) var sections: [Section] = []
    /// Index of each section in `sections`.
    var sectionIndexes: [SectionKey: Int] = [:]
    /// Every item by identity.
    var rows: [ID: Row] = [:]
    /// Items a manual move put in a section other than their key's (only while suspended).
    var overrides: [ID: SectionKey] = [:]
    /// Items moved by hand since the last sort: the ones `resort()` moves back.
    var manuallyMoved: Set<ID> = []
    /// The next arrival number.
    var nextSeq = 0

    /// Whether a manual ``moveItem(from:to:)`` has suspended the comparator;
    /// ``resort()`` or ``setComparator(_:)`` ends it.
    public internal(set) var isComparatorSuspended = false

    /// Creates an empty model.
    /// - Parameters:
    ///   - sectionKey: the section an item belongs to.
    ///   - areInIncreasingOrder: a strict weak order of items (as for `sort(by:)`).
    public init(
        sectionKey: @escaping @Sendable (Item) -> SectionKey,
        areInIncreasingOrder: @escaping @Sendable (Item, Item) -> Bool
    ) {
        self.sectionKeyOf = sectionKey
        self.comparator = areInIncreasingOrder
    }

    // MARK: Reading

    /// The number of sections. O(1).
    public var numberOfSections: Int { sections.count }

    /// The number of items in all sections. O(1).
    public var numberOfItems: Int { rows.count }

    /// The section keys, in order. O(S).
    public var sectionKeys: [SectionKey] { sections.map(\.key) }

    /// All items, section after section. O(n).
    public var allItems: [Item] { sections.flatMap(\.items) }

    /// The number of items in section `section`, or 0 if there is no such section. O(1).
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    /// The item at `path`.
    /// - Throws: ``SortedSectionsError/sectionOutOfRange(_:role:sectionCount:)`` or
    ///   ``SortedSectionsError/itemOutOfRange(_:role:itemCount:)``. O(1).
    public func item(at path: ItemPath) throws(Failure) -> Item {
        try checkPath(path, role: .item)
        return sections[path.section].items[path.item]
    }

    /// The current value of the item with identity `id`, or `nil`. O(1).
    public func item(withID id: ID) -> Item? { rows[id]?.item }

    /// The index of the section with `key`, or `nil` if no item has that key. O(1).
    public func sectionIndex(forKey key: SectionKey) -> Int? { sectionIndexes[key] }

    /// Where the item with identity `id` is, or `nil` if it is not in the model.
    /// O(log m) while sorted, O(m) while the comparator is suspended.
    public func indexPath(of id: ID) -> ItemPath? {
        guard let row = rows[id], let s = sectionIndexes[homeKey(of: id, row: row)],
              let i = index(of: row, inSection: s) else { return nil }
        return ItemPath(item: i, section: s)
    }

    // MARK: Order helpers

    /// The total order: the comparator, then arrival.
    func precedes(_ a: Item, _ aSeq: Int, _ b: Item, _ bSeq: Int) -> Bool {
        if comparator(a, b) { return true }
        if comparator(b, a) { return false }
        return aSeq < bSeq
    }

    /// Whether the comparator sees no difference between two values.
    func sortsEqual(_ a: Item, _ b: Item) -> Bool { !comparator(a, b) && !comparator(b, a) }

    /// The section an item is in: its key's, unless a manual move put it elsewhere.
    func homeKey(of id: ID, row: Row) -> SectionKey { overrides[id] ?? sectionKeyOf(row.item) }

    /// Where `row` is in section `s`: binary search while sorted, a scan otherwise
    /// (or if the comparator turned out inconsistent).
    func index(of row: Row, inSection s: Int) -> Int? {
        let section = sections[s]
        if !isComparatorSuspended {
            let i = insertionIndex(of: row.item, seq: row.seq, in: section)
            if i < section.seqs.count, section.seqs[i] == row.seq { return i }
        }
        return section.seqs.firstIndex(of: row.seq)
    }

    /// Where a row belongs in `section`: lower bound in the total order while
    /// sorted; while suspended, before the first row the comparator orders after it.
    func insertionIndex(of item: Item, seq: Int, in section: Section) -> Int {
        if isComparatorSuspended {
            return section.items.firstIndex { comparator(item, $0) } ?? section.items.count
        }
        return section.items.indices.partitioningIndex { !precedes(section.items[$0], section.seqs[$0], item, seq) }
    }

    /// Throws if `path` names no row.
    func checkPath(_ path: ItemPath, role: Failure.PathRole) throws(Failure) {
        guard sections.indices.contains(path.section) else {
            throw .sectionOutOfRange(path, role: role, sectionCount: sections.count)
        }
        guard sections[path.section].items.indices.contains(path.item) else {
            throw .itemOutOfRange(path, role: role, itemCount: sections[path.section].items.count)
        }
    }

    /// Records the index of every section from `start` on.
    mutating func renumberSections(from start: Int = 0) {
        for i in start..<sections.count { sectionIndexes[sections[i].key] = i }
    }
}

extension SortedSections: Sendable where Item: Sendable, Item.DifferenceIdentifier: Sendable, SectionKey: Sendable {}
extension SortedSections.Section: Sendable where Item: Sendable, SectionKey: Sendable {}
extension SortedSections.Row: Sendable where Item: Sendable {}

extension SortedSections.Section: Equatable where Item: Equatable {
    /// Same key and same items in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key && lhs.items == rhs.items }
}
