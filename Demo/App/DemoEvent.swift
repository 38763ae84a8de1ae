import CollectionView
import ListDiff

/// What the demo reacts to.
enum DemoEvent: Hashable, Sendable {
    /// A key press.
    case key(ViewInput)
    /// Time for the next batch of the continuous stream.
    case streamTick
    /// The `Movable` plugin dropped a row: the move in the list's paths
    /// (which are the model's: moving is off while a filter is on).
    case moved(from: ItemPath, to: ItemPath)
}

/// What the shell does after an update; the pure update function only
/// describes it.
enum DemoEffect: Sendable {
    /// Show this list, animated, through the update queue.
    case show(DisplayList)
    /// Put a dropped row back: the model refused the move.
    case cancelMove
    /// Select (and scroll to) this once the change that was just shown has landed.
    case select(Cursor)
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
