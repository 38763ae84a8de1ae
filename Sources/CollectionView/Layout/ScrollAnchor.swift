import ListDiff

/// What keeps a scrolled viewport on its content through a batch: one header
/// or row on screen that the batch leaves in place, held at its screen line
/// in every frame and after the batch. The rule, written here once:
///
/// - At scroll offset 0 there is no anchor: the top stays the top, so a row
///   inserted at the very top opens and fades in where the user sees it.
/// - Scrolled, the anchor is the first header or row on screen, in reading
///   order, that the batch leaves in place: not deleted, not moved, its
///   section neither deleted nor moved. A reloaded row qualifies: it changes
///   text, not place. The selection plays no part: it follows its row, and
///   a selected row on screen keeps its line like any row below the anchor
///   (whatever changes above the screen, it stays put).
/// - The anchor keeps its screen line: whatever opens, closes or moves above
///   it moves nothing below it on screen, whenever in the animation it opens
///   or closes. Only a moved row that *passes* the anchor moves
///   it, as it moves any row it passes: the anchor steps aside by the
///   mover's height when passed, toward where the mover leaves room.
/// - Rows that cross the whole screen, from beyond it on one side to beyond
///   it on the other, pass every row on it: while out of sight, their
///   passages both ways cancel, and the anchor steps for them only toward
///   its final line (upward passages count only as far as they outweigh
///   the downward ones of such rows in the batch, and the mirror). A row
///   counts as crossed once it is beyond the screen's far edge, whether or
///   not it passed the anchor: rows passing the anchor one way can step it
///   off the screen, and a row crossing the screen the other way may then
///   land between the anchor and the screen, having passed every row on
///   the screen but not the anchor. Otherwise
///   a row that climbs over the screen and one that falls over it in the
///   same short batch (a live list re-ranking far rows) would pass the
///   anchor in different frames, and the whole screen would step aside and
///   back for rows it never shows. Nor does it show them while they net:
///   where its key would draw such a row on the screen for a frame (a far
///   row's key lands there in one frame at most), it is held beyond the
///   edge it comes from and skips the screen, as any row that travels more
///   lines than the batch has frames skips lines; drawn, it would push the
///   rows it passed aside for that frame, and once out of sight and netted
///   they would step back. Where cancelling brings such a row into sight,
///   it is held back likewise: left uncancelled, the screen would stand
///   aside for that frame instead.
/// - A row that passes the anchor with one end far beyond the screen (a
///   screenful or more: it leaves the screen for far beyond an edge, or
///   arrives on it from far beyond one) nets with the rows crossing the
///   screen as if it crossed the screen too, if such far rows (crossing or
///   over an edge) pass the anchor both ways, even where the crossing rows
///   all go one way or none crosses it: a row leaving the screen for far
///   above, one crossing it downward and one arriving from far above would
///   otherwise pass the rows between them up and then down again, and so
///   would two rows leaving for far above and one arriving from there
///   (a live list's catch-up batch). The screen sees it go or come, not
///   pass: it skips the screen, and the rows between it and the anchor
///   stay still. One arriving is held beyond the edge it comes from until
///   the batch lands; one leaving waits at its place until then, so every
///   such room closes or opens in the landing frame, as the rooms of a
///   deleted and an inserted row change together. Otherwise one leaving
///   over the top early and one arriving from above late (a live list
///   re-ranking far rows) would pass the anchor frames apart, and the rows
///   above them would step aside and back for passages the screen never
///   showed; and if one left at once and one landed at the end, the rows
///   below both would step up and back down (five rows leaving for far
///   above and five arriving from there lifted them four lines). Only far
///   rows and only in such batches: a near row is seen passing the rows
///   between it and the anchor, and they step for it as for any mover;
///   netted alone, its room would open and close below it and move rows
///   nothing passed.
/// - A row seen passing a waiting row the wrong way (toward where the
///   waiting row goes, to end on the other side of it: climbing past a row
///   that waits to leave for far above, to land below where that one goes)
///   would step it away from where it goes: it waits too, at its place
///   until the batch lands, and takes its place there, as a row travelling
///   more lines than the batch has frames skips lines; and so on for the
///   rows that would pass it. (Rows that net or are held till they land
///   pass nothing on the screen.)
/// - Where such netting leaves the screen's rows a step to take one way
///   (more lines cross it one way than the other), a row that arrives from
///   beyond an edge and passes rows on the screen the other way (climbing
///   from below it while the crossings lift them, or the mirror) is held
///   beyond that edge until it lands, and the screen waits for it: it takes
///   its step for the crossings in the frame where the row lands, so each
///   row the arriving one passed steps once, straight to its line. A row
///   passed that way steps back from where it is going, whenever it is
///   passed: seen passing, the arriving row pushed the rows it passed back
///   before or after the screen stepped for the crossings (a live list's
///   catch-up batch: ten rows falling over the screen against three
///   climbing stepped the anchor seven lines off its top, and a row climbing
///   from just below the screen to its top line pushed rows back down).
///   Room that opens or closes on the screen below the anchor against that
///   step (an inserted row where the crossings lift the rows, a deleted row
///   where they lower them) makes the screen wait likewise, till it has
///   opened or closed: the row opening is timed around every mover passing
///   it (``MotionPlan``), netted ones too, so it may open long after the
///   crossings that net are out of sight, and the rows below it would stand
///   a step aside until then and step back when it opened (a live list's
///   catch-up batch: two rows falling over the screen against one climbing
///   lifted the screen a line, and the row inserted below the anchor, under
///   the sticky header, opened only once the climbing row had passed it).
///   A crossing row counts as out of sight where the netted screen does
///   not show it, even if the screen before netting did.
/// - The mirror in time: a row on the screen that leaves it over an edge
///   passing the anchor against that step (climbing over the top while the
///   crossings lift the screen's rows, or the mirror), even a near one,
///   nets with the crossings as a far row over an edge does: it waits at
///   its place until the batch lands and skips the screen, its room closes
///   there, and the rows it would have passed stay still. Seen passing, it
///   stepped each of them aside, and the netted crossings stepped them back
///   as it landed (a live list's catch-up batch: three rows falling over the
///   screen against two climbing, and a row climbing from the screen to just
///   above it).
/// - Where rows cross the screen one way only, nothing nets, and each steps
///   the rows it passes. If they step the anchor off the screen (rows
///   falling over the screen lift it off the top; climbing ones push it off
///   the bottom) and room opens between the anchor and the screen against
///   their step (a row inserted there), that room nets with them as rows
///   crossing the other way would: it counts once it opens out of sight,
///   so the screen's rows step once for the two together, only the way the
///   crossings take them. Otherwise the room, timed around the movers
///   passing it (``MotionPlan``), opened after the crossings had lifted the
///   rows and pushed them back (a live list's catch-up batch: three rows
///   falling from far above over the screen, and a row inserted just above
///   it, lifted its rows three lines and lowered them one).
/// - So the new scroll offset is `old offset + new top − old top` of the
///   anchor, less the heights of the movers that pass it upward, plus those
///   that pass it downward (``offset(from:)``), clamped to the scroll range;
///   and in each frame the offset is the anchor's line in that frame minus
///   its screen line and what has passed it so far (crossings of the whole
///   screen, and far rows over an edge, netted as above), plus (linearly in eased
///   progress) what the clamp or a scroll during the batch adds
///   (``frameOffset(pieces:layout:oldOffset:newOffset:e:)``).
/// - A batch whose changes are all above (or below) the screen then draws
///   nothing new, and lasts one frame (see `CollectionView.batchIsOffScreen`).
/// - Without an anchor (offset 0, nothing on screen stays, or the batch
///   moves a section) the offset glides linearly from the old one to the
///   new one, as a scroll does. A moved section passes the rows of other
///   sections as a block; anchoring such batches is left for later, so they
///   keep the offset they had, as before anchors.
/// - In a frame the offset never goes above the list's top.
///
/// Complexity: choosing is O(m log n) for m moved rows and sections, plus
/// O(log n) per header or row on screen, plus O(m) per waiting row; placing
/// it in a frame is O(pieces of the frame), once more for each crossing row
/// held back from the screen (rarely any), for each that only the netted
/// screen leaves out of sight (rarely any) and for each waiting row.
struct ScrollAnchor: Equatable {
    /// The anchor as the new layout names it.
    enum Element: Equatable {
        case header(section: Int)
        case row(ItemPath)
    }

