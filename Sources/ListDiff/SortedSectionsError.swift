/// Why a ``SortedSections`` operation was refused. The model is left exactly
/// as it was before the call.
///
/// Identities are carried as their `String(describing:)` text (as in
/// ``DiffError``), so the error is `Sendable` whatever the identity type.
public enum SortedSectionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which index path of a call was out of range.
    public enum PathRole: String, Hashable, Sendable {
        /// The path given to `removeItem(at:)` or `item(at:)`.
        case item
        /// The source path of `moveItem(from:to:)`.
        case moveSource = "move source"
        /// The destination path of `moveItem(from:to:)`.
        case moveDestination = "move destination"
    }

    /// Two items with one identifier in the items given to `setItems(_:)` or
    /// `update(addOrUpdate:delete:)`, at these positions of that array.
    case duplicateItem(String, firstIndex: Int, secondIndex: Int)
    /// One identifier listed twice in the `delete` argument, at these positions.
    case duplicateDeletion(String, firstIndex: Int, secondIndex: Int)
    /// One identifier both added/updated (at `addOrUpdateIndex`) and deleted (at `deleteIndex`).
    case updatedAndDeleted(String, addOrUpdateIndex: Int, deleteIndex: Int)
    /// An identifier to delete (at `deleteIndex` of the `delete` argument) that is not in the model.
    case itemNotFound(String, deleteIndex: Int)
    /// A path whose section does not exist (`sectionCount` sections).
    case sectionOutOfRange(ItemPath, role: PathRole, sectionCount: Int)
    /// A path whose item index is beyond its section (`itemCount` items; for a
    /// move destination, the count the section will have, so `itemCount` itself is allowed).
    case itemOutOfRange(ItemPath, role: PathRole, itemCount: Int)

    /// A sentence naming the identifier or path and where it is.
    public var description: String {
        switch self {
        case let .duplicateItem(id, first, second):
            "item \"\(id)\" is given twice, at positions \(first) and \(second)"
        case let .duplicateDeletion(id, first, second):
            "item \"\(id)\" is deleted twice, at positions \(first) and \(second) of the deletions"
        case let .updatedAndDeleted(id, update, delete):
            "item \"\(id)\" is both added or updated (position \(update)) and deleted (position \(delete) of the deletions)"
        case let .itemNotFound(id, index):
            "cannot delete item \"\(id)\" (position \(index) of the deletions): it is not in the model"
        case let .sectionOutOfRange(path, role, count):
            "\(role.rawValue) \(path): there is no section \(path.section) (the model has \(count) sections)"
        case let .itemOutOfRange(path, role, count):
            "\(role.rawValue) \(path): section \(path.section) has \(count) items"
        }
    }
}
