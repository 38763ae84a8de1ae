/// Which of the two lists given to the diff an error is about.
public enum DiffSide: String, Hashable, Sendable {
    /// The list shown now (the diff's `from`).
    case old
    /// The list to show next (the diff's `to`).
    case new
}

/// Input the diff refuses: an identity used twice in one list.
///
/// The diff checks both lists for duplicates before it computes anything,
/// so a thrown error means no changeset exists at all.
public enum DiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two rows of one list share an id (within a section or across
    /// sections). `first` and `second` are their positions, in list order.
    case duplicateItem(id: String, side: DiffSide, first: ItemPath, second: ItemPath)
    /// Two sections of one list share an id; `first` and `second` are their indices.
    case duplicateSection(id: String, side: DiffSide, first: Int, second: Int)

    /// One sentence naming the id and both positions, e.g.
    /// `duplicate item id "x" in the new list at [0, 2] and [1, 0]`.
    public var description: String {
        switch self {
        case let .duplicateItem(id, side, first, second):
            "duplicate item id \"\(id)\" in the \(side.rawValue) list at \(first) and \(second)"
        case let .duplicateSection(id, side, first, second):
            "duplicate section id \"\(id)\" in the \(side.rawValue) list at \(first) and \(second)"
        }
    }
}