    /// The anchor in the new layout.
    var element: Element
    /// Its first line before the batch, and after.
    var oldTop: Int
    var newTop: Int
    /// The lines of the movers that pass the anchor upward, less those that pass it downward (new heights).
    var passedUp = 0
    /// Of those, the lines of the movers that cross the whole screen upward, and downward, and of the far rows over
    /// an edge that net with them (new heights).
    var crossingUp = 0
    var crossingDown = 0
    /// Whether rows that pass the anchor with one end far beyond the screen net with those crossing it (see the type's
    /// rule): only when far rows (crossing or over an edge) pass the anchor both ways.
    var edgeRowsNet = false
    /// The rows (by new line) that arrive on the screen from beyond an edge passing its rows against the crossings'
    /// step (see the type's rule): held beyond that edge until they land, and the step taken when they land.
    var againstCrossings: Set<Int> = []
    /// The rows (by new line) that leave the screen over an edge passing the anchor against the crossings' step (see
    /// the type's rule): they net with the crossings, as far rows over an edge do.
    var leavingAgainstCrossings: Set<Int> = []
    /// The inserted rows (by new line) that open between the anchor and the screen against the step of crossings one
    /// way (see the type's rule): they net with the crossings as rows crossing the other way would.
    var roomsAgainstCrossings: Set<Int> = []
    /// The rows (by new line) that stay at their old place until the batch lands (see the type's rule): the far rows
    /// over an edge that net and start on the screen, those leaving it against the crossings, and the rows seen
    /// passing one of them the wrong way.
    var waiting: Set<Int> = []
    /// The content lines on screen before the batch, and after (before clamping).
    var oldScreen = 0..<0
    var newScreen = 0..<0

