/// What drawing one frame keeps track of while it draws, so that drawing
/// changes nothing in the view (``CollectionView/draw(into:at:)`` is pure).
struct FramePaint {
    /// Screen lines drawn on so far (a blank line nothing drew on needs no
    /// blanking: the canvas was just cleared).
    var drawn: [Bool] = []
    /// Columns rows are drawn in: the canvas minus what plugins reserve.
    var columns = 0
    /// Row texts asked of the data source for this frame, by id.
    var fetched: [AnyHashable: StyledText] = [:]
}
