import CollectionView
import ListFeed

/// What ``EventsUpdate`` asks for: the effects an ``EventsScreen`` performs
/// as the runtime's commands (the pure update only describes them).
public enum EventsEffect: Hashable, Sendable {
    /// Start the reader (stdin, the command, the file).
    case read
    /// Hold the screen still (`true`) or catch up in one batch.
    case pause(Bool)
    /// Show only rows containing this text (all rows for `""`), as one batch.
    case filter(String)
    /// Lay cells out in these columns (wider than before): the rows drawn
    /// before are drawn again to them.
    case columns(EventColumns)
    /// What the table's keys or a click on its header ask of the list: sort it
    /// by a column (ties by the previous sort) as one batch, hold the rows
    /// where they are, or sort them again.
    case table(TableState.Effect)
    /// Open the object pane on the selected row (``EventsEvent/opened(id:title:object:at:)``), if a row is selected.
    case inspectSelected
    /// Look up the object of row `id` again (``EventsEvent/object(id:_:at:)``): the pane follows it.
    case lookUp(String)
    /// End with this status.
    case quit(Int32)
    /// Draw again.
    case redraw
}
