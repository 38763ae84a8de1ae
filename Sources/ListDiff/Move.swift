/// One element moved from a position in the old list to a position in the new one.
public struct Move<Index: Hashable & Comparable & Sendable>: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The element's position before the batch (old indices).
    public var from: Index
    /// The element's position after the batch (new indices).
    public var to: Index

    /// Creates a move from `from` (old index) to `to` (new index).
    public init(from: Index, to: Index) {
        self.from = from
        self.to = to
    }

    /// Orders moves by their source, as the changeset lists them.
    public static func < (lhs: Move, rhs: Move) -> Bool {
        lhs.from == rhs.from ? lhs.to < rhs.to : lhs.from < rhs.from
    }

    /// `from → to`.
    public var description: String { "\(from) → \(to)" }
}
