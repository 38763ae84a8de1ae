import ListDiff

/// The motion plan's input from a batch validated with
/// ``CollectionViewConfiguration/Validation/touched``: the plan visits only
/// the rows the batch touched, where the validation found them.
extension MotionPlan {
    /// What ``CollectionViewConfiguration/Validation/touched`` learned while
    /// it derived the new layout, for the plan, per new section: the sorted rows asked for
    /// (``BatchValidation/touchedRows(_:mapping:old:)``), those of them that continue an
    /// old row at another height, and where each row the derivation stopped
    /// at is. Every other row is known to be kept, in old order, at its old height.
    struct Touched: Equatable {
        var rows: [[Int]]
        var resized: [[Int]]
        /// Per new section that continues an old one and was rebuilt, in
        /// order: each touched row and each first row of a run of untouched
        /// ones (every row the plan visits), with its place. Empty for a
        /// section shared whole or inserted, and for one whose rows are one
        /// line high before and after (``LayoutAnswers/rowsAreOneLine``):
        /// a row's place is then its index, found without a search.
        var places: [[RowPlace]]
    }

    /// Where a row is: lines from its new section's first row, and from its
    /// old section's first row to the row it continues (`nil`: inserted or moved here).
    /// Recorded while the layout is derived, when those lines are at hand,
    /// so that the motion plan need not search both layouts again.
    struct RowPlace: Equatable {
        var row: Int
        var newOffset: Int
        var oldOffset: Int?
    }

    /// Per new section, the rows to look at: the first, each touched row and
    /// the row after it. Every other row continues the run before it.
    static func visits(touched: [[Int]], counts: [Int]) -> [[Int]] {
        zip(touched, counts).map { rows, count in
            var visit = [Int]()
            visit.reserveCapacity(2 * rows.count + 1)
            if count > 0, rows.first != 0 { visit.append(0) }
            for i in rows {
                if visit.last != i { visit.append(i) }
                if i + 1 < count { visit.append(i + 1) }
            }
            return visit
        }
    }
}
