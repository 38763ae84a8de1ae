import ListDiff

/// The old paths of a batch's moved rows, sorted: whether a row moved, and
/// which move of the batch it is, in O(log moves) without hashing every
/// moved path (a re-sort moves nearly every row, and the question is asked
/// only of the rows on the screen).
struct MovedRows {
    /// The batch's moves, shared with it (not copied: a re-sort has a million).
    private let moves: [Move<ItemPath>]
    /// The indices of ``moves`` in order of their sources; `nil` when the
    /// moves are sorted by source already (the order is the position).
    private let order: [Int]?

    /// The sources of `moves`. O(moves) when they are sorted by source, as
    /// the diff and a live list give them; O(moves · log moves) otherwise.
    init(_ moves: [Move<ItemPath>]) {
        self.moves = moves
        if zip(moves, moves.dropFirst()).allSatisfy({ $0.from <= $1.from }) {
            order = nil
        } else {
            order = moves.indices.sorted { moves[$0].from < moves[$1].from }
        }
    }

    /// Whether the row at old path `path` moved. O(log moves).
    func contains(_ path: ItemPath) -> Bool {
        moveIndex(of: path) != nil
    }

    /// The index in the batch's moves of the move of the row at old path
    /// `path`, `nil` if it did not move. O(log moves).
    func moveIndex(of path: ItemPath) -> Int? {
        let source = { (k: Int) in self.moves[self.order?[k] ?? k].from }
        let k = moves.indices.partitioningIndex { source($0) >= path }
        guard k < moves.count, source(k) == path else { return nil }
        return order?[k] ?? k
    }
}