    /// The scroll offset that keeps the anchor at its screen line, but for
    /// what passed it; before clamping.
    func offset(from oldOffset: Int) -> Int { oldOffset + newTop - oldTop - passedUp }

    /// Chooses the anchor of a batch (see the type's rule), or `nil` for none.
    ///
    /// - Parameters:
    ///   - old: the layout before the batch; `new`, after.
    ///   - mapping: where every old section and row goes.
    ///   - changeset: the batch, in the view's (presented) paths.
    ///   - oldOffset: the scroll offset before the batch.
    ///   - rows: the viewport's height.
    static func choose(
        old: ListLayout, new: ListLayout, mapping: BatchMapping, changeset: Changeset, oldOffset: Int, rows: Int
    ) -> ScrollAnchor? {
        // A moved section passes rows as a block: with it the batch keeps the offset it had (see the rule).
        guard oldOffset > 0, rows > 0, changeset.sections.moved.isEmpty else { return nil }
        let lines = oldOffset..<(oldOffset + rows)
        let movedRows = Set(changeset.items.moved.map(\.from))

        func staying(_ candidate: ListLayout.VisibleElement) -> ScrollAnchor? {
            switch candidate {
            case let .header(s, top):
                guard let t = mapping.sectionTargets[s], new.headers[t] != nil else { return nil }
                return ScrollAnchor(element: .header(section: t), oldTop: top, newTop: new.headerTop(t))
            case let .row(p, top):
                guard mapping.sectionTargets[p.section] != nil, !movedRows.contains(p), let q = mapping.target(of: p) else {
                    return nil
                }
                return ScrollAnchor(element: .row(q), oldTop: top, newTop: new.rowTop(q))
            }
        }

        var found: ScrollAnchor?
        // The headers and rows on screen that stay, old and new top: in the same order before and after.
        var stayingOnScreen: [(old: Int, new: Int)] = []
        // The walk has no early exit; it visits at most a screenful.
        old.forEachVisible(in: lines) { element in
            guard let staying = staying(element) else { return }
            if found == nil { found = staying }
            stayingOnScreen.append((staying.oldTop, staying.newTop))
        }
        guard var anchor = found else { return nil }
        let spans = changeset.items.moved.map { (from: old.rowSpan($0.from), to: new.rowSpan($0.to)) }
        for (from, to) in spans {
            anchor.passedUp += anchor.passing(from: from.top, to: to.top, height: to.height)
        }
        anchor.oldScreen = lines
        anchor.newScreen = anchor.offset(from: oldOffset)..<(anchor.offset(from: oldOffset) + rows)
        for (from, to) in spans {
            switch anchor.crossing(from: from.top, oldHeight: from.height, to: to.top, newHeight: to.height) {
            case 1: anchor.crossingUp += to.height
            case -1: anchor.crossingDown += to.height
            default: break
            }
        }
        var edge = (up: 0, down: 0)
        for (from, to) in spans {
            switch anchor.passingOverAnEdge(from: from.top, oldHeight: from.height, to: to.top, newHeight: to.height) {
            case 1: edge.up += to.height
            case -1: edge.down += to.height
            default: break
            }
        }
        // Far rows pass the anchor both ways, crossing the whole screen or over an edge (see the type's rule).
        if anchor.crossingUp + edge.up > 0, anchor.crossingDown + edge.down > 0 {
            anchor.edgeRowsNet = true
            anchor.crossingUp += edge.up
            anchor.crossingDown += edge.down
            for (from, to) in spans
            where from.top < lines.upperBound && from.top + from.height > lines.lowerBound
                && anchor.passingOverAnEdge(from: from.top, oldHeight: from.height, to: to.top, newHeight: to.height) != 0 {
                anchor.waiting.insert(to.top)
            }
        }
        var rise = anchor.crossingDown - anchor.crossingUp
        if anchor.crossingUp > 0, anchor.crossingDown > 0, rise != 0 {
            for (from, to) in spans
            where anchor.netting(from: from.top, oldHeight: from.height, to: to.top, newHeight: to.height) == 0
                && anchor.leaves(from: from.top, to: to.top, newHeight: to.height, climbing: rise > 0)
                && anchor.passing(from: from.top, to: to.top, height: 1) != 0 {
                anchor.leavingAgainstCrossings.insert(to.top)
                if rise > 0 { anchor.crossingUp += to.height } else { anchor.crossingDown += to.height }
            }
            rise = anchor.crossingDown - anchor.crossingUp
        }
        if anchor.crossingUp > 0, anchor.crossingDown > 0, rise != 0 {
            for (from, to) in spans
            where anchor.netting(from: from.top, oldHeight: from.height, to: to.top, newHeight: to.height) == 0
                && anchor.arrives(from: from.top, oldHeight: from.height, climbing: rise > 0)
                && passesAgainst(rise, from: from.top, to: to.top, staying: stayingOnScreen) {
                anchor.againstCrossings.insert(to.top)
            }
        }
        anchor.netRooms(inserted: changeset.items.inserted, new: new)
        anchor.closeWaiting(spans, staying: stayingOnScreen)
        return anchor
    }

