/// The state of a sectioned list as identifiers only: ordered section
/// identifiers, the ordered item identifiers of each section, and which
/// items and sections are marked for reload — the `NSDiffableDataSourceSnapshot`
/// way of describing a list.
///
/// Build the next state with the familiar operations (`appendSections`,
/// `appendItems`, `insertItems(_:beforeItem:)`, `moveItem(_:afterItem:)`,
/// `reloadItems` …), then ask for the ``Changeset`` from the state shown now
/// with ``changeset(from:)``. Unlike Apple's snapshot, bad input never crashes:
/// every operation validates its arguments first and throws a
/// ``SnapshotError`` naming the identifier, leaving the snapshot unchanged.
///
/// Identifiers can be any `Hashable` type — an enum of row kinds
/// or `AnyHashable` lets one list mix headers, people and "load more" rows.
/// Item identifiers are unique across the whole snapshot.
///
/// Complexity, with S sections, m items in the section concerned and k
/// identifiers passed to the call: look-ups by identifier are O(1); appends
/// are O(k) amortised; inserting, deleting or moving items *inside* a section
/// shifts the rest of that section, O(k + m); inserting, deleting or moving
/// sections anywhere but at the end renumbers the sections after them, O(S)
/// (plus the items of deleted sections). Each method states its own cost.
public struct Snapshot<SectionID: Hashable, ItemID: Hashable> {
    /// The error type of every throwing operation.
    public typealias Failure = SnapshotError

    /// Section identifiers in order.
    var sectionOrder: [SectionID] = []
    /// Index of each section in `sectionOrder`.
    var sectionIndexes: [SectionID: Int] = [:]
    /// Item identifiers of each section, in order.
    var itemsBySection: [SectionID: [ItemID]] = [:]
    /// Where each item is: its section and its index in that section.
    var itemLocations: [ItemID: (section: SectionID, index: Int)] = [:]
    /// Items marked by `reloadItems`.
    var reloadedItems: Set<ItemID> = []
    /// Items marked by `reconfigureItems`.
    var reconfiguredItems: Set<ItemID> = []
    /// Sections marked by `reloadSections`.
    var reloadedSections: Set<SectionID> = []

    /// Creates an empty snapshot.
    public init() {}

    // MARK: Queries

    /// The number of sections. O(1).
    public var numberOfSections: Int { sectionOrder.count }

    /// The number of items in all sections. O(1).
    public var numberOfItems: Int { itemLocations.count }

    /// The section identifiers, in order. O(1).
    public var sectionIdentifiers: [SectionID] { sectionOrder }

    /// All item identifiers, section after section. O(n).
    public var itemIdentifiers: [ItemID] {
        sectionOrder.flatMap { itemsBySection[$0] ?? [] }
    }

    /// The number of items in `section`. O(1).
    /// - Throws: ``SnapshotError/sectionNotFound(_:)``.
    public func numberOfItems(inSection section: SectionID) throws(Failure) -> Int {
        try itemIdentifiers(inSection: section).count
    }

    /// The item identifiers of `section`, in order. O(1).
    /// - Throws: ``SnapshotError/sectionNotFound(_:)``.
    public func itemIdentifiers(inSection section: SectionID) throws(Failure) -> [ItemID] {
        guard let items = itemsBySection[section] else { throw .sectionNotFound(identifierText(section)) }
        return items
    }

    /// The index of `section`, or `nil` if it is not in the snapshot. O(1).
    public func indexOfSection(_ section: SectionID) -> Int? { sectionIndexes[section] }

    /// The position of `item` in ``itemIdentifiers`` (counting across
    /// sections, as Apple's snapshot does), or `nil` if it is not in the
    /// snapshot. O(S): the sizes of the sections before it are summed.
    public func indexOfItem(_ item: ItemID) -> Int? {
        guard let path = indexPath(ofItem: item) else { return nil }
        var offset = path.item
        for s in sectionOrder[..<path.section] { offset += itemsBySection[s]?.count ?? 0 }
        return offset
    }

    /// The section index and item index of `item`, or `nil`. O(1).
    public func indexPath(ofItem item: ItemID) -> ItemPath? {
        guard let location = itemLocations[item], let s = sectionIndexes[location.section] else { return nil }
        return ItemPath(item: location.index, section: s)
    }

    /// The section that holds `item`, or `nil` if it is not in the snapshot. O(1).
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
        itemLocations[item]?.section
    }

    /// Items marked with ``reloadItems(_:)``, in snapshot order. O(n).
    public var reloadedItemIdentifiers: [ItemID] { itemIdentifiers.filter { reloadedItems.contains($0) } }

    /// Items marked with ``reconfigureItems(_:)``, in snapshot order. O(n).
    public var reconfiguredItemIdentifiers: [ItemID] { itemIdentifiers.filter { reconfiguredItems.contains($0) } }

    /// Sections marked with ``reloadSections(_:)``, in snapshot order. O(S).
    public var reloadedSectionIdentifiers: [SectionID] { sectionOrder.filter { reloadedSections.contains($0) } }

    /// Removes every reload and reconfigure mark, as after the snapshot has
    /// been applied (the next snapshot built from it starts clean). O(marks).
    public mutating func clearReloadMarks() {
        reloadedItems.removeAll()
        reconfiguredItems.removeAll()
        reloadedSections.removeAll()
    }

    // MARK: Shared helpers

    /// Records the index of every section from `start` on.
    mutating func renumberSections(from start: Int) {
        for i in start..<sectionOrder.count { sectionIndexes[sectionOrder[i]] = i }
    }

    /// Records the location of every item of `section` from `start` on.
    mutating func renumberItems(of section: SectionID, from start: Int) {
        guard let items = itemsBySection[section] else { return }
        for i in max(start, 0)..<items.count { itemLocations[items[i]] = (section, i) }
    }

    /// Throws if an identifier is repeated in `ids` or already in the snapshot.
    func checkNewItems(_ ids: [ItemID]) throws(Failure) {
        var seen = Set<ItemID>()
        for id in ids {
            if itemLocations[id] != nil { throw .duplicateItem(identifierText(id), existingPath: indexPath(ofItem: id)) }
            guard seen.insert(id).inserted else { throw .duplicateItem(identifierText(id), existingPath: nil) }
        }
    }

    /// Throws if a section identifier is repeated in `ids` or already in the snapshot.
    func checkNewSections(_ ids: [SectionID]) throws(Failure) {
        var seen = Set<SectionID>()
        for id in ids {
            if let index = sectionIndexes[id] { throw .duplicateSection(identifierText(id), existingIndex: index) }
            guard seen.insert(id).inserted else { throw .duplicateSection(identifierText(id), existingIndex: nil) }
        }
    }
}

extension Snapshot: Equatable {
    /// Same sections and items in the same order, with the same marks.
    public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
        lhs.sectionOrder == rhs.sectionOrder && lhs.itemsBySection == rhs.itemsBySection
            && lhs.reloadedItems == rhs.reloadedItems && lhs.reconfiguredItems == rhs.reconfiguredItems
            && lhs.reloadedSections == rhs.reloadedSections
    }
}

extension Snapshot: Sendable where SectionID: Sendable, ItemID: Sendable {}

/// The text an error uses to name an identifier.
func identifierText(_ id: some Hashable) -> String { String(describing: id) }
