import ListDiff

/// What a plugin answers for an event: whether it used it. Only inputs
/// (``ViewEvent/keyPressed(_:)``) stop at the first plugin that handles them;
/// every other event reaches every plugin.
public enum PluginResult: Hashable, Sendable {
    /// The plugin used the event.
    case handled
    /// The plugin did not use it.
    case ignored
}

/// Behaviour added to a ``CollectionView`` without subclassing it: selection,
/// pagination, folding, moving rows, a section index…
///
/// Plugins are given to the view when it is built, any number, in order.
/// The view offers each ``ViewEvent`` to them in that order; an input stops
/// at the first plugin that answers ``PluginResult/handled``. A plugin acts
/// on the view it is given (select, scroll, fold, lift a row) and may change
/// the app's data through a closure the app hands it. Two plugins never need
/// to know of each other.
///
/// A plugin may be a value: the view calls ``handle(_:in:)`` on its own copy
/// and keeps the result. Events a plugin causes while handling one (a
/// selection change, a batch) are queued and delivered after it returns, so
/// handlers never nest. The questions (``foldedHeader(_:hiddenItems:section:in:)``,
/// ``canMoveItem(at:in:)``, ``reservedColumns(in:)``, ``drawOverlay(into:in:)``,
/// ``keyGuide(in:)``)
/// must not change the view. Every requirement has a default that does nothing.
@MainActor
public protocol CollectionViewPlugin {
    /// Reacts to `event`; answers whether it used it (this only matters for inputs).
    mutating func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult

    /// The header shown for a folded section, or `nil` to let a later plugin
    /// (or the view's default, the header followed by the count) answer.
    ///
    /// - Parameters:
    ///   - header: the section's own header.
    ///   - hiddenItems: how many rows the fold hides.
    ///   - section: the folded section's index.
    ///   - view: the view asking.
    func foldedHeader(_ header: StyledText, hiddenItems: Int, section: Int, in view: CollectionView) -> StyledText?

    /// Whether the row at `path` may be picked up and moved; `nil` leaves the
    /// question to later plugins (the default answer is yes).
    func canMoveItem(at path: ItemPath, in view: CollectionView) -> Bool?

    /// Columns this plugin takes at the right edge of the view (rows are
    /// laid out and clipped to the rest).
    func reservedColumns(in view: CollectionView) -> Int

    /// Draws over the list after each frame (for example in the reserved columns).
    /// Must cost what is visible, not what the list holds.
    func drawOverlay(into canvas: inout some Canvas, in view: CollectionView)

    /// The plugin's keys, for help overlays and status-line hints: usually
    /// its ``KeyMap``'s ``KeyMap/guide``. Gathered by ``CollectionView/keyGuide``.
    func keyGuide(in view: CollectionView) -> KeyGuide
}

extension CollectionViewPlugin {
    /// Ignores the event.
    public mutating func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult { .ignored }
    /// No opinion.
    public func foldedHeader(_ header: StyledText, hiddenItems: Int, section: Int, in view: CollectionView) -> StyledText? { nil }
    /// No opinion.
    public func canMoveItem(at path: ItemPath, in view: CollectionView) -> Bool? { nil }
    /// None.
    public func reservedColumns(in view: CollectionView) -> Int { 0 }
    /// Draws nothing.
    public func drawOverlay(into canvas: inout some Canvas, in view: CollectionView) {}
    /// No keys.
    public func keyGuide(in view: CollectionView) -> KeyGuide { KeyGuide() }
}
