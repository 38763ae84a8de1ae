import ListDiff

/// How a batch moves, as the design's rule "every frame is a list" asks:
/// the frame at eased progress `e` is the list of all units stacked top to
/// bottom, in the order of their positions at `e` (see
/// ``pieces(at:layout:offset:)``). Nothing is drawn over anything, no gap opens
/// but for an inserted row, and a row moves only when a mover passes it or
/// room opens or closes above it.
///
/// - The *kept* units (rows, headers and separators there before and after
///   that did not move) never change order; between two of them sit the
///   inserted and deleted units of that place.
/// - Moved rows and moved sections (as blocks) take the place their key
///   (old line → new line, eased) gives them among the kept units, splitting
///   a kept run where they pass through it. A row moving into or out of a
///   moved section travels inside the block for a stretch of the motion
///   (``RowMover/block(at:)``, ``timeMembership(layout:)``). On a scrolled
///   screen the blocks are a moved section's lines seen alike
///   (``RidingGroup``), and the rest of it opens and closes
///   unseen (``ScreenSections``).
/// - Rows opening and closing are timed around what passes them
///   (``timeGapsAroundMovers(layout:)``), and runs of adjacent moved rows are
///   spaced so that their crossings spread over the motion
///   (``SpreadItems/spread(cutAt:)``).
struct MotionPlan: Equatable {
    var top = MotionContainer()
    var blocks: [MotionBlock] = []
    var movers: [RowMover] = []
    /// The content line below which rows were left out of the plan (``leaveOut(beyond:items:)``), `nil` when none were.
    var horizon: Int?

    /// The plan of a batch. O(old rows + new rows + changes) walking every
    /// row; O(sections + changes · log rows) when `touched` is given; the
    /// keys of every moved row are spread over arrays of numbers
    /// (``SpreadItems``), and movers are made only for the rows that can be
    /// seen (``leaveOut(beyond:items:)``); then the timing, O((movers + moved sections + inserted and deleted units) ·
    /// ``PassEnvelope/steps``) at most.
    ///
    /// - Parameter touched: for each new section, the sorted indices of the
    ///   rows the batch touches and those of them whose height changed
    ///   (``Touched``): the rows between two touched ones
    ///   are known to be kept, in old order and with their old heights, so
    ///   only the touched rows and the first row after each are looked at,
    ///   and heights are compared nowhere. `nil` looks at every row (when
    ///   the data source may have changed untouched rows' heights).
    /// - Parameter viewport: the batch projected onto a scrolled screen
    ///   (``ViewportPlan``): its moved rows shown in place are inserted
    ///   units, and those crossing an edge start or end beyond it.
    /// - Parameter horizon: without a viewport, the content line no frame
    ///   draws at or below (the screen's bottom at the larger of the batch's
    ///   two offsets): rows that cannot come above it are left out
    ///   (``leaveOut(beyond:items:)``). `nil` plans every row.
    init(
        old: ListLayout, new: ListLayout, mapping: BatchMapping, changeset: Changeset,
        touched: Touched? = nil, viewport: ViewportPlan? = nil, horizon: Int? = nil
    ) {
        self = Draft(old: old, new: new, mapping: mapping, changeset: changeset, touched: touched, viewport: viewport)
            .plan(horizon: horizon)
    }

    /// A plan with nothing in it yet, which a ``Draft`` fills.
    init() {}

    /// Per old section, the sorted rows the batch deletes or moves out.
    static func goneRows(_ changeset: Changeset, sectionCount: Int) -> [(deleted: [Int], movedOut: [Int])] {
        var gone = [(deleted: [Int], movedOut: [Int])](repeating: ([], []), count: sectionCount)
        for p in changeset.items.deleted where p.section < sectionCount { gone[p.section].deleted.append(p.item) }
        for move in changeset.items.moved where move.from.section < sectionCount {
            gone[move.from.section].movedOut.append(move.from.item)
        }
        // Changeset lists are sorted by path, hence by item within a section.
        return gone
    }

    /// The plan of a scroll over an unchanged layout: everything kept. O(sections).
    init(still layout: ListLayout) {
        var builder = ContainerBuilder()
        for s in 0..<layout.sectionCount {
            if layout.headers[s] != nil {
                let line = layout.headerTop(s)
                builder.add(MotionUnit(role: .kept, inNew: true, content: .header(section: s),
                                       oldLine: line, newLine: line, oldHeight: 1, newHeight: 1))
            }
            let count = layout.itemCount(s)
            if count > 0 {
                let line = layout.rowsStart(s)
                let height = layout.rowsEnd(s) - line
                builder.add(MotionUnit(role: .kept, inNew: true, content: .rows(section: s, items: 0..<count),
                                       oldLine: line, newLine: line, oldHeight: height, newHeight: height))
            }
        }
        top = builder.build()
    }
}
