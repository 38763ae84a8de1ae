/// What the view learns from the canvas it is drawn on.
extension CollectionView {
    /// Remembers where `canvas` lies on its screen and who shows it.
    func noteScreen(of canvas: some Canvas) {
        let frame = canvas.screenFrame
        if screenFrame != frame { screenFrame = frame }
        let host = canvas.displayHost
        if displayHost !== host { displayHost = host }
    }
}

extension CollectionView {
    /// Asks whatever shows the view (its ``displayHost``, learned from the
    /// canvas it was last drawn on) for a frame soon; nothing when no host
    /// shows it. A screen whose state changed outside of an event (a timer,
    /// a landing) calls it instead of keeping its frame loop.
    public func setNeedsDisplay() {
        displayHost?.setNeedsDisplay()
    }
}
