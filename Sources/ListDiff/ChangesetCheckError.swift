/// Why a ``Changeset`` does not turn one list into another, found by
/// ``Changeset/check(from:to:)``: what is wrong and where, for code, and a
/// UIKit-style sentence (``description``) for people.
///
/// Ids are kept as they are shown in the message (a `String` id in quotes,
/// any other as `String(describing:)`), so the error is `Sendable` whatever
/// the list's identifier type.
public enum ChangesetCheckError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What a section count error knows about an existing section (one the batch keeps or moves).
    public struct ExistingSection: Hashable, Sendable {
        /// Its index before the update.
        public var oldIndex: Int
        /// Its number of items before the update.
        public var oldCount: Int
        /// Items the batch inserts into it and deletes from it.
        public var inserted: Int, deleted: Int
        /// Items the batch moves into it from other sections, and out of it to others.
        public var movedIn: Int, movedOut: Int

        /// Creates the description of an existing section's counts.
        public init(oldIndex: Int, oldCount: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int) {
            self.oldIndex = oldIndex
            self.oldCount = oldCount
            self.inserted = inserted
            self.deleted = deleted
            self.movedIn = movedIn
            self.movedOut = movedOut
        }
    }

    /// The batch does not fit the old list's counts (an index out of range,
    /// used twice, or two operations that contradict each other).
    case batch(BatchError)
    /// The new list has `actual` sections; the batch applied to the old one (`oldCount` sections,
    /// `inserted` inserted and `deleted` deleted) gives `expected`.
    case sectionCount(expected: Int, actual: Int, oldCount: Int, inserted: Int, deleted: Int)
    /// New section `section` has `actual` items; the batch gives it `expected`. `existing` describes the
    /// section before the update, `nil` when the batch inserts it.
    case itemCount(section: Int, expected: Int, actual: Int, existing: ExistingSection?)
    /// The batch puts old section `oldSection` (id `oldID`) at new index `section`, where the new list has `id`.
    case sectionIdentity(section: Int, id: String, oldSection: Int, oldID: String)
    /// The batch puts the old row at `oldPath` (id `oldID`) at new `path`, where the new list has `id`.
    case itemIdentity(path: ItemPath, id: String, oldPath: ItemPath, oldID: String)
    /// The header of new section `section` (id `id`) changed, but the batch does not reload it.
    case headerNotReloaded(section: Int, id: String)
    /// The row at new `path` (id `id`) changed, but the batch does not reload it.
    case itemNotReloaded(path: ItemPath, id: String)

    /// One line starting with `Invalid update:`, in UIKit's words, naming the problem and where it is.
    public var description: String {
        switch self {
        case let .batch(error):
            return error.description
        case let .sectionCount(_, actual, oldCount, inserted, deleted):
            return "Invalid update: invalid number of sections. The number of sections contained in the collection view "
                + "after the update (\(actual)) must be equal to the number of sections contained in the collection view "
                + "before the update (\(oldCount)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        case let .itemCount(t, expected, actual, nil):
            return "Invalid update: invalid number of items in section \(t). The number of items contained in "
                + "section \(t) after the update (\(actual)) must be equal to the number the batch implies (\(expected))."
        case let .itemCount(t, _, actual, existing?):
            return "Invalid update: invalid number of items in section \(t). The number of items contained in an "
                + "existing section after the update (\(actual)) must be equal to the number of items contained in that "
                + "section before the update (\(existing.oldCount)), plus or minus the number of items inserted or deleted "
                + "from that section (\(existing.inserted) inserted, \(existing.deleted) deleted) and plus or minus the number "
                + "of items moved into or out of that section (\(existing.movedIn) moved in, \(existing.movedOut) moved out)."
        case let .sectionIdentity(t, id, s, oldID):
            return "Invalid update: section \(t) after the update has id \(id), "
                + "but the batch puts the section with id \(oldID) (section \(s) before the update) there"
        case let .itemIdentity(path, id, oldPath, oldID):
            return "Invalid update: the item at index path \(path) after the update has id \(id), "
                + "but the batch puts the item with id \(oldID) (index path \(oldPath) before the update) there"
        case let .headerNotReloaded(t, id):
            return "Invalid update: the header of section \(t) (id \(id)) changes, but the batch does not reload it "
                + "(sections.reloaded at its old index, or deferred.sections if it moved)"
        case let .itemNotReloaded(path, id):
            return "Invalid update: the item at index path \(path) (id \(id)) changes, but the batch does not reload it "
                + "(items.reloaded at its old path, or deferred.items if it moved)"
        }
    }

    /// An id as messages show it: a `String` (also inside an `AnyHashable`) in quotes, anything else as printed.
    public static func show(_ id: some Hashable) -> String {
        let value = AnyHashable(id).base
        if let text = value as? String { return "\"\(text)\"" }
        return String(describing: value)
    }

    /// The section-count error of `changeset` applied to `oldCount` sections.
    public static func sectionCount(_ changeset: Changeset, oldCount: Int, expected: Int, actual: Int) -> Self {
        .sectionCount(expected: expected, actual: actual, oldCount: oldCount,
                      inserted: changeset.sections.inserted.count, deleted: changeset.sections.deleted.count)
    }

    /// The item-count error of new section `t` under `changeset` and its `mapping` from sections of `oldItemCounts`.
    public static func itemCount(
        _ changeset: Changeset, mapping: BatchMapping, oldItemCounts: [Int], section t: Int, expected: Int, actual: Int
    ) -> Self {
        guard let s = mapping.sectionSources[t] else { return .itemCount(section: t, expected: expected, actual: actual, existing: nil) }
        let items = changeset.items
        let existing = ExistingSection(
            oldIndex: s, oldCount: oldItemCounts[s],
            inserted: items.inserted.count { $0.section == t },
            deleted: items.deleted.count { $0.section == s },
            movedIn: items.moved.count { $0.to.section == t && $0.from.section != s },
            movedOut: items.moved.count { $0.from.section == s && $0.to.section != t }
        )
        return .itemCount(section: t, expected: expected, actual: actual, existing: existing)
    }
}
