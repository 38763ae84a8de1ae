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
