import ListDiff

/// How a batch moves on a scrolled screen: the batch projected onto the
/// viewport before its motion is planned, since the motion that matters is
/// the motion inside the window. Five rules, stated here once (a *line* is
/// a moved row, or a header or row staying in a moved section, ``RidingLine``):
///
/// 1. **The anchor.** The first header or row on the screen that the batch
///    leaves in place (not deleted, not moved, its section neither deleted
///    nor moved) keeps its screen line, but for the lines *seen* passing it,
///    which step it aside by their height as they step any row they pass.
///    So the new offset is `old offset + new top − old top` of the anchor,
///    less what passes it upward, plus what passes it downward
///    (``anchoredOffset``). The list's ends are elements every batch leaves
///    in place, and nothing passes them: at offset 0 the list's top
///    (``Element/top``) is the first on the screen, so the top stays the
///    top; scrolled to the end the list's end (``Element/end``) is the last,
///    the anchor where the first cannot keep its line (rule 5).
/// 2. **Unseen lines relocate unseen.** A line off the screen before (at
///    the old offset) and after (at the new one), and a row inserted or
///    deleted off the screen (also in a run straddling an edge), is never
///    drawn and moves nothing: the frame is stacked outward from the anchor,
///    and they are not in the stack. (The screen is the lines a row is seen
///    on: not the first where a sticky header covers it.)
/// 3. **Edges.** A line seen at one end only crosses the screen's edge: one
///    leaving glides out across the edge toward where it goes; one arriving
///    enters across the edge it comes from, or, where that would take it
///    past the anchor, opens at its new place as an inserted row does. Its
///    far end is put just beyond the edge (lines crossing the same edge keep
///    there the order they have on the screen, so they never pass each
///    other there), so it passes exactly the rows between its place on the
///    screen and that edge. Beyond an edge keys are lines: the spacing that
///    spreads crossings is cut at the edges (``SpreadItems/spread(cutAt:)``),
///    and a far end is in no run, since its line is shared with rows unseen there.
/// 4. **Motion.** What is seen moves as on an unscrolled screen
///    (``MotionPlan``): every unit's place among the others follows its key,
///    eased from one progress; rows glide and pass, rows step aside exactly
///    when passed, room opens and closes around what passes it (above the
///    anchor, where the stack grows upward, by the mirror rule). The lines of
///    a moved section seen alike travel as one block (``RidingGroup``), as
///    the section does on an unscrolled screen.
/// 5. **The scroll range.** An anchored offset outside the scroll range
///    means the list cannot keep the anchor on its line: where the screen
///    shows the list's end, the end is the anchor instead (the list shrank
///    under a screen scrolled to its end, or nothing else on it stays: the
///    end stays on the screen's last line, the frame stacked upward from it,
///    so no frame shows a line below it), else the batch has no anchor; so does
///    a screen the batch ends on that does not show the
///    anchor's line (the frame is placed from the anchor, and what lies
///    between them is unseen). A scroll during the batch plans it again,
///    from the same start, for the screen the scroll ends on (``newScreen``
///    moves by the scroll, so rules 2 and 3 are about that screen): on the
///    screen while it shows the anchor, else without an anchor, the offset
///    gliding (``BatchAnimation/followingScroll(rows:new:clamp:)``); the
///    scroll is added linearly in eased progress; no frame shows lines
///    above the list's top.
///
/// Why the promises hold:
/// - *Nothing hidden, nothing doubled, no stray gap*: each frame is one
///   stack of units in key order, each drawn once, its lines the unit's own
///   (rule 4); the anchor only places the stack (rule 1).
/// - *Rows nothing passed stay still*: the anchor moves only when a seen
///   line passes it, and then it moves with the rows that line passes; lines
///   unseen are not in the stack (rule 2), so they move nothing, wherever
///   they go, and a seen line passes only what lies on the screen between
///   its two (edge-clamped) ends (rule 3).
/// - *No step back*: every key is a line moving linearly in one eased
///   progress, so two units cross at most once; the anchor's line is its old
///   line plus the seen lines that have crossed it, which follows the same
///   crossings; room opens and closes only where nothing passing it is
///   pushed back, on each side of the anchor (rule 4); no scroll is laid
///   over them (rule 5).
/// - *The last frame is the new list*: at progress 1 the stack holds every
///   unit on the new screen in new order, and the anchor stands at its old
///   line plus what passed it: ``anchoredOffset`` by construction.
///
/// Without an anchor (the anchored offset is outside the scroll range;
/// nothing on the screen stays), and for a list the screen holds whole at
/// both ends, the offset glides from the old to the new one, and every row
/// is stacked from the list's top (``MotionPlan``, up to its horizon); the
/// glide, a scroll, keeps within the scroll range of each frame's list
/// (``BatchAnimation/pieces(at:layout:rows:)``).
///
/// Complexity: planning is O(r log r + s log n) for r lines of moved
/// sections seen and s headers and rows on the screens before and after:
/// only the moved rows with an end on a screen are looked at (found from
/// the rows the screens show, ``MovedRows``), so a batch that moves a
/// million rows is planned as what the screens show; placing a frame
/// (``AnchoredFrame``) is O(pieces).
struct ViewportPlan {
    enum Element: Equatable {  // the anchor as the new layout names it
        case header(section: Int)
        case row(ItemPath)
        /// The list's top, at offset 0: the top stays the top, whatever the batch does on the screen.
        case top
        /// The list's end, on a screen scrolled to it: the end stays the end, whatever the batch does on the
        /// screen. Its line is the one just past the list's last (``ListLayout/totalHeight``).
        case end
    }