    /// Counts the rooms that open between the anchor and the screen against the step of crossings one way with the
    /// crossings, as crossings the other way (see the type's rule). O(k log n) for k inserted rows.
    private mutating func netRooms(inserted: [ItemPath], new: ListLayout) {
        guard (crossingUp > 0) != (crossingDown > 0) else { return }
        let rise = crossingDown > 0
        for path in inserted {
            let span = new.rowSpan(path)
            // Lifted rows: room below the anchor, above the screen. Lowered: room above the anchor, below the screen.
            let between = rise
                ? span.top > newTop && span.top + span.height <= newScreen.lowerBound
                : span.top < newTop && span.top >= newScreen.upperBound
            guard between else { continue }
            roomsAgainstCrossings.insert(span.top)
            if rise { crossingUp += span.height } else { crossingDown += span.height }
        }
    }

    /// Makes the rows seen passing a ``waiting`` row the wrong way (toward where it goes, to end on the other side of
    /// it) wait too, and the rows leaving against the crossings (see the type's rule). A waiting row stays among the
    /// rows around it, which may move (rows passing the anchor move it and them): it is passed where a mover crosses
    /// its old line shifted as the header or row that stays on the screen above it shifts (`staying`, in order, old
    /// and new tops). O(w · (m + log s)) for w waiting rows, m movers and s staying rows.
    private mutating func closeWaiting(
        _ spans: [(from: (top: Int, height: Int), to: (top: Int, height: Int))], staying: [(old: Int, new: Int)]
    ) {
        waiting.formUnion(leavingAgainstCrossings)
        guard !waiting.isEmpty else { return }
        // Movers that may be seen passing: not netted (those skip the screen), not held till they land.
        let seen = spans.filter {
            netting(from: $0.from.top, oldHeight: $0.from.height, to: $0.to.top, newHeight: $0.to.height) == 0
                && !againstCrossings.contains($0.to.top)
        }
        var work = spans.filter { waiting.contains($0.to.top) }
        while let r = work.popLast() {
            let up = r.to.top < r.from.top
            let i = staying.partitioningIndex { $0.old > r.from.top }
            let shift = i > 0 ? staying[i - 1].new - staying[i - 1].old : newTop - oldTop
            let place = r.from.top + shift
            for n in seen where !waiting.contains(n.to.top) {
                let wrong = up
                    ? n.from.top > r.from.top && n.to.top < place && n.to.top > r.to.top
                    : n.from.top < r.from.top && n.to.top > place && n.to.top < r.to.top
                guard wrong else { continue }
                waiting.insert(n.to.top)
                work.append(n)
            }
        }
    }

    /// Whether a row from old line `from` on the screen climbing (or falling) lands beyond the screen's top (or
    /// bottom) edge. O(1).
    private func leaves(from: Int, to: Int, newHeight: Int, climbing: Bool) -> Bool {
        guard oldScreen.contains(from) else { return false }
        return climbing ? to + newHeight <= newScreen.lowerBound : to >= newScreen.upperBound
    }

