import ListDiff

/// The old paths of a batch's moved rows, sorted: whether a row moved, and
/// which move of the batch it is, in O(log moves) without hashing every
/// moved path (a re-sort moves nearly every row, and the question is asked
/// only of the rows on the screen).
struct MovedRows {
    private let paths: [ItemPath]
    /// The index in the batch's moves of each of ``paths``; `nil` when the
    /// moves are sorted by source already (the index is the position).
    private let moveIndices: [Int]?

    /// The sources of `moves`. O(moves) when they are sorted by source, as
    /// the diff and a live list give them; O(moves · log moves) otherwise.
    init(_ moves: [Move<ItemPath>]) {
        let paths = moves.map(\.from)
        if zip(paths, paths.dropFirst()).allSatisfy({ $0 <= $1 }) {
            self.paths = paths
            moveIndices = nil
        } else {
            let order = paths.indices.sorted { paths[$0] < paths[$1] }
            self.paths = order.map { paths[$0] }
            moveIndices = order
        }
    }

    /// Whether the row at old path `path` moved. O(log moves).
    func contains(_ path: ItemPath) -> Bool {
        moveIndex(of: path) != nil
    }

    /// The index in the batch's moves of the move of the row at old path
    /// `path`, `nil` if it did not move. O(log moves).
    func moveIndex(of path: ItemPath) -> Int? {
        let i = paths.partitioningIndex { $0 >= path }
        guard i < paths.count, paths[i] == path else { return nil }
        return moveIndices?[i] ?? i
    }
}
