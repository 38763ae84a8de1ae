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