    /// The anchor in the new layout, and its first content line before the batch and after.
    var element: Element
    var oldTop: Int, newTop: Int
    /// The offset that keeps the anchor on its line but for the seen lines that pass it.
    var anchoredOffset: Int
    /// The content lines on screen before the batch, and after.
    var oldScreen: Range<Int>, newScreen: Range<Int>
    /// The lines of ``oldScreen`` and ``newScreen`` a row is seen on: all but the first where a sticky header covers
    /// it (``ListLayout/stickyHeader(at:)``).
    var oldSeen: Range<Int>, newSeen: Range<Int>
    /// Where each moved row seen at one end only (by index in the batch's moves) starts and ends, its far end put
    /// just beyond the edge it crosses (rule 3).
    var edgeLines: [Int: (old: Int, new: Int)] = [:]
    /// The rows of ``edgeLines`` that leave (their new end is beyond the edge); the others arrive.
    var leavers: Set<Int> = []
    /// The rows of ``edgeLines`` whose far end is beyond the top edge. There a unit may start on the far end's line
    /// and reach the screen (a run opening across the edge), so the far end's key is half a line above its line:
    /// it is stacked above that unit, beyond the edge, rather than after it, on the screen.
    var overTheTop: Set<Int> = []
    /// The moved rows (by index in the batch's moves) that move on the screen: seen at either end, and not
    /// arriving past the anchor. Every other moved row is *in place*: unseen, it relocates without motion, and where
    /// the new screen shows it (arriving past the anchor) it is shown as inserted at its new place. Only rows with
    /// an end on a screen are looked at, so a re-sort of a million rows plans what the screens show.
    var screenMoves: Set<Int> = []
    /// The new paths of ``screenMoves``.
    var screenTargets: Set<ItemPath> = []
    /// The batch's moved rows, by old path.
    let movedRows: MovedRows
    /// The lines of moved sections seen at either end (``RidingLine``); in ``edgeLines`` after the batch's moves.
    var riding: [RidingLine] = []

    /// Whether a screen of `rows` lines at `oldOffset` holds the whole list before and after the batch: then it is
    /// planned whole (``MotionPlan``), as cheap, and its moved sections travel with their separators. O(1).
    static func holdsWhole(old: ListLayout, new: ListLayout, oldOffset: Int, rows: Int) -> Bool {
        oldOffset == 0 && max(old.totalHeight, new.totalHeight) <= rows
    }

    /// The scroll offset the batch ends at: ``anchoredOffset``, plus a scroll during it.
    var newOffset: Int { newScreen.lowerBound }

