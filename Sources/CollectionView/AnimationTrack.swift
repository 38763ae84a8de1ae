/// One block of lines that moves rigidly during an animation: a run of rows
/// that keep their relative positions, a moved row, a section header, or a
/// run of inserted or deleted rows.
///
/// Positions are content lines: the block's first line is at `oldLine` when
/// the animation starts and at `newLine` when it ends. The screen position
/// also interpolates the scroll offset, so a block that starts or ends
/// outside the viewport slides across its edge.
struct AnimationTrack {
    enum Fade: UInt8 { case none, fadeIn, fadeOut }

    /// Whether ids and geometry come from the new layout (else the old one: deleted things).
    var inNew: Bool
    /// Section index in that layout.
    var section: Int
    /// Rows of that section in the block; empty for a header.
    var items: Range<Int>
    /// The block is the section's header line.
    var isHeader: Bool
    /// Content line of the block's first line at the start.
    var oldLine: Int
    /// Content line of the block's first line at the end.
    var newLine: Int
    /// Lines in the block.
    var height: Int
    var fade: Fade
    /// Drawing order: 0 fading, 1 kept, 2 moved sections, 3 moved rows.
    var layer: UInt8

    /// The screen line of the block's first line at eased progress `e`.
    /// A spring's overshoot is clamped to one line past the target.
    func screenLine(eased e: Double, oldOffset: Int, newOffset: Int) -> Int {
        let from = Double(oldLine - oldOffset)
        let to = Double(newLine - newOffset)
        var position = from + (to - from) * e
        if e > 1 {
            let overshoot = min(max((to - from) * (e - 1), -1), 1)
            position = to + overshoot
        }
        return Int(position.rounded())
    }

    /// Whether the block can touch screen lines `0..<rows` at any time.
    func mayCross(rows: Int, oldOffset: Int, newOffset: Int) -> Bool {
        let from = oldLine - oldOffset
        let to = newLine - newOffset
        let low = min(from, to) - 1
        let high = max(from, to) + height + 1
        return high > 0 && low < rows
    }
}
