import CollectionView
import ListDiff

/// The demo's model: every person, kept sorted and grouped by a
/// ``SortedSections``, plus the sort direction and the grouping. A value:
/// undo keeps earlier copies.
struct AddressBook: Sendable {
    /// The sorted, grouped people.
    private(set) var model: SortedSections<Contact, String>
    /// A→Z (true) or Z→A.
    private(set) var ascending: Bool
    /// How people are split into sections.
    private(set) var grouping: Grouping

    /// A book holding `contacts`, sorted A→Z and grouped by first letter.
    init(contacts: [Contact], ascending: Bool = true, grouping: Grouping = .firstLetter) {
        self.ascending = ascending
        self.grouping = grouping
        model = SortedSections(sectionKey: { grouping.key(of: $0) }, areInIncreasingOrder: Self.order(ascending: ascending))
        // Ids from the generator are unique; a duplicate would only leave the book empty.
        _ = try? model.setItems(contacts)
    }

    /// Name order, ties by id so that the order is total.
    static func order(ascending: Bool) -> @Sendable (Contact, Contact) -> Bool {
        if ascending {
            return { (a: Contact, b: Contact) -> Bool in a.sortKey != b.sortKey ? a.sortKey < b.sortKey : a.id < b.id }
        }
        return { (a: Contact, b: Contact) -> Bool in a.sortKey != b.sortKey ? a.sortKey > b.sortKey : a.id > b.id }
    }

    /// The number of people.
    var count: Int { model.numberOfItems }

    /// Everyone, in display order.
    var people: [Contact] { model.allItems }

    /// Sections and the ids in them, in order: equal arrangements show the same rows in the same places.
    var arrangement: [String] {
        model.sections.map { section in section.key + ":" + section.items.map { String($0.id) }.joined(separator: ",") }
    }

    /// The person with `id`, if there is one.
    func person(_ id: Int) -> Contact? { model.item(withID: id) }

    /// Removes the person with `id`; false when there is none.
    @discardableResult
    mutating func delete(_ id: Int) -> Bool {
        (try? model.update(delete: [id])) != nil
    }

    /// Adds or replaces `people` and removes `deleted` in one change; false
    /// (and nothing changed) when the request does not fit the book.
    @discardableResult
    mutating func update(_ people: [Contact], deleting deleted: [Int] = []) -> Bool {
        (try? model.update(addOrUpdate: people, delete: deleted)) != nil
    }

    /// Reverses the sort: sections and rows fly to their mirrored places.
    mutating func reverse() {
        ascending.toggle()
        model.setComparator(Self.order(ascending: ascending))
    }

    /// Regroups everyone.
    mutating func regroup(_ newGrouping: Grouping) {
        grouping = newGrouping
        model.setSectionKey { newGrouping.key(of: $0) }
    }

    /// Moves a row where the user dropped it (paths as `SortedSections.moveItem(from:to:)`
    /// takes them); false, with nothing changed, when the paths do not fit.
    @discardableResult
    mutating func moveItem(from: ItemPath, to: ItemPath) -> Bool {
        (try? model.moveItem(from: from, to: to)) != nil
    }

    /// What the list shows: only people whose name contains `filter`
    /// (case and accents ignored), sections without a match left out. O(n).
    func display(filter: String) -> DisplayList {
        let query = TextFilter(filter)
        var result: DisplayList = []
        result.reserveCapacity(model.numberOfSections)
        for section in model.sections {
            let items = query.isEmpty ? section.items : section.items.filter { query.matches($0.sortKey) }
            if items.isEmpty, !query.isEmpty { continue }
            result.append(ListSection(model: SectionHeader(key: section.key), items: items))
        }
        return result
    }
}
