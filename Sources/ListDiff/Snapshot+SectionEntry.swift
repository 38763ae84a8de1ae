extension Snapshot {
    /// A section in a ``Snapshot``: its handle in the section tree and its
    /// items in order, kept together so that a section never has one without
    /// the other.
    struct SectionEntry {
        /// The section's handle in the snapshot's section tree.
        var handle: Int
        /// The section's item identifiers, in order.
        var items: PositionTree<ItemID>
    }
}

extension Snapshot.SectionEntry: Sendable where SectionID: Sendable, ItemID: Sendable {}
