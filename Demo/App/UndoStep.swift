/// One step `u` goes back. An edit of people keeps only what undoes it,
/// so that editing a book of a million people never copies the book;
/// changes of the whole order keep the whole earlier book.
enum UndoStep: Sendable {
    /// The book as it was (a reverse, a regroup, a manual move, an edit
    /// while the comparator is suspended: where rows go is not implied).
    case book(AddressBook)
    /// Put `restore` back (earlier versions of changed people, and deleted
    /// people) and remove `remove` (people the edit added). Exact while the
    /// book is sorted: a person's place follows from the comparator alone.
    case people(restore: [Contact], remove: [Int])

    /// The book before the step, made from `book` (the book after it).
    func undo(_ book: AddressBook) -> AddressBook {
        switch self {
        case let .book(earlier):
            return earlier
        case let .people(restore, remove):
            var book = book
            book.update(restore, deleting: remove)
            return book
        }
    }
}
