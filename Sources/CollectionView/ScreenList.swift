/// A list a screen shows: the view it draws, and whether anything is on
/// its way to that view.
///
/// `TerminalUI`'s `ListScreen` and its testing pilot take any `ScreenList`,
/// so a screen is the same whatever feeds its list: a ``ListController``
/// (whole lists by value, diffed off the UI thread) or a ``LiveList``
/// (change events from any thread).
///
/// ```swift
/// let pods = LiveList<String, Pod>(section: { $0.namespace }, order: .descending { $0.restarts },
///                                  header: { StyledText($0) }, row: { StyledText($0.name) })
/// let screen = ListScreen(list: pods, title: " pods")   // as with a ListController
/// ```
@MainActor
public protocol ScreenList: AnyObject {
    /// The view the screen draws, hands keys to and animates.
    var view: CollectionView { get }
    /// Whether nothing will reach the view without the clock moving or a
    /// key: no change waits to be applied (or the list holds changes back on
    /// purpose, as a paused ``LiveList`` does) and no batch is animating.
    /// A test pilot runs the list's UI jobs until this is `true` or a batch
    /// animates.
    var isIdle: Bool { get }
}

extension ListController: ScreenList {
    /// Whether the update queue has nothing running or waiting (``UpdateQueue/isIdle``).
    public var isIdle: Bool { queue.isIdle }
}
