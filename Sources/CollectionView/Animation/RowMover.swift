/// A moved row, with the moved sections it leaves and enters.
///
/// It travels inside its source section until ``leavesSource`` and inside
/// its target section from ``joinsTarget`` (see
/// ``MotionPlan/timeMembership(layout:)``); in between, and when it has
/// neither, it is stacked among the top-level units by its key.
struct RowMover: Equatable {
    var unit: MotionUnit
    var sourceBlock: Int?
    var targetBlock: Int?
    /// Its key at progress 0 and 1: its old and new line, unless
    /// ``MotionPlan/spreadCrossings()`` spaced a run of movers apart.
    var from: Double
    var to: Double
    /// Eased progress up to which (inclusive) the row rides in its source block.
    var leavesSource = 1.0
    /// Eased progress from which the row rides in its target block.
    var joinsTarget = 0.0

    init(unit: MotionUnit, sourceBlock: Int?, targetBlock: Int?) {
        self.unit = unit
        self.sourceBlock = sourceBlock
        self.targetBlock = targetBlock
        from = Double(unit.oldLine)
        to = Double(unit.newLine)
    }

    /// Where the row is at eased progress `e` if nothing pushed it: its key
    /// for ordering (content lines).
    func key(_ e: Double) -> Double { from + (to - from) * e }

    /// The moved section the row travels in at eased progress `e`, if any.
    func block(at e: Double) -> Int? {
        if let s = sourceBlock, e <= leavesSource { return s }
        if let t = targetBlock, e >= joinsTarget { return t }
        return nil
    }
}