    /// Whether a row from old line `from` climbing (or falling) starts beyond the screen's bottom (or top) edge. O(1).
    private func arrives(from: Int, oldHeight: Int, climbing: Bool) -> Bool {
        climbing ? from >= oldScreen.upperBound : from + oldHeight <= oldScreen.lowerBound
    }

    /// Whether a mover from old line `from` to new line `to` passes one of `staying` (the headers and rows on the
    /// screen that stay, in order) the other way than the crossings step them: upward where they `rise` (> 0),
    /// downward where they fall. O(log screen).
    private static func passesAgainst(_ rise: Int, from: Int, to: Int, staying: [(old: Int, new: Int)]) -> Bool {
        if rise > 0 {
            // One above it before and below it after: the first below it after.
            let i = staying.partitioningIndex { $0.new > to }
            return i < staying.count && staying[i].old < from
        }
        // One below it before and above it after: the last above it after.
        let i = staying.partitioningIndex { $0.new >= to }
        return i > 0 && staying[i - 1].old > from
    }

    /// `height` if a mover from old line `from` to new line `to` passes the
    /// anchor upward, `-height` if downward, else 0.
    private func passing(from: Int, to: Int, height: Int) -> Int {
        switch (from < oldTop, to < newTop) {
        case (false, true): height
        case (true, false): -height
        default: 0
        }
    }

    /// 1 if a mover from old line `from` to new line `to` crosses the whole
    /// screen upward (from below the screen before the batch to above it
    /// after), -1 downward, else 0. O(1).
    private func crossing(from: Int, oldHeight: Int, to: Int, newHeight: Int) -> Int {
        if from >= oldScreen.upperBound, to + newHeight <= newScreen.lowerBound { return 1 }
        if from + oldHeight <= oldScreen.lowerBound, to >= newScreen.upperBound { return -1 }
        return 0
    }

    /// 1 if a mover passes the anchor upward with one end far beyond the
    /// screen (a screenful or more below it before the batch, or above it
    /// after) without crossing the whole screen, -1 for the mirror, else 0.
    /// O(1).
    private func passingOverAnEdge(from: Int, oldHeight: Int, to: Int, newHeight: Int) -> Int {
        guard crossing(from: from, oldHeight: oldHeight, to: to, newHeight: newHeight) == 0 else { return 0 }
        let far = oldScreen.count
        switch passing(from: from, to: to, height: 1) {
        case 1 where from >= oldScreen.upperBound + far || to + newHeight <= newScreen.lowerBound - far: return 1
        case -1 where from + oldHeight <= oldScreen.lowerBound - far || to >= newScreen.upperBound + far: return -1
        default: return 0
        }
    }

    /// 1 if a mover nets as crossing the screen upward (see the type's rule), -1 downward, else 0. O(1).
    private func netting(from: Int, oldHeight: Int, to: Int, newHeight: Int) -> Int {
        let whole = crossing(from: from, oldHeight: oldHeight, to: to, newHeight: newHeight)
        if whole == 0, leavingAgainstCrossings.contains(to) { return to < from ? 1 : -1 }
        guard whole == 0, edgeRowsNet else { return whole }
        return passingOverAnEdge(from: from, oldHeight: oldHeight, to: to, newHeight: newHeight)
    }

    /// The scroll offset of the frame at eased progress `e` whose pieces were
    /// stacked from line 0: the anchor's line in this frame, less its line
    /// before the batch and the lines of the movers that have passed it so
    /// far (upward; downward ones count negative; crossings of the whole
    /// screen netted, see the type's rule), plus what the clamp or a
    /// scroll during the batch adds to ``offset(from:)``, linearly in `e`;
    /// never above the list's top (the anchor gives way rather than show
    /// lines before the first). `nil` when the frame does not hold the
    /// anchor as a kept unit (then the caller glides the offset instead).
    ///
    /// While crossings net, a crossing row is never drawn on screen: where its
    /// key would show it, it is held beyond the edge it comes from (`pieces`
    /// restacked without it there), and the offset is found again; a far row
    /// arriving over an edge that nets with them likewise, between its start
    /// and its landing, and the ``waiting`` rows stay at their old place
    /// until the batch lands (restacked there first). Drawn for a
    /// frame, it would push aside the rows it has passed, and in the next
    /// frame, out of sight and netted, they would step back: the screen would
    /// flicker for a row it shows for one frame. Such a row skips the screen,
    /// as any row that travels more lines than the batch has frames skips
    /// lines. A row arriving against the crossings' step is held likewise
    /// wherever it is, till it lands. O(pieces) per row held (rarely one).
    func frameOffset(
        pieces: inout [MotionPiece], layout: ListLayout, oldOffset: Int, newOffset: Int, e: Double
    ) -> Double? {
        if !waiting.isEmpty, e > 0, e < 1 { keepWaitingInPlace(&pieces) }
        guard var offset = anchoredOffset(pieces: pieces, layout: layout, oldOffset: oldOffset, newOffset: newOffset, e: e)
        else { return nil }
        guard crossingUp > 0, crossingDown > 0 else { return offset }
        var held: Set<Int> = []
        while let i = seenCrossing(pieces, offset: offset, skipping: held, e: e) {
            held.insert(pieces[i].unit.newLine)
            holdBack(&pieces, at: i, offset: offset, held: held, layout: layout)
            guard let next = anchoredOffset(pieces: pieces, layout: layout, oldOffset: oldOffset, newOffset: newOffset, e: e)
            else { return nil }
            offset = next
        }
        return offset
    }

