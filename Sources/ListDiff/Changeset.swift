/// One batch of changes between two sectioned lists, in the index
/// conventions of `UICollectionView.performBatchUpdates`, plus a deferred
/// phase of reloads that must run after the batch has finished.
///
/// | field | indices are |
/// | --- | --- |
/// | `sections.deleted`, `sections.reloaded` | old |
/// | `sections.inserted` | new |
/// | `sections.moved` | old → new |
/// | `items.deleted`, `items.reloaded` | old paths |
/// | `items.inserted` | new paths |
/// | `items.moved` | old path → new path |
/// | `deferred.sections`, `deferred.items` | new |
///
/// Whole sections bring and take their rows, as in UIKit and DifferenceKit:
/// the rows of an inserted section are not listed in `items.inserted`, the
/// rows of a deleted section are not listed in `items.deleted`; a row moved
/// into or out of such a section is still in `items.moved`. Listing them
/// anyway is an invalid batch (``BatchError/itemInInsertedSection(path:itemCount:)``,
/// ``BatchError/itemInDeletedSection(_:path:)``).
///
/// A header or row whose content changed *and* that moved is never reloaded
/// in the first batch (UIKit's "move and reload the same index path" crash);
/// it is listed in `deferred` at its new index instead. See
/// ``BatchMapping`` for the exact rule that applies a changeset to a list.
///
/// Every list is kept sorted ascending (moves by their source), so two
/// changesets describing the same batch compare equal.
public struct Changeset: Hashable, Sendable, CustomStringConvertible {
    /// Changes to whole sections.
    public struct Sections: Hashable, Sendable {
        /// Old indices of removed sections (with every row not moved out of them).
        public var deleted: [Int]
        /// New indices of added sections (with their rows, which `items.inserted` does not list).
        public var inserted: [Int]
        /// Sections that moved, old index → new index; rows that stay inside move with them.
        public var moved: [Move<Int>]
        /// Old indices of sections whose header content changed and that did not move.
        public var reloaded: [Int]

        /// Creates the section part of a batch; the lists are sorted.
        public init(deleted: [Int] = [], inserted: [Int] = [], moved: [Move<Int>] = [], reloaded: [Int] = []) {
            self.deleted = deleted.sorted()
            self.inserted = inserted.sorted()
            self.moved = moved.sorted()
            self.reloaded = reloaded.sorted()
        }

        /// True when nothing happens to any section.
        public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && moved.isEmpty && reloaded.isEmpty }
    }

    /// Changes to rows.
    public struct Items: Hashable, Sendable {
        /// Old paths of removed rows (never rows of a deleted section: they go with it).
        public var deleted: [ItemPath]
        /// New paths of added rows (never rows of an inserted section: they come with it).
        public var inserted: [ItemPath]
        /// Rows that moved, old path → new path, possibly across sections.
        public var moved: [Move<ItemPath>]
        /// Old paths of rows whose content changed and that did not move.
        public var reloaded: [ItemPath]

        /// Creates the row part of a batch; the lists are sorted.
        public init(deleted: [ItemPath] = [], inserted: [ItemPath] = [], moved: [Move<ItemPath>] = [], reloaded: [ItemPath] = []) {
            self.deleted = deleted.sorted()
            self.inserted = inserted.sorted()
            self.moved = moved.sorted()
            self.reloaded = reloaded.sorted()
        }

        /// True when nothing happens to any row.
        public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && moved.isEmpty && reloaded.isEmpty }
    }

    /// Reloads of headers and rows that moved *and* changed, refreshed once
    /// the moves have landed, never reloaded at a path that moves in the same
    /// step. A UIKit-style view runs them as a second batch
    /// (``Changeset/deferredBatch``); the package's collection view plays them
    /// in the same animation.
    public struct Deferred: Hashable, Sendable {
        /// New indices of sections whose header changed and that moved.
        public var sections: [Int]
        /// New paths of rows whose content changed and that moved.
        public var items: [ItemPath]

        /// Creates the deferred phase; the lists are sorted.
        public init(sections: [Int] = [], items: [ItemPath] = []) {
            self.sections = sections.sorted()
            self.items = items.sorted()
        }

        /// True when nothing moved and changed.
        public var isEmpty: Bool { sections.isEmpty && items.isEmpty }
    }

    /// Changes to whole sections.
    public var sections: Sections
    /// Changes to rows.
    public var items: Items
    /// Reloads of moved-and-changed headers and rows, refreshed after the moves.
    public var deferred: Deferred

    /// Creates a changeset from its three parts.
    public init(sections: Sections = Sections(), items: Items = Items(), deferred: Deferred = Deferred()) {
        self.sections = sections
        self.items = items
        self.deferred = deferred
    }

    /// True when the two lists were identical: no batch at all.
    public var isEmpty: Bool { sections.isEmpty && items.isEmpty && deferred.isEmpty }

    /// The number of things that move in the first batch (sections and rows).
    public var moveCount: Int { sections.moved.count + items.moved.count }

    /// The second batch alone, as a changeset of reloads at the indices the
    /// first batch produced (new indices become the "old" ones of this batch).
    public var deferredBatch: Changeset {
        Changeset(
            sections: Sections(reloaded: deferred.sections),
            items: Items(reloaded: deferred.items)
        )
    }

    /// The first batch alone, without its deferred phase.
    public var mainBatch: Changeset {
        Changeset(sections: sections, items: items)
    }

    /// Sorts every list ascending (moves by their source), the order the
    /// JSON format promises: for batches built in another order. O(k log k).
    @usableFromInline
    package mutating func sortLists() {
        sections.deleted.sort()
        sections.inserted.sort()
        sections.moved.sort()
        sections.reloaded.sort()
        items.deleted.sort()
        items.inserted.sort()
        items.moved.sort()
        items.reloaded.sort()
        deferred.sections.sort()
        deferred.items.sort()
    }

    /// A one-line summary with counts, e.g. `sections -0 +1 ↕0 ⟳0; items -2 +3 ↕1 ⟳0; deferred 0+1`.
    public var description: String {
        "sections -\(sections.deleted.count) +\(sections.inserted.count) ↕\(sections.moved.count) ⟳\(sections.reloaded.count); "
            + "items -\(items.deleted.count) +\(items.inserted.count) ↕\(items.moved.count) ⟳\(items.reloaded.count); "
            + "deferred \(deferred.sections.count)+\(deferred.items.count)"
    }
}
