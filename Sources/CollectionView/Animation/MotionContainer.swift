/// Units in the order they are stacked when no mover is among them: the
/// kept units in their common order, and between two kept units the
/// inserted and deleted ones that sit there, by offset.
struct MotionContainer: Equatable {
    var units: [MotionUnit] = []
    /// Indices into `units` of the kept units, in order.
    var kept: [Int] = []
    /// Indices into `units` of the first unit of each section, in order: the
    /// only places a moved section stops, so that it passes sections whole.
    var sectionStarts: [Int] = []
    /// For each unit, the index in `units` of the last kept unit before it (nil: none).
    var anchors: [Int?] = []
}