    /// The index of a piece of a row crossing the whole screen (see the
    /// type's rule), or of a far row over an edge that nets with them
    /// between its start and its landing (`e` strictly between 0 and 1),
    /// drawn on the screen at `offset` (its line rounded as `BatchAnimation`
    /// draws it), or of a row arriving against the crossings' step before it
    /// lands (wherever it is), but for the rows of `held` (by new line).
    /// O(pieces).
    private func seenCrossing(_ pieces: [MotionPiece], offset: Double, skipping held: Set<Int>, e: Double) -> Int? {
        pieces.indices.first { i in
            let piece = pieces[i], unit = piece.unit
            guard unit.role == .moved, piece.lines > 0, !held.contains(unit.newLine) else { return false }
            let whole = crossing(from: unit.oldLine, oldHeight: unit.oldHeight, to: unit.newLine, newHeight: unit.newHeight)
            let nets = netting(from: unit.oldLine, oldHeight: unit.oldHeight, to: unit.newLine, newHeight: unit.newHeight)
            // Wherever it is: between the anchor and the screen, it would move the screen's rows too.
            if againstCrossings.contains(unit.newLine), e > 0, e < 1 { return true }
            guard whole != 0 || (nets != 0 && e > 0 && e < 1 && !waiting.contains(unit.newLine)) else { return false }
            let line = Int((Double(piece.top) - offset).rounded())
            return line + piece.lines > 0 && line < oldScreen.count
        }
    }

    /// Moves the crossing row of piece `i` beyond the screen's edge (at
    /// `offset`) it comes from, the pieces between its two places stacked
    /// again without it: below the screen for a row climbing over it, above
    /// it (before the first piece on it) for a row falling over it. A far row
    /// leaving the screen goes beyond the edge it leaves by: it has left.
    /// The rows of `held` (by new line) already put below the screen, and
    /// the rows held as it is that are beyond that edge, stay there: taken
    /// out with it, they would come up into sight.
    /// O(pieces).
    private func holdBack(_ pieces: inout [MotionPiece], at i: Int, offset: Double, held: Set<Int>, layout: ListLayout) {
        let piece = pieces.remove(at: i)
        for j in i..<pieces.count { pieces[j].top -= piece.lines }
        var moving = [piece]
        let k: Int
        let unit = piece.unit
        let upward = netting(from: unit.oldLine, oldHeight: unit.oldHeight, to: unit.newLine, newHeight: unit.newHeight) == 1
        if upward ? unit.oldLine >= oldScreen.upperBound : unit.oldLine + unit.oldHeight > oldScreen.lowerBound {
            // From below (or leaving over the bottom): after the last piece that starts on the screen. Without the
            // row, the anchor's line less what has passed it leaves the screen where it was, whether the row had
            // passed the anchor or not.
            let bottom = offset + Double(oldScreen.count)
            // Rows held below before it, or crossing the screen, or held till they land, beyond the edge before it
            // was taken out: put back with it after the pieces that close up (else one would take the screen's last
            // line, and a crossing row seen there would change the netting).
            var j = i, removed = piece.lines
            while j < pieces.count {
                let other = pieces[j], unit = other.unit
                let nets = netting(from: unit.oldLine, oldHeight: unit.oldHeight, to: unit.newLine, newHeight: unit.newHeight)
                guard unit.role == .moved, Double(other.top + removed) >= bottom, !waiting.contains(unit.newLine),
                      held.contains(unit.newLine) || againstCrossings.contains(unit.newLine) || nets != 0
                else { j += 1; continue }
                pieces.remove(at: j)
                for m in j..<pieces.count { pieces[m].top -= other.lines }
                removed += other.lines
                moving.append(other)
            }
            k = pieces.firstIndex { Double($0.top) >= bottom } ?? pieces.count
        } else {
            // From above: before the first piece that reaches the screen. Without the row, the anchor's line less
            // what has passed it puts the screen's top `lines` higher, whether the row had passed the anchor or not;
            // put back above the anchor, it passed nothing, and the screen is where it was. A row leaving over the
            // top is put there as having left (it passed the anchor, and nets as crossed).
            let top = offset - Double(piece.lines)
            let reach = pieces.firstIndex { Double($0.top + $0.lines) > top } ?? pieces.count
            // A row from above goes above the anchor where rows seen passing it stepped it off the screen: between
            // them, it would still count as passed, and push a row that passed the anchor before it into sight.
            let anchor = upward
                ? nil : pieces[..<reach].firstIndex { $0.unit.role == .kept && $0.unit.inNew && line(in: $0, layout) != nil }
            k = anchor ?? reach
        }
        var top = k < pieces.count ? pieces[k].top : (pieces.last.map { $0.top + $0.lines } ?? 0)
        var lines = 0
        for (n, var row) in moving.enumerated() {
            row.top = top
            top += row.lines
            lines += row.lines
            pieces.insert(row, at: k + n)
        }
        for j in (k + moving.count)..<pieces.count { pieces[j].top += lines }
    }

