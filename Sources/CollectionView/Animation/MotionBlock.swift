/// A moved section: its header, rows and separator travel as one block.
struct MotionBlock: Equatable {
    var oldTop: Int
    var newTop: Int
    var oldHeight: Int
    var newHeight: Int
    /// What the block holds, in lines from its top.
    var container: MotionContainer

    /// The block's top line at eased progress `e` if nothing pushed it.
    func key(_ e: Double) -> Double { interpolate(oldTop, newTop, e) }
    /// The block's height at `e`, as far as admitting movers goes.
    func nominalHeight(_ e: Double) -> Double { interpolate(oldHeight, newHeight, e) }
}
