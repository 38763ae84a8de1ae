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

extension Snapshot {
    /// The entry of a section the snapshot's own records name (its section
    /// tree, an item's location). Records and entries change together, so a
    /// missing entry is a bug in the snapshot, not in what a caller asked:
    /// it stops here rather than reading as an empty section. O(1).
    func entry(ofRecorded section: SectionID) -> SectionEntry {
        guard let entry = sections[section] else { Self.recordedSectionMissing() }
        return entry
    }

    /// ``entry(ofRecorded:)``, taken out of `sections` so that its trees are
    /// not shared while they change (put it back after). O(1).
    mutating func takeEntry(ofRecorded section: SectionID) -> SectionEntry {
        guard let entry = sections.removeValue(forKey: section) else { Self.recordedSectionMissing() }
        return entry
    }

    private static func recordedSectionMissing() -> Never {
        preconditionFailure("Snapshot: a section named by the snapshot's own records has no entry")
    }
}

extension Snapshot.SectionEntry: Sendable where SectionID: Sendable, ItemID: Sendable {}
