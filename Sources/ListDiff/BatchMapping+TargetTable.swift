extension BatchMapping {
    /// Every old row's target (``target(of:)``) in one table, read in O(1):
    /// for a batch that changes most of its rows (a re-sort moves nearly
    /// all of them), where asking ``target(of:)`` about each would cost a
    /// binary search apiece.
    package struct TargetTable: Sendable {
        /// Per old section, each row's target as `section << 32 | item`, or -1 (deleted).
        private let targets: [[Int]]

        init(_ mapping: BatchMapping) {
            var targets = mapping.oldItemCounts.map { [Int](repeating: -1, count: $0) }
            for t in 0..<mapping.newSectionCount {
                var origins = mapping.sourceCursor(section: t)
                for i in 0..<mapping.newItemCounts[t] {
                    guard let p = origins.origin(of: i).source else { continue }
                    targets[p.section][p.item] = t << 32 | i
                }
            }
            self.targets = targets
        }

        /// ``BatchMapping/target(of:)`` of `path`. O(1).
        package subscript(path: ItemPath) -> ItemPath? {
            guard path.section >= 0, path.section < targets.count, path.item >= 0,
                  path.item < targets[path.section].count else { return nil }
            let packed = targets[path.section][path.item]
            return packed < 0 ? nil : ItemPath(item: packed & 0xFFFF_FFFF, section: packed >> 32)
        }
    }

    /// The table of every old row's target. O(rows) for all rows old and new, once.
    package func targetTable() -> TargetTable { TargetTable(self) }
}
