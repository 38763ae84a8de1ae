/// Units in the order they are stacked when no mover is among them: the
/// kept units in their common order, and between two kept units the
/// inserted and deleted ones that sit there, by offset.
struct MotionContainer: Equatable {
    var units: [MotionUnit] = []
    /// Indices into `units` of the kept units, in order.
    var kept: [Int] = []
    /// For each unit, the index in `units` of the last kept unit before it (nil: none).
    var anchors: [Int?] = []
}

extension MotionContainer {
    /// Keeps the units before unit `end` (a kept unit), leaving out it and
    /// everything stacked after it. O(units left out).
    mutating func keepUnits(before end: Int) {
        guard end < units.count else { return }
        units.removeSubrange(end...)
        anchors.removeSubrange(end...)
        kept.removeSubrange(kept.partitioningIndex { $0 >= end }...)
    }
}
