/// A moved section: its header, rows and separator travel as one block,
/// stacked among the top-level units at its key like a moved row (so it
/// passes the rows of other sections one at a time).
struct MotionBlock: Equatable {
    var oldTop: Int
    var newTop: Int
    var oldHeight: Int
    var newHeight: Int
    /// What the block holds, in lines from its top.
    var container: MotionContainer

    /// The block's top line if nothing pushed it.
    var track: Track { Track(oldTop, newTop) }

    /// The block's top line at eased progress `e` if nothing pushed it.
    func key(_ e: Double) -> Double { track.at(e) }
}