    /// Puts the pieces of the ``waiting`` rows back at their old place, between the kept and deleted units that were
    /// around them before the batch (kept runs are contiguous in the old layout, so that place is between two
    /// units), the pieces between restacked. O(pieces) per waiting row.
    private func keepWaitingInPlace(_ pieces: inout [MotionPiece]) {
        var placed: Set<Int> = []
        var i = 0
        while i < pieces.count {
            let piece = pieces[i], unit = piece.unit
            guard unit.role == .moved, waiting.contains(unit.newLine), !placed.contains(unit.newLine) else { i += 1; continue }
            placed.insert(unit.newLine)
            pieces.remove(at: i)
            for j in i..<pieces.count { pieces[j].top -= piece.lines }
            // After the last piece there before the batch that started above it: kept, going, or waiting too.
            let before = pieces.lastIndex { other in
                let role = other.unit.role
                return (role == .kept || role == .deleted || placed.contains(other.unit.newLine) && role == .moved)
                    && other.unit.oldLine < unit.oldLine
            }
            let k = before.map { $0 + 1 } ?? 0
            var moved = piece
            moved.top = k < pieces.count ? pieces[k].top : (pieces.last.map { $0.top + $0.lines } ?? 0)
            pieces.insert(moved, at: k)
            for j in (k + 1)..<pieces.count { pieces[j].top += piece.lines }
            if k < i { i += 1 }
        }
    }

    /// ``frameOffset(pieces:layout:oldOffset:newOffset:e:)`` with every row where its key puts it.
    private func anchoredOffset(
        pieces: [MotionPiece], layout: ListLayout, oldOffset: Int, newOffset: Int, e: Double
    ) -> Double? {
        var top: Int?
        var passed = 0
        for piece in pieces {
            if top == nil, piece.unit.role == .kept, piece.unit.inNew, let line = line(in: piece, layout) {
                top = line
                continue
            }
            // A moved row on the other side than it started (an anchored batch moves no section).
            guard piece.unit.role == .moved else { continue }
            let startedAbove = piece.unit.oldLine < oldTop
            if top == nil, !startedAbove { passed += piece.lines }
            if top != nil, startedAbove { passed -= piece.lines }
        }
        guard let top else { return nil }
        let anchored = offset(from: oldOffset)
        let glide = Track(anchored, newOffset).at(e) - Double(anchored)
        let offset = Double(oldOffset + top - oldTop - passed) + glide
        guard crossingUp > 0, crossingDown > 0 else { return max(offset, 0) }
        // Rows crossing the screen both ways: those out of sight beyond it (in this frame as stacked so far) are
        // netted (see the type's rule); one still on screen steps what it passes, as any mover does.
        // While a row passing the screen against the crossings is held, or room against them is still opening or
        // closing on the screen below the anchor, the screen waits for it (see the type's rule).
        let waits = (!againstCrossings.isEmpty && e < 1) || gapsAgainstCrossings(pieces, anchor: top)
        var screens = offset...offset
        var netted = offset
        // A row seen on the screen at `offset` may be beyond its edge at the netted offset: drawn nowhere, it is out
        // of sight, not seen passing (else the anchor steps for it and the screen for the others, and the step is
        // taken a frame early). Each pass only takes rows out of sight, so this ends within a pass per crossing row.
        for _ in 0...(crossingUp + crossingDown) {
            let crossed = crossedOutOfSight(pieces, anchor: top, screens: screens)
            // A crossing row seen passing steps the anchor as it passes (counted in `offset`), and nets nothing.
            let pool = (up: crossingUp - crossed.seenUp, down: crossingDown - crossed.seenDown)
            let kept = waits ? 0 : max(0, crossed.up - pool.down) - max(0, crossed.down - pool.up)
            netted = offset + Double(crossed.up - crossed.down - kept)
            guard !screens.contains(netted) else { break }
            screens = min(screens.lowerBound, netted)...max(screens.upperBound, netted)
        }
        // A crossing row the netting brings into sight is held back by the caller (`frameOffset`), and the offset
        // found again.
        guard netted != offset else { return max(offset, 0) }
        return max(netted, 0)
    }

