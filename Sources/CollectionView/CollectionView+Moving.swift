import ListDiff

extension CollectionView {
    /// Where the row being moved is shown now, while one is lifted.
    public var movingItem: ItemPath? { nil }
}
