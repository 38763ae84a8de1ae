import ListDiff
import ListInput

/// A list stored as the change from the list before it: the sections (id,
/// header and row count, small), and the rows as ranges copied from the
/// previous list's rows plus the rows that are new or changed. A run where a
/// few rows changed costs a few pieces, not a copy of the list.
///
/// ```swift
/// let delta = ListDelta(from: before, to: after)   // O(n)
/// delta.storedRows                                  // the rows new or changed: what it costs
/// delta.apply(to: before) == after                  // true
/// ```
///
/// ``WatchHistory`` keeps a watch's changed runs this way; deltas in a row
/// compose (``then(_:)``) without building the lists in between.
public struct ListDelta: Sendable {
    /// A stretch of the new list's rows, in order across sections.
    public enum Piece: Sendable, Equatable {
        /// Rows `range` of the previous list (counted across sections), unchanged.
        case copy(Range<Int>)
        /// Rows that are new or changed.
        case rows([InputRow])
    }

    /// Each section's model and how many rows it holds.
    public var sections: [(model: InputSection, count: Int)]
    /// The rows of all sections, in order.
    public var pieces: [Piece]

    /// A delta to a list of `sections`, its pieces still to be appended.
    public init(sections: [(model: InputSection, count: Int)]) {
        self.sections = sections
        pieces = []
    }

    /// The delta that turns `old` into `new`: a row of `new` equal to a row
    /// of `old` with its id (same text and cells) is copied, any other is stored.
    ///
    /// Complexity: O(n) expected, n the rows of both lists.
    public init(from old: InputList, to new: InputList) {
        let oldRows = old.flatMap(\.items)
        var index = [RowID: Int](minimumCapacity: oldRows.count)
        for (position, row) in oldRows.enumerated() { index[row.id] = position }
        sections = new.map { ($0.model, $0.items.count) }
        pieces = []
        // New rows gather here until a copied row ends their run: appending to
        // the array inside the last piece would copy it on every row (quadratic).
        var fresh = [InputRow]()
        for row in new.lazy.flatMap(\.items) {
            if let position = index[row.id], oldRows[position] == row {
                if !fresh.isEmpty {
                    pieces.append(.rows(fresh))
                    fresh = []
                }
                if case let .copy(range)? = pieces.last, range.upperBound == position {
                    pieces[pieces.count - 1] = .copy(range.lowerBound..<(position + 1))
                } else {
                    pieces.append(.copy(position..<(position + 1)))
                }
            } else {
                fresh.append(row)
            }
        }
        if !fresh.isEmpty { pieces.append(.rows(fresh)) }
    }

    /// The list this delta describes, given the list it was made from.
    ///
    /// Complexity: O(n) in the rows.
    public func apply(to old: InputList) -> InputList {
        let oldRows = old.flatMap(\.items)
        var rows = [InputRow]()
        rows.reserveCapacity(sections.reduce(0) { $0 + $1.count })
        for piece in pieces {
            switch piece {
            case let .copy(range): rows.append(contentsOf: oldRows[range.clamped(to: 0..<oldRows.count)])
            case let .rows(new): rows.append(contentsOf: new)
            }
        }
        var list = InputList()
        var start = 0
        for (model, count) in sections {
            let end = min(start + count, rows.count)
            list.append(ListSection(model: model, items: Array(rows[start..<end])))
            start = end
        }
        return list
    }

    /// Rows stored in full (the measure of what the delta costs). O(pieces).
    public var storedRows: Int {
        pieces.reduce(0) { total, piece in
            if case let .rows(rows) = piece { return total + rows.count }
            return total
        }
    }
}