    /// Plans a batch on the screen (see the type's rules), or `nil` when it has no anchor or the screen holds the
    /// whole list at both ends. The anchor's lines (``oldTop``, ``newTop``) are the list's height for ``Element/end``.
    ///
    /// - Parameters:
    ///   - old: the layout before the batch; `new`, after.
    ///   - mapping: where every old section and row goes.
    ///   - changeset: the batch, in the view's (presented) paths.
    ///   - oldOffset: the scroll offset before the batch; `rows`, the viewport's height.
    ///   - clamp: the scroll range (an anchored offset it changes means no anchor).
    ///   - scrolled: how far a scroll during the batch has taken the screen
    ///     it ends on past the anchored offset (rule 5): the new screen is
    ///     that one (clamped), so that rows crossing an edge cross the edges
    ///     of the screen the batch ends on; `nil` when it no longer shows the anchor.
    init?(
        old: ListLayout, new: ListLayout, mapping: BatchMapping, changeset: Changeset, oldOffset: Int, rows: Int,
        clamp: (Int) -> Int, scrolled: Int = 0
    ) {
        guard !Self.holdsWhole(old: old, new: new, oldOffset: oldOffset, rows: rows), oldOffset >= 0, rows > 0 else {
            return nil
        }
        oldScreen = oldOffset..<(oldOffset + rows)
        oldSeen = Self.seen(oldScreen, in: old)
        let movedRows = MovedRows(changeset.items.moved)
        self.movedRows = movedRows
        let movedSections = Set(changeset.sections.moved.map(\.from))
        // The list's ends are on the screen that shows them, and every batch leaves them in place (the top is line
        // 0, the end just past the last line): nothing passes them. At offset 0 the top is the first element on the
        // screen the batch leaves in place; scrolled to the end, the end is the last.
        var found: (Element, old: Int, new: Int)? = oldOffset == 0 ? (.top, 0, 0) : nil
        let end: (Element, old: Int, new: Int)? = oldOffset > 0 && oldScreen.upperBound >= old.totalHeight
            ? (.end, old.totalHeight, new.totalHeight) : nil
        old.forEachVisible(in: oldSeen) { element in
            guard found == nil else { return }
            switch element {
            case let .header(s, top):
                if !movedSections.contains(s), let t = mapping.sectionTargets[s], new.headers[t] != nil {
                    found = (.header(section: t), top, new.headerTop(t))
                }
            case let .row(p, top):
                if mapping.sectionTargets[p.section] != nil, !movedSections.contains(p.section), !movedRows.contains(p),
                   let q = mapping.target(of: p) {
                    found = (.row(q), top, new.rowTop(q))
                }
            }
        }
        guard found != nil || end != nil else { return nil }
        // Rule 1: the lines seen passing the anchor are those on the screen before (every one of them is drawn).
        riding = RidingLine.seen(in: oldSeen, of: old, other: new, mapping: mapping, movedSections: movedSections,
                                    movedRows: movedRows, oldSide: true)
        // Rule 2: only the moved rows with an end on a screen are looked at (by index in the moves, then the
        // riding lines after them); every other one is off both screens, in place.
        let moves = changeset.items.moved
        var spans: [Int: (from: (top: Int, height: Int), to: (top: Int, height: Int))] = [:]
        func look(at i: Int) {
            if spans[i] == nil { spans[i] = (old.rowSpan(moves[i].from), new.rowSpan(moves[i].to)) }
        }
        old.forEachVisible(in: oldSeen) { element in
            if case let .row(p, _) = element, let i = movedRows.moveIndex(of: p) { look(at: i) }
        }
        for (j, line) in riding.enumerated() { spans[moves.count + j] = (line.from, line.to) }
        // Rule 5: the anchor keeps its line where the list lets it. A screen that shows the list's end before the
        // batch and, kept by the first element left in place, would show it after (the list shrank under the
        // screen, or nothing else on it stays) is anchored to the end, which no batch moves: the end keeps the
        // screen's last line, and no frame shows a line below it. Where rows added below the first element push
        // the end below the screen, it stays as it is (rows added off the screen move nothing on it).
        var anchor: (element: Element, oldTop: Int, newTop: Int, offset: Int)?
        let seenBefore = oldSeen
        func offset(keeping element: (Element, old: Int, new: Int)) -> Int {
            var passedUp = 0
            for (from, to) in spans.values where Self.overlaps(from, seenBefore) {
                passedUp += Self.passing(from: from.top, to: to.top, oldTop: element.old, newTop: element.new) * to.height
            }
            return oldOffset + element.new - element.old - passedUp
        }
        let first = found.map { (element: $0, offset: offset(keeping: $0)) }
        if let end, first.map({ $0.offset >= clamp(.max) }) ?? true {
            anchor = (end.0, end.old, end.new, offset(keeping: end))
        } else if let first {
            anchor = (first.element.0, first.element.old, first.element.new, first.offset)
        }
        // Where the list does not let it keep its line, nothing on the screen can stay.
        guard let anchor, clamp(anchor.offset) == anchor.offset else { return nil }
        (element, oldTop, newTop, anchoredOffset) = (anchor.element, anchor.oldTop, anchor.newTop, anchor.offset)
        let newOffset = clamp(anchoredOffset + scrolled)
        newScreen = newOffset..<(newOffset + rows)
        // A scroll during the batch that takes the screen away from the anchor: what lies between them is unseen
        // (moved sections are stacked only as their lines seen), so nothing can place the screen from it.
        guard element == .end ? newScreen.upperBound == newTop : newScreen.contains(newTop) else { return nil }
        newSeen = Self.seen(newScreen, in: new)
        let arriving = RidingLine.seen(in: newSeen, of: new, other: old, mapping: mapping,
                                       movedSections: movedSections, movedRows: movedRows, oldSide: false)
        let known = Set(riding.map(\.content))
        riding += arriving.filter { !known.contains($0.content) }
        for j in known.count..<riding.count { spans[moves.count + j] = (riding[j].from, riding[j].to) }
        new.forEachVisible(in: newSeen) { element in
            if case let .row(q, _) = element, let p = mapping.source(of: q), let i = movedRows.moveIndex(of: p) { look(at: i) }
        }
        classify(moves, spans: spans, old: old, new: new)
        screenTargets = Set(screenMoves.map { moves[$0].to })
    }

