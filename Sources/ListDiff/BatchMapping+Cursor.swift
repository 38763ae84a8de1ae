extension BatchMapping {
    /// Where a new row comes from (see ``SourceCursor``).
    public enum Origin: Hashable, Sendable {
        /// Inserted: listed in `items.inserted`, or implied by an inserted section.
        case inserted
        /// Moved here from this old row (maybe from another section).
        case moved(from: ItemPath)
        /// Kept in its section: the old row it continues.
        case kept(ItemPath)

        /// The old row it continues, moved or kept; `nil` when inserted.
        public var source: ItemPath? {
            switch self {
            case .inserted: nil
            case let .moved(from): from
            case let .kept(path): path
            }
        }
    }

    /// Reads the origins of one new section's rows in increasing order of
    /// their index, as a walk of the new list does.
    ///
    /// ``BatchMapping/source(of:)`` answers any row in O(log C) with two
    /// binary searches; a cursor instead keeps its place in the section's
    /// sorted taken slots and leaving rows and moves forward through them,
    /// so a walk that asks rows in increasing order costs O(1) per row plus
    /// O(changes of the section) in all, however far apart the rows asked
    /// are. Asking for a row below the previous one starts the walk over
    /// (correct, just not cheap).
    public struct SourceCursor: Sendable {
        private let oldSection: Int?
        private let rowCount: Int
        private let taken: [Int]
        private let takenSources: [ItemPath?]
        private let leaving: [Int]
        /// The number of taken slots below the row last asked.
        private var takenBelow = 0
        /// The number of leaving rows below the old row last answered.
        private var leavingBelow = 0
        private var last = Int.min

        init(mapping: BatchMapping, section t: Int) {
            let inRange = t >= 0 && t < mapping.newItemCounts.count
            oldSection = inRange ? mapping.sectionSources[t] : nil
            rowCount = inRange ? mapping.newItemCounts[t] : 0
            taken = inRange ? mapping.taken[t] : []
            takenSources = inRange ? mapping.takenSources[t] : []
            leaving = oldSection.map { mapping.leaving[$0] } ?? []
        }

        /// Where new row `item` of the cursor's section comes from
        /// (``Origin/inserted`` for a row out of range). Amortized O(1) when
        /// asked in increasing order (see the type's documentation).
        public mutating func origin(of item: Int) -> Origin {
            guard item >= 0, item < rowCount else { return .inserted }
            if item < last {
                takenBelow = 0
                leavingBelow = 0
            }
            last = item
            while takenBelow < taken.count, taken[takenBelow] < item { takenBelow += 1 }
            if takenBelow < taken.count, taken[takenBelow] == item {
                return takenSources[takenBelow].map { .moved(from: $0) } ?? .inserted
            }
            guard let s = oldSection else { return .inserted }
            // Kept row number `rank` fills the `rank`-th old index not leaving (see `free(rank:skipping:)`):
            // `leaving[k] - k` grows with k, and ranks grow with the rows asked, so the count only moves forward.
            let rank = item - takenBelow
            while leavingBelow < leaving.count, leaving[leavingBelow] - leavingBelow <= rank { leavingBelow += 1 }
            return .kept(ItemPath(item: rank + leavingBelow, section: s))
        }
    }

    /// A cursor over the origins of new section `t`'s rows. O(1).
    public func sourceCursor(section t: Int) -> SourceCursor {
        SourceCursor(mapping: self, section: t)
    }
}
