/// Where one unit (or a part of a rows unit) is drawn in a frame.
struct MotionPiece {
    var unit: MotionUnit
    /// The rows of the unit in this piece (a kept run is split where a mover passes through it).
    var items: Range<Int>
    /// Screen line of the piece's first line.
    var top: Int
    /// Lines the piece takes in this frame (less than its height while it opens or closes).
    var lines: Int
    /// The old top line of the moved section's block the piece is a line of (``MotionBlock``), `nil` outside one.
    var blockOldTop: Int? = nil

    /// What the piece shows: its unit's content, narrowed to the piece's rows.
    var content: MotionContent {
        guard case let .rows(s, _) = unit.content else { return unit.content }
        return .rows(section: s, items: items)
    }
}
