import ListDiff
import ListInput

extension ListDelta.Piece {
    /// How many rows it stands for. O(1).
    public var count: Int {
        switch self {
        case let .copy(range): range.count
        case let .rows(rows): rows.count
        }
    }
}

extension ListDelta {
    /// This change followed by `next` (which starts from the list this one
    /// makes), as one delta from this one's start to `next`'s end: what
    /// reading an old history entry costs is then composing the pieces of
    /// the deltas in between and one apply, not one apply per delta.
    ///
    /// Complexity: O((p + q) log p) for p pieces here and q in `next`, plus the rows copied into the result.
    public func then(_ next: ListDelta) -> ListDelta {
        // Where each piece of this delta starts in the list it makes.
        var starts = [Int]()
        starts.reserveCapacity(pieces.count)
        var offset = 0
        for piece in pieces {
            starts.append(offset)
            offset += piece.count
        }
        var result = ListDelta(sections: next.sections)
        for piece in next.pieces {
            guard case let .copy(range) = piece else {
                result.append(piece)
                continue
            }
            var position = range.lowerBound
            var index = starts.partitioningIndex { $0 > position } - 1
            while position < range.upperBound, index >= 0, index < pieces.count {
                let start = starts[index]
                let upper = min(range.upperBound, start + pieces[index].count)
                let local = (position - start)..<(upper - start)
                switch pieces[index] {
                case let .copy(source): result.append(.copy((source.lowerBound + local.lowerBound)..<(source.lowerBound + local.upperBound)))
                case let .rows(rows): result.append(.rows(Array(rows[local])))
                }
                position = upper
                index += 1
            }
        }
        return result
    }

    /// Adds `piece` at the end, joined to the last piece when they continue each other.
    private mutating func append(_ piece: Piece) {
        guard piece.count > 0 else { return }
        switch (pieces.last, piece) {
        case let (.copy(last)?, .copy(range)) where last.upperBound == range.lowerBound:
            pieces[pieces.count - 1] = .copy(last.lowerBound..<range.upperBound)
        case (.rows(var last)?, let .rows(rows)):
            // Emptied first, so that `last` is the array's only holder and grows in place.
            pieces[pieces.count - 1] = .rows([])
            last += rows
            pieces[pieces.count - 1] = .rows(last)
        default:
            pieces.append(piece)
        }
    }
}
