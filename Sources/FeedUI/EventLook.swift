import CollectionView
import ListFeed

/// How an ``EventsScreen``'s rows are drawn: cells in ``columns``, two
/// spaces apart, indented under section headers; cut with `…` only where
/// lines are printed (`width`).
///
/// The columns are what the screen's state says (``EventsState/columns``,
/// measured where rows are read): when they widen, the screen sets them
/// here and asks the view to draw its rows again (`reconfigureRows()`),
/// since the view keeps what it drew of a row until the row changes. A row
/// drawn before its own cells' widths reached the state is padded at least
/// by the gap, and lines up once they do.
@MainActor
public final class EventLook {
    /// A look with no width limit and no columns yet.
    public init() {}

    /// The width lines are cut to with `…` (`nil`: no limit): for `--headless`, which prints lines. On the screen
    /// it stays `nil`: the view cuts rows at each frame to the width it has then, which a line cut once would not
    /// follow when the window widens.
    public var width: Int?
    /// The columns cells are laid in.
    public var columns = EventColumns()
    /// A row's line.
    public func row(_ row: EventRow) -> StyledText {
        StyledText(columns.line(row, width: width))
    }
}