    /// Whether room on the screen below the anchor (its top at stacked line
    /// `anchor`) is still opening or closing against the step that the
    /// crossings, netted, give the screen's rows (see the type's rule): an
    /// inserted row not yet open where more lines fall over the screen than
    /// climb over it (they lift the rows; it pushes those below it down), a
    /// deleted row not yet closed in the mirror. O(pieces).
    private func gapsAgainstCrossings(_ pieces: [MotionPiece], anchor: Int) -> Bool {
        let rise = crossingDown - crossingUp
        guard rise != 0 else { return false }
        return pieces.contains { piece in
            let unit = piece.unit
            guard piece.top > anchor, !roomsAgainstCrossings.contains(unit.newLine) else { return false }
            if rise > 0 {
                return unit.role == .inserted && piece.lines < unit.newHeight
                    && unit.newLine > newTop && unit.newLine < newScreen.upperBound
            }
            return unit.role == .deleted && piece.lines > 0
                && unit.oldLine > oldTop && unit.oldLine < oldScreen.upperBound
        }
    }

    /// The lines of the rows crossing the whole screen, and of the far rows
    /// over an edge that net with them (see the type's rule), upward and
    /// downward: those out of sight beyond the edge of the screen
    /// at one of the offsets `screens` that they travel toward (they have
    /// passed every row on it, and the anchor too unless it has stepped off
    /// the screen), and those seen on it past the anchor (its top at stacked
    /// line `anchor`). O(pieces).
    private func crossedOutOfSight(
        _ pieces: [MotionPiece], anchor: Int, screens: ClosedRange<Double>
    ) -> (up: Int, down: Int, seenUp: Int, seenDown: Int) {
        // Out of sight at one of the offsets: above the lowest screen's top, or below the highest one's bottom.
        let (top, bottom) = (screens.upperBound, screens.lowerBound + Double(oldScreen.count))
        var up = 0, down = 0, seenUp = 0, seenDown = 0
        for piece in pieces {
            let unit = piece.unit
            if unit.role == .inserted, roomsAgainstCrossings.contains(unit.newLine) {
                // Room against crossings one way counts as it opens out of sight, as a row crossing the other way.
                if unit.newLine > newTop, Double(piece.top + piece.lines) <= top { up += piece.lines }
                if unit.newLine < newTop, Double(piece.top) >= bottom { down += piece.lines }
                continue
            }
            guard unit.role == .moved else { continue }
            switch netting(from: unit.oldLine, oldHeight: unit.oldHeight, to: unit.newLine, newHeight: unit.newHeight) {
            // Beyond the screen it came over, a row has passed every row on it, whichever side of the anchor it
            // is on (the anchor itself may have stepped off the screen for the rows that passed it).
            case 1:
                if Double(piece.top + piece.lines) <= top {
                    up += piece.lines
                } else if piece.top < anchor {
                    seenUp += piece.lines
                }
            case -1:
                if Double(piece.top) >= bottom {
                    down += piece.lines
                } else if piece.top > anchor {
                    seenDown += piece.lines
                }
            default: break
            }
        }
        return (up, down, seenUp, seenDown)
    }

    /// The anchor's top in `piece`, if the piece holds it.
    private func line(in piece: MotionPiece, _ layout: ListLayout) -> Int? {
        switch (element, piece.unit.content) {
        case let (.header(s), .header(t)) where s == t:
            return piece.top
        case let (.row(p), .rows(s, _)) where s == p.section && piece.items.contains(p.item):
            return piece.top + layout.rowOffset(s, p.item) - layout.rowOffset(s, piece.items.lowerBound)
        default:
            return nil
        }
    }
}
