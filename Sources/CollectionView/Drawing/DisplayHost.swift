/// Whatever puts frames on a screen and can be asked for one more: the
/// terminal's frame loop (`TerminalLoop` in `TerminalUI`).
///
/// A canvas handed out by the host names it (``Canvas/displayHost``); a
/// ``CollectionView`` drawn on such a canvas remembers the host and asks it
/// for a frame whenever a batch starts or the data is reloaded, whoever
/// started it (the update queue, a ``ListController``, a plugin, the app).
/// That is why an app never has to wake its frame loop by hand.
@MainActor
public protocol DisplayHost: AnyObject {
    /// Asks for a frame soon. Cheap and coalesced: calling it many times in
    /// one turn draws once.
    func setNeedsDisplay()
}
