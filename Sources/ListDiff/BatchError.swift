/// The kind of change a batch asks for, as named in ``BatchError`` messages.
public enum BatchOperation: String, Hashable, Sendable {
    case delete, insert, move, reload
    /// A reload of the deferred phase (new indices).
    case deferredReload = "deferred reload"

    /// Whether the operation's index refers to the list before the update.
    var usesOldIndices: Bool { self == .delete || self == .reload }
}

/// A batch that cannot be applied to the list it was given: an index out of
/// range, an index used twice, or two operations that contradict each other.
///
/// Messages read like UIKit's ("Invalid update: attempt to delete item 4 from
/// section 0 which only contains 3 items before the update"), so people who
/// know UICollectionView recognise them.
public enum BatchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section index beyond the sections that exist before (delete, move source, reload)
    /// or after (insert, move destination, deferred reload) the update.
    case sectionOutOfRange(BatchOperation, section: Int, sectionCount: Int, afterUpdate: Bool)
    /// An item path whose section does not exist before or after the update.
    case itemSectionOutOfRange(BatchOperation, path: ItemPath, sectionCount: Int, afterUpdate: Bool)
    /// An item index beyond the items of its section before or after the update.
    case itemOutOfRange(BatchOperation, path: ItemPath, itemCount: Int, afterUpdate: Bool)
    /// The same section index named twice by one kind of operation
    /// (or, for `.insert`, a slot that is both inserted and moved into).
    case sectionUsedTwice(BatchOperation, section: Int)
    /// The same item path named twice by one kind of operation
    /// (or, for `.insert`, a slot that is both inserted and moved into).
    case itemUsedTwice(BatchOperation, path: ItemPath)
    /// One section given two operations that exclude each other (delete and move, move and reload…).
    case conflictingSectionOperations(section: Int, BatchOperation, BatchOperation)
    /// One row given two operations that exclude each other (delete and reload, move and reload…).
    case conflictingItemOperations(path: ItemPath, BatchOperation, BatchOperation)
    /// A row deleted or reloaded inside a section that is itself deleted:
    /// the rows of a deleted section go with it and are not listed.
    case itemInDeletedSection(BatchOperation, path: ItemPath)
    /// A row listed as inserted into a section that is itself inserted: the
    /// section brings its rows (`itemCount` after the update), which are not listed.
    case itemInInsertedSection(path: ItemPath, itemCount: Int)
    /// An inserted section that, after the update, holds fewer rows
    /// (`itemCount`) than the batch moves into it (`movedIn`).
    case insertedSectionTooSmall(section: Int, itemCount: Int, movedIn: Int)

    /// A UIKit-style sentence naming the problem and where it is.
    public var description: String {
        func when(_ after: Bool) -> String { after ? "after" : "before" }
        func verb(_ op: BatchOperation) -> String {
            switch op {
            case .delete: "delete"
            case .insert: "insert"
            case .move: "move"
            case .reload: "reload"
            case .deferredReload: "reload (deferred)"
            }
        }
        let body: String
        switch self {
        case let .sectionOutOfRange(op, section, count, after):
            body = "attempt to \(verb(op)) section \(section), but there are only \(count) sections \(when(after)) the update"
        case let .itemSectionOutOfRange(op, path, count, after):
            body = "attempt to \(verb(op)) item \(path.item) in section \(path.section), but there are only \(count) sections \(when(after)) the update"
        case let .itemOutOfRange(op, path, count, after):
            body = "attempt to \(verb(op)) item \(path.item) in section \(path.section) which only contains \(count) items \(when(after)) the update"
        case let .sectionUsedTwice(op, section):
            body = op == .insert
                ? "attempt to insert or move more than one section into section \(section)"
                : "attempt to \(verb(op)) section \(section) twice"
        case let .itemUsedTwice(op, path):
            body = op == .insert
                ? "attempt to insert or move more than one item into index path \(path)"
                : "attempt to \(verb(op)) the item at index path \(path) twice"
        case let .conflictingSectionOperations(section, first, second):
            body = "attempt to \(verb(first)) and \(verb(second)) section \(section) in the same batch"
        case let .conflictingItemOperations(path, first, second):
            body = "attempt to \(verb(first)) and \(verb(second)) the same index path \(path) in the same batch"
        case let .itemInDeletedSection(op, path):
            body = "attempt to \(verb(op)) item \(path.item) \(op == .delete ? "from" : "in") section \(path.section), "
                + "but section \(path.section) is being deleted: the items of a deleted section go with it "
                + "and are not listed in items.\(op == .delete ? "deleted" : "reloaded")"
        case let .itemInInsertedSection(path, count):
            body = "attempt to insert item \(path.item) into section \(path.section), but section \(path.section) "
                + "is being inserted and brings its \(count) item\(count == 1 ? "" : "s") with it (items of an inserted section are not listed in items.inserted)"
        case let .insertedSectionTooSmall(section, count, movedIn):
            body = "invalid number of items in section \(section). The number of items contained in an inserted section "
                + "after the update (\(count)) must be at least the number of items moved into it (\(movedIn))"
        }
        return "Invalid update: " + body
    }
}