    /// Sorts the moved rows and riding lines looked at (`spans`, by index:
    /// the batch's moves, then the riding lines) by how they are seen
    /// (rules 2 and 3). O(k log k) for the k looked at.
    private mutating func classify(
        _ moves: [Move<ItemPath>], spans: [Int: (from: (top: Int, height: Int), to: (top: Int, height: Int))],
        old: ListLayout, new: ListLayout
    ) {
        var leaving: [(i: Int, down: Bool)] = [], arriving: [(i: Int, down: Bool)] = []
        var looked: [(i: Int, from: (top: Int, height: Int), to: (top: Int, height: Int))] = []
        for i in spans.keys.sorted() {
            if let (from, to) = spans[i] { looked.append((i, from, to)) }
        }
        for (i, from, to) in looked {
            let before = Self.overlaps(from, oldSeen), after = Self.overlaps(to, newSeen)
            switch (before, after) {
            case (true, true): moveOnScreen(i, moves)
            case (true, false):
                moveOnScreen(i, moves)
                leaving.append((i, to.top >= newSeen.upperBound))
            case (false, true):
                if Self.passing(from: from.top, to: to.top, oldTop: oldTop, newTop: newTop) != 0 {
                    showInPlace(i, moves)
                } else {
                    moveOnScreen(i, moves)
                    arriving.append((i, from.top + from.height <= oldSeen.lowerBound))
                }
            case (false, false): showInPlace(i, moves)
            }
        }
        let span = { (i: Int) in spans[i] ?? ((0, 0), (0, 0)) }
        // Beyond the bottom edge, and beyond the top edge above the element that covers the screen's first line seen
        // (a row may start above it), in the order they have on the screen.
        let newTopEdge = Self.topOfElement(covering: newSeen.lowerBound, in: new)
        let oldTopEdge = Self.topOfElement(covering: oldSeen.lowerBound, in: old)
        for (down, group) in [(true, leaving.filter(\.down)), (false, leaving.filter { !$0.down })] {
            let order = group.map(\.i).sorted { span($0).from.top < span($1).from.top }
            for (i, line) in Self.beyond(order, heights: order.map { span($0).to.height }, down: down,
                                          edge: down ? newSeen.upperBound : newTopEdge) {
                edgeLines[i] = (span(i).from.top, line)
                leavers.insert(i)
                if !down { overTheTop.insert(i) }
            }
        }
        for (fromAbove, group) in [(true, arriving.filter(\.down)), (false, arriving.filter { !$0.down })] {
            let order = group.map(\.i).sorted { span($0).to.top < span($1).to.top }
            for (i, line) in Self.beyond(order, heights: order.map { span($0).from.height }, down: !fromAbove,
                                          edge: fromAbove ? oldTopEdge : oldSeen.upperBound) {
                edgeLines[i] = (line, span(i).to.top)
                if fromAbove { overTheTop.insert(i) }
            }
        }
    }

