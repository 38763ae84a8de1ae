extension Changeset {
    /// Deletes every old section and inserts every new one (which brings its
    /// rows): correct for any pair of lists, but it animates nothing as a move.
    static func replacingAll(oldSectionCount: Int, newSectionCount: Int) -> Changeset {
        Changeset(sections: .init(deleted: Array(0..<oldSectionCount), inserted: Array(0..<newSectionCount)))
    }
}
