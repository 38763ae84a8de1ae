/// The state of a sectioned list as identifiers only: ordered section
/// identifiers, the ordered item identifiers of each section, and which
/// items and sections are marked for reload — the `NSDiffableDataSourceSnapshot`
/// way of describing a list.
///
/// Build the next state with the familiar operations (`appendSections`,
/// `appendItems`, `insertItems(_:beforeItem:)`, `moveItem(_:afterItem:)`,
/// `reloadItems` …), then ask for the ``Changeset`` from the state shown now
/// with ``changeset(from:options:)``. Unlike Apple's snapshot, bad input never crashes:
/// every operation validates its arguments first and throws a
/// ``SnapshotError`` naming the identifier, leaving the snapshot unchanged.
///
/// Identifiers can be any `Hashable` type — an enum of row kinds
/// or `AnyHashable` lets one list mix headers, people and "load more" rows.
/// Item identifiers are unique across the whole snapshot.
///
/// Complexity: sections and the items of each section are kept in
/// position trees (treaps with stable handles), so every operation costs
/// O(log n) expected per identifier passed to it — inserting, deleting or
/// moving anywhere, and finding the index of an identifier — except the ones
/// that inherently touch many items: listing identifiers (O(items listed)),
/// deleting a section (O(its items)), comparing snapshots and diffing them.
/// Each method states its own cost.
public struct Snapshot<SectionID: Hashable, ItemID: Hashable> {
    /// The error type of every throwing operation.
    public typealias Failure = SnapshotError

    /// Section identifiers in order; each section's weight is its item count.
    var sectionTree = PositionTree<SectionID>()
    /// Each section's handle in `sectionTree` and its items: one entry, so a
    /// section in the snapshot always has both.
    var sections: [SectionID: SectionEntry] = [:]
    /// Where each item is: its section and its handle in that section's tree.
    var itemLocations: [ItemID: (section: SectionID, handle: Int)] = [:]
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
    public var numberOfSections: Int { sectionTree.count }

    /// The number of items in all sections. O(1).
    public var numberOfItems: Int { itemLocations.count }

    /// The section identifiers, in order. O(S).
    public var sectionIdentifiers: [SectionID] { sectionTree.elements }

    /// All item identifiers, section after section. O(n).
    public var itemIdentifiers: [ItemID] {
        sectionTree.elements.flatMap { entry(ofRecorded: $0).items.elements }
    }

    /// The number of items in `section`. O(1).
    /// - Throws: ``SnapshotError/sectionNotFound(_:)``.
    public func numberOfItems(inSection section: SectionID) throws(Failure) -> Int {
        guard let entry = sections[section] else { throw .sectionNotFound(identifierText(section)) }
        return entry.items.count
    }

    /// The item identifiers of `section`, in order. O(m) for m items.
    /// - Throws: ``SnapshotError/sectionNotFound(_:)``.
    public func itemIdentifiers(inSection section: SectionID) throws(Failure) -> [ItemID] {
        guard let entry = sections[section] else { throw .sectionNotFound(identifierText(section)) }
        return entry.items.elements
    }

    /// The index of `section`, or `nil` if it is not in the snapshot. O(log S) expected.
    public func indexOfSection(_ section: SectionID) -> Int? {
        sections[section].map { sectionTree.index(of: $0.handle) }
    }

    /// The position of `item` in ``itemIdentifiers`` (counting across
    /// sections, as Apple's snapshot does), or `nil` if it is not in the
    /// snapshot. O(log n) expected.
    public func indexOfItem(_ item: ItemID) -> Int? {
        guard let location = itemLocations[item] else { return nil }
        let entry = self.entry(ofRecorded: location.section)
        return sectionTree.weight(before: entry.handle) + entry.items.index(of: location.handle)
    }

    /// The section index and item index of `item`, or `nil`. O(log n) expected.
    public func indexPath(ofItem item: ItemID) -> ItemPath? {
        guard let location = itemLocations[item] else { return nil }
        let entry = self.entry(ofRecorded: location.section)
        return ItemPath(item: entry.items.index(of: location.handle), section: sectionTree.index(of: entry.handle))
    }

    /// The section that holds `item`, or `nil` if it is not in the snapshot. O(1).
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
        itemLocations[item]?.section
    }

    /// Items marked with ``reloadItems(_:)``, in snapshot order. O(r log n) for r marks.
    public var reloadedItemIdentifiers: [ItemID] { inListOrder(reloadedItems) }

    /// Items marked with ``reconfigureItems(_:)``, in snapshot order. O(r log n) for r marks.
    public var reconfiguredItemIdentifiers: [ItemID] { inListOrder(reconfiguredItems) }

    /// Sections marked with ``reloadSections(_:)``, in snapshot order. O(r log S) for r marks.
    public var reloadedSectionIdentifiers: [SectionID] {
        reloadedSections.compactMap { id in indexOfSection(id).map { ($0, id) } }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Removes every reload and reconfigure mark, as after the snapshot has
    /// been applied (the next snapshot built from it starts clean). O(marks).
    public mutating func clearReloadMarks() {
        reloadedItems.removeAll()
        reconfiguredItems.removeAll()
        reloadedSections.removeAll()
    }

    // MARK: Shared helpers

    private func inListOrder(_ marks: Set<ItemID>) -> [ItemID] {
        marks.compactMap { id in indexOfItem(id).map { ($0, id) } }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Inserts items into `section` at `index` and records where they are.
    /// O(k log m) expected.
    /// - Precondition: `section` is in the snapshot and `index` in `0...count` (callers check first).
    mutating func insertItems(_ identifiers: [ItemID], in section: SectionID, at index: Int) {
        // Taken out while it changes, so the tree is not shared and never copied.
        var entry = takeEntry(ofRecorded: section)
        let handles = entry.items.insert(identifiers, at: index)
        for (id, handle) in zip(identifiers, handles) { itemLocations[id] = (section, handle) }
        sectionTree.setWeight(entry.handle, entry.items.count)
        sections[section] = entry
    }

    /// Removes an item from its section's tree (its marks stay). O(log m) expected.
    mutating func detachItem(_ item: ItemID) {
        guard let location = itemLocations[item] else { return }
        itemLocations[item] = nil
        var entry = takeEntry(ofRecorded: location.section)
        entry.items.remove(location.handle)
        sectionTree.setWeight(entry.handle, entry.items.count)
        sections[location.section] = entry
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
            if let index = indexOfSection(id) { throw .duplicateSection(identifierText(id), existingIndex: index) }
            guard seen.insert(id).inserted else { throw .duplicateSection(identifierText(id), existingIndex: nil) }
        }
    }
}

extension Snapshot: Equatable {
    /// Same sections and items in the same order, with the same marks. O(n).
    public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
        lhs.sectionIdentifiers == rhs.sectionIdentifiers
            && lhs.sectionIdentifiers.allSatisfy { lhs.sections[$0]?.items.elements == rhs.sections[$0]?.items.elements }
            && lhs.reloadedItems == rhs.reloadedItems && lhs.reconfiguredItems == rhs.reconfiguredItems
            && lhs.reloadedSections == rhs.reloadedSections
    }
}

extension Snapshot: Sendable where SectionID: Sendable, ItemID: Sendable {}

/// The text an error uses to name an identifier.
func identifierText(_ id: some Hashable) -> String { String(describing: id) }
