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
    /// Eased progress up to which (inclusive) the row rides in its source block.
    var leavesSource = 1.0
    /// Eased progress from which the row rides in its target block.
    var joinsTarget = 0.0
    /// Which of its ends is a place just beyond the screen's edge (``ViewportPlan``'s rule 3), not a line of the
    /// layout: there its key is not respaced with its neighbours' (``SpreadItems/spread(cutAt:)``). `nil`: neither.
    var beyondEdge: EdgeEnd?

    /// An end of a move: the place before the batch, or the one after.
    enum EdgeEnd: Equatable { case old, new }

    /// Where the row is if nothing pushed it: its key for ordering (content lines).
    var track: Track { unit.track }

    /// Its key at eased progress `e`.
    func key(_ e: Double) -> Double { unit.key(e) }

    /// The moved section the row travels in at eased progress `e`, if any.
    func block(at e: Double) -> Int? {
        if let s = sourceBlock, e <= leavesSource { return s }
        if let t = targetBlock, e >= joinsTarget { return t }
        return nil
    }
}
