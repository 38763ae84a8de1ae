import ListDiff

/// The old paths of a batch's moved rows, sorted: whether a row moved, in
/// O(log moves) without hashing every moved path (a re-sort moves nearly
/// every row, and the question is asked only of the rows on the screen).
struct MovedRows {
    private let paths: [ItemPath]

    /// The sources of `moves`. O(moves) when they are sorted by source, as
    /// the diff and a live list give them; O(moves · log moves) otherwise.
    init(_ moves: [Move<ItemPath>]) {
        let paths = moves.map(\.from)
        let sorted = zip(paths, paths.dropFirst()).allSatisfy { $0 <= $1 }
        self.paths = sorted ? paths : paths.sorted()
    }

    /// Whether the row at old path `path` moved. O(log moves).
    func contains(_ path: ItemPath) -> Bool {
        let i = paths.partitioningIndex { $0 >= path }
        return i < paths.count && paths[i] == path
    }
}