    /// Shows mover `i` (the batch's moves, then ``riding``) at its new place as an inserted row (rule 3): a
    /// moved row, by not being one of ``screenMoves``. O(1).
    mutating func showInPlace(_ i: Int, _ moves: [Move<ItemPath>]) {
        if i >= moves.count { riding[i - moves.count].inPlace = true }
    }

    /// Has moved row `i` (the batch's moves, then ``riding``) move on the screen. O(1).
    mutating func moveOnScreen(_ i: Int, _ moves: [Move<ItemPath>]) {
        if i < moves.count { screenMoves.insert(i) }
    }

    /// Whether the row at new path `path` is a moved row in place (see ``screenMoves``). O(log moves).
    func isMovedInPlace(_ path: ItemPath, mapping: BatchMapping) -> Bool {
        guard let from = mapping.source(of: path), movedRows.contains(from) else { return false }
        return !screenTargets.contains(path)
    }

    /// Lines for rows `order` (in their order) stacked just beyond an edge: from `edge` down, or ending at `edge`
    /// going up. O(rows).
    private static func beyond(_ order: [Int], heights: [Int], down: Bool, edge: Int) -> [(Int, Int)] {
        var placed: [(Int, Int)] = []
        if down {
            var line = edge
            for (i, h) in zip(order, heights) { placed.append((i, line)); line += h }
        } else {
            var line = edge
            for (i, h) in zip(order, heights).reversed() { line -= h; placed.append((i, line)) }
        }
        return placed
    }

    /// The first line of the header, row or separator that covers content line `line`. O(log n).
    private static func topOfElement(covering line: Int, in layout: ListLayout) -> Int {
        var top = line
        layout.forEachVisible(in: line..<(line + 1)) { element in
            switch element {
            case let .header(_, t), let .row(_, t): top = min(top, t)
            }
        }
        return top
    }

    /// 1 if a row from content line `from` to `to` passes the anchor upward, -1 downward, else 0. O(1).
    private static func passing(from: Int, to: Int, oldTop: Int, newTop: Int) -> Int {
        switch (from < oldTop, to < newTop) {
        case (false, true): 1
        case (true, false): -1
        default: 0
        }
    }

    /// The lines of `screen` a row is seen on at rest: without the first where a sticky header covers it. O(log n).
    private static func seen(_ screen: Range<Int>, in layout: ListLayout) -> Range<Int> {
        guard screen.count > 1, layout.stickyHeader(at: screen.lowerBound) != nil else { return screen }
        return (screen.lowerBound + 1)..<screen.upperBound
    }

    static func overlaps(_ span: (top: Int, height: Int), _ lines: Range<Int>) -> Bool {
        span.top < lines.upperBound && span.top + span.height > lines.lowerBound
    }

    /// Whether a unit showing `content` (as the new layout names it) holds the anchor. O(1).
    func holdsAnchor(_ content: MotionContent) -> Bool {
        switch (element, content) {
        case let (.header(s), .header(t)): s == t
        case let (.row(p), .rows(s, items)): s == p.section && items.contains(p.item)
        case (.top, _), (.end, _), (.header, _), (.row, _): false
        }
    }
}
