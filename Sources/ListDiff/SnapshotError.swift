/// Why a ``Snapshot`` operation was refused. The snapshot is left exactly as
/// it was before the call.
///
/// Where `NSDiffableDataSourceSnapshot` crashes, ``Snapshot`` throws one of
/// these; each case names the identifier and, when it has one, its position.
///
/// Identifiers are carried as their `String(describing:)` text (as in
/// ``DiffError``), so that the error is `Sendable` whatever the identifier
/// type — `AnyHashable` included.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section identifier that is already in the snapshot (at `existingIndex`), or
    /// that appears twice in the identifiers given to one call (`existingIndex == nil`).
    case duplicateSection(String, existingIndex: Int?)
    /// An item identifier that is already in the snapshot (at `existingPath`), or
    /// that appears twice in the identifiers given to one call (`existingPath == nil`).
    /// Item identifiers are unique across the whole snapshot, not only per section.
    case duplicateItem(String, existingPath: ItemPath?)
    /// A section identifier that is not in the snapshot.
    case sectionNotFound(String)
    /// An item identifier that is not in the snapshot.
    case itemNotFound(String)
    /// `appendItems(_:toSection:)` without a section, on a snapshot that has no section.
    case noSectionToAppendTo
    /// A section moved before or after itself.
    case sectionMovedRelativeToItself(String)
    /// An item moved before or after itself.
    case itemMovedRelativeToItself(String)

    /// A sentence naming the identifier and where it is.
    public var description: String {
        switch self {
        case let .duplicateSection(id, index?):
            "section \"\(id)\" is already in the snapshot at index \(index)"
        case let .duplicateSection(id, nil):
            "section \"\(id)\" is given twice in one call"
        case let .duplicateItem(id, path?):
            "item \"\(id)\" is already in the snapshot at \(path) (item identifiers must be unique across all sections)"
        case let .duplicateItem(id, nil):
            "item \"\(id)\" is given twice in one call"
        case let .sectionNotFound(id):
            "section \"\(id)\" is not in the snapshot"
        case let .itemNotFound(id):
            "item \"\(id)\" is not in the snapshot"
        case .noSectionToAppendTo:
            "cannot append items: the snapshot has no section (append a section first)"
        case let .sectionMovedRelativeToItself(id):
            "section \"\(id)\" cannot be moved relative to itself"
        case let .itemMovedRelativeToItself(id):
            "item \"\(id)\" cannot be moved relative to itself"
        }
    }
}
