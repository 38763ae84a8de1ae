import CollectionView
import ListDiff

/// What the demo reacts to.
enum DemoEvent: Sendable {
    /// The demo starts: the first list is asked for, shown at once.
    case started
    /// A key press.
    case key(ViewInput)
    /// Time for the next batch of the continuous stream.
    case streamTick
    /// The `Movable` plugin dropped a row: the move in the list's paths
    /// (which are the model's: moving is off while a filter is on).
    case moved(from: ItemPath, to: ItemPath)
    /// The view's selection is on this person or header (sent before each key).
    case cursor(Cursor?)
    /// A key goes to the view's plugins first: what the last key said is cleared.
    case keyOffered
    /// A plugin of the view used the key (a selection, a fold, a lift).
    case viewUsedKey
    /// The update queue started the batch of this request (its "batch
    /// started" message): its list is shown from now on, so a selection
    /// waiting for it is placed in the same turn and its scroll rides along
    /// with the batch from the first frame.
    case batchStarted(request: Int)
    /// A request to the update queue ended.
    case landed(Landing)
    /// The pending selection was made (or given up: its row never came).
    case selectionPlaced
}

/// What the shell does after an update; the pure update function only
/// describes it.
enum DemoEffect: Sendable {
    /// Show this list at once (the first load) through the update queue; its landing reports `request`.
    case load(DisplayList, request: Int)
    /// Show this list, animated, through the update queue; its landing reports `request`.
    case show(DisplayList, request: Int)
    /// Put a dropped row back: the model refused the move.
    case cancelMove
    /// Try the pending selection now; `giveUp`: drop it too if nothing more is coming.
    case placeSelection(PendingSelection, giveUp: Bool)
    /// Select the first row when nothing is selected.
    case selectSomething
    /// The screen should be drawn again.
    case redraw
    /// The animation duration changed.
    case animationDuration(Duration)
    /// Stop or restart the animation clock.
    case pause(Bool)
    /// Move the paused clock by one frame.
    case stepFrame
    /// Start or stop the stream of server batches.
    case stream(Bool)
    /// Leave the demo.
    case quit
}
