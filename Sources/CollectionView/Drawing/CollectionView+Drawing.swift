import ListDiff

extension CollectionView {
    /// Finishes an animation whose time is up (calling its completion), then
    /// draws the frame at ``clock``'s now. Sets ``viewportSize`` to the canvas
    /// size, and ``screenFrame`` and ``displayHost`` from the canvas.
    ///
    /// Complexity: O(visible rows · log n + units of the running animation).
    public func render(into canvas: inout some Canvas) {
        noteScreen(of: canvas)
        if viewportSize != canvas.size { viewportSize = canvas.size }
        advance()
        var paint = FramePaint()
        let now = clock.now
        drawFrame(into: &canvas, at: now, &paint)
        lastFrameTime = now
        // What was drawn is remembered: the old text of a row whose reload a batch defers.
        for (id, text) in paint.fetched { contentCache[id] = text }
        if animation == nil { pruneContentCache() }
        updateVisibility()
    }

    /// Draws the frame at `time`: a pure function of the view's state and
    /// `time` (stepping `time` over an animation gives the same frames every
    /// run), which changes nothing in the view: it does not finish the
    /// animation (at or after its end the frame is the final one), and the
    /// row texts it asks the data source for are not kept (``render(into:)``
    /// keeps them).
    ///
    /// Complexity: O(visible rows · log n), plus O(units + movers · log units)
    /// of the running animation (see `MotionPlan`): what the batch changed,
    /// not what the list holds.
    public func draw(into canvas: inout some Canvas, at time: Duration) {
        var paint = FramePaint()
        drawFrame(into: &canvas, at: time, &paint)
    }

    /// The body of ``draw(into:at:)``: what it asks the data source for goes
    /// into `paint.fetched`, for ``render(into:)`` to keep.
    private func drawFrame(into canvas: inout some Canvas, at time: Duration, _ paint: inout FramePaint) {
        canvas.clear()
        paint.drawn = Array(repeating: false, count: max(canvas.size.rows, 0))
        paint.columns = max(canvas.size.columns - reservedColumns, 0)
        defer {
            for plugin in plugins { plugin.drawOverlay(into: &canvas, in: self) }
        }
        guard let animation, time < animation.end else {
            drawStill(into: &canvas, &paint)
            return
        }
        // Fades follow time; positions follow eased progress (eased once, here).
        let linear = animation.progress(at: time)
        let e = MotionPlan.eased(linear, animation.easing)
        let elapsed = time - animation.start
        let rows = canvas.size.rows
        // The sticky header names the section of the row drawn at line 0, if
        // that section's header has gone above the screen (a moved section
        // passing through another puts rows of two sections after each other,
        // so the last header above is not always the row's), or else of the
        // last header stacked above line 0, unless a header is drawn there.
        var headersAbove: [(section: Int, inNew: Bool)] = []
        var rowAtTop: (section: Int, inNew: Bool)?
        var headerAtTop = false
        // Scrolled as the batch's anchor says (`BatchAnimation.pieces(at:layout:rows:)`).
        for piece in animation.pieces(at: e, layout: layout, rows: rows) where piece.lines > 0 {
            let y = piece.top
            if y >= rows { break }
            switch piece.unit.content {
            case let .header(s):
                if y < 0 { headersAbove.append((s, piece.unit.inNew)) } else if y == 0 { headerAtTop = true }
            case let .rows(s, _):
                if y <= 0, y + piece.lines > 0 { rowAtTop = (s, piece.unit.inNew) }
            case .separator:
                break
            }
            guard y + piece.lines > 0 else { continue }
            draw(piece, y: y, of: animation, linear: linear, elapsed: elapsed, into: &canvas, &paint)
        }
        var sticky = headersAbove.last
        if let row = rowAtTop {
            // A row whose section's header is not above it (a row on its way between sections) shows itself.
            // Sections are matched by id, not number: a deleted row is numbered in the old list, its header
            // in the new one, and a section above that comes or goes renumbers them apart.
            func id(_ unit: (section: Int, inNew: Bool)) -> AnyHashable { (unit.inNew ? layout : animation.old).sectionIDs[unit.section] }
            let section = id(row)
            sticky = headersAbove.last { id($0) == section }
        }
        if !headerAtTop, let (s, inNew) = sticky {
            let source = inNew ? layout : animation.old
            if let header = source.headers[s] {
                let base = inNew ? headerStyle(source.sectionIDs[s]) : configuration.appearance.header
                drawLine(header, y: 0, base: base, alpha: 1, into: &canvas, &paint)
            }
        }
    }

    /// The frame at `time` on a fresh ``GridCanvas`` of the given size: for
    /// tests and headless output.
    public func frame(at time: Duration, columns: Int, rows: Int, colorCount: Int = 256) -> GridCanvas {
        var canvas = GridCanvas(columns: columns, rows: rows, colorCount: colorCount)
        draw(into: &canvas, at: time)
        return canvas
    }

    // MARK: - Still frames

    private func drawStill(into canvas: inout some Canvas, _ paint: inout FramePaint) {
        let rows = canvas.size.rows
        let offset = scrollOffset
        guard rows > 0 else { return }
        layout.forEachVisible(in: offset..<(offset + rows)) { element in
            switch element {
            case let .header(s, top):
                if let header = layout.headers[s] {
                    drawLine(header, y: top - offset, base: headerStyle(layout.sectionIDs[s]), alpha: 1, into: &canvas, &paint)
                }
            case let .row(path, top):
                let id = layout.itemIDs[path.section][path.item]
                drawRow(content(for: id, at: path, &paint), y: top - offset, height: layout.rowHeight(path),
                        selected: highlight(id), flash: false, alpha: 1, into: &canvas, &paint)
            }
        }
        if let s = layout.stickyHeader(at: offset), let header = layout.headers[s] {
            drawLine(header, y: 0, base: headerStyle(layout.sectionIDs[s]), alpha: 1, into: &canvas, &paint)
        }
    }

    // MARK: - Animated frames

    /// Draws what `piece` shows at screen line `y`, in at most its `lines`.
    private func draw(
        _ piece: MotionPiece, y: Int, of animation: BatchAnimation, linear: Double, elapsed: Duration,
        into canvas: inout some Canvas, _ paint: inout FramePaint
    ) {
        let unit = piece.unit
        let alpha: Double
        switch unit.role {
        case .inserted: alpha = linear
        case .deleted: alpha = 1 - linear
        case .kept, .moved: alpha = 1
        }
        guard alpha > 0 else { return }
        let source = unit.inNew ? layout : animation.old
        let inMainFlash = elapsed < animation.flash
        let inDeferredFlash = elapsed >= animation.motion && elapsed < animation.motion + animation.flash
        let landed = elapsed >= animation.motion

        switch unit.content {
        case .separator:
            return
        case let .header(s):
            guard let header = source.headers[s] else { return }
            let id = source.sectionIDs[s]
            let flash = unit.inNew && ((inMainFlash && animation.reloadedSectionIDs.contains(id))
                || (inDeferredFlash && animation.deferredSectionIDs.contains(id)))
            let base = flash ? flashStyle(canvas.colorCount) : unit.inNew ? headerStyle(id) : configuration.appearance.header
            drawLine(header, y: y, base: base, alpha: alpha, into: &canvas, &paint)
        case let .rows(s, _):
            let first = source.rowOffset(s, piece.items.lowerBound)
            let limit = min(y + piece.lines, canvas.size.rows)
            // The first row that ends below the screen's top (bottoms are the next row's top).
            var item = source.firstRow(in: s, (piece.items.lowerBound + 1)..<(piece.items.upperBound + 1)) {
                y + $0 - first > 0
            } - 1
            while item < piece.items.upperBound {
                let top = y + source.rowOffset(s, item) - first
                if top >= limit { break }
                let path = ItemPath(item: item, section: s)
                let id = source.itemIDs[s][item]
                let text: StyledText?
                var flash = false
                if unit.inNew {
                    let deferred = animation.deferredItemIDs.contains(id)
                    let showsOld = deferred && !landed && configuration.movedRowUpdate == .afterLanding
                    text = showsOld ? (animation.oldContent[id] ?? content(for: id, at: path, &paint)) : content(for: id, at: path, &paint)
                    flash = (inMainFlash && animation.reloadedItemIDs.contains(id)) || (inDeferredFlash && deferred)
                } else {
                    text = animation.oldContent[id]
                }
                drawRow(text ?? StyledText(spans: []), y: top, height: min(source.rowHeight(path), limit - top),
                        selected: unit.inNew ? highlight(id) : nil, flash: flash, alpha: alpha, into: &canvas, &paint)
                item += 1
            }
        }
    }

    // MARK: - Lines

    /// Columns the plugins reserve at the right edge of the view (a
    /// ``SectionIndex``'s letters): rows and headers are drawn left of them. O(plugins).
    public var reservedColumns: Int { plugins.reduce(0) { $0 + max($1.reservedColumns(in: self), 0) } }

    /// The style laid over row `id`: lifted, selected, or none.
    private func highlight(_ id: AnyHashable) -> Style? {
        if let lift = presented.lift, lift.id == id, !lift.dropped { return configuration.appearance.lifted }
        return id == selected?.rowID ? configuration.appearance.selection : nil
    }

    /// The header style, with the selection laid over it when `id`'s header is selected.
    private func headerStyle(_ id: AnyHashable) -> Style {
        let header = configuration.appearance.header
        return id == selected?.headerID ? StyleEffects.overlay(configuration.appearance.selection, on: header) : header
    }

    private func flashStyle(_ colorCount: Int) -> Style {
        colorCount > 0 ? configuration.appearance.flash : configuration.appearance.monochromeFlash
    }

    private func drawRow(
        _ text: StyledText, y: Int, height: Int, selected: Style?, flash: Bool, alpha: Double,
        into canvas: inout some Canvas, _ paint: inout FramePaint
    ) {
        let base: Style = flash ? flashStyle(canvas.colorCount) : selected ?? .plain
        for k in 0..<height {
            let line = y + k
            guard line >= 0 else { continue }
            if line >= canvas.size.rows { break }
            let spans = k < text.lines.count ? text.lines[k] : []
            drawSpans(spans, y: line, base: base, alpha: alpha, into: &canvas, &paint)
        }
    }

    private func drawLine(
        _ text: StyledText, y: Int, base: Style, alpha: Double, into canvas: inout some Canvas, _ paint: inout FramePaint
    ) {
        guard y >= 0, y < canvas.size.rows else { return }
        drawSpans(text.lines.first ?? [], y: y, base: base, alpha: alpha, into: &canvas, &paint)
    }

    /// One full-width line: the spans, then the base style across the rest.
    /// A plain rest is left alone on a line nothing has drawn on yet this frame
    /// (the canvas was just cleared), which keeps a still frame cheap. A line
    /// wider than the view ends in "…": cut here, at every frame, so a row
    /// drawn while the view was narrow is whole again once it is wide.
    private func drawSpans(
        _ line: [StyledText.Span], y: Int, base: Style, alpha: Double, into canvas: inout some Canvas,
        _ paint: inout FramePaint
    ) {
        let colors = canvas.colorCount
        let columns = paint.columns
        // No character takes more cells than it has UTF-8 bytes (O(1) per span): only a line with more bytes
        // than columns is measured, so a frame of short rows measures nothing.
        let wide = line.reduce(0) { $0 + $1.text.utf8.count } > columns
            && line.reduce(0) { $0 + TerminalWidth.of($1.text) } > columns
        let spans = wide ? StyledText(spans: line).truncated(toWidth: columns).lines.first ?? [] : line
        var x = 0
        for span in spans {
            if x >= columns { break }
            let style = StyleEffects.faded(StyleEffects.overlay(base, on: span.style), alpha: alpha, colorCount: colors)
            x += Self.put(span.text, x: x, y: y, columns: columns, style: style, into: &canvas)
        }
        let rest = StyleEffects.faded(base, alpha: alpha, colorCount: colors)
        let dirty = y < paint.drawn.count ? paint.drawn[y] : true
        if rest != .plain || dirty {
            for column in max(x, 0)..<max(columns, max(x, 0)) {
                canvas.putGlyph(" ", width: 1, x: column, y: y, style: rest)
            }
        }
        if y < paint.drawn.count { paint.drawn[y] = true }
    }

    /// Printable ASCII, one cell per byte: what ``Canvas/put(_:x:y:style:clip:)``
    /// would place, without measuring grapheme clusters. Anything else goes
    /// through `put`, the shared path for wide and control characters.
    private static func put(_ text: String, x: Int, y: Int, columns: Int, style: Style, into canvas: inout some Canvas) -> Int {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
            return canvas.put(text, x: x, y: y, style: style, clip: 0..<max(columns, 0))
        }
        var column = x
        for byte in utf8 {
            if column >= columns { break }
            if column >= 0 { canvas.putGlyph(asciiGlyphs[Int(byte) - 0x20], width: 1, x: column, y: y, style: style) }
            column += 1
        }
        return utf8.count
    }

    private static let asciiGlyphs: [Character] = (0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) }

    // MARK: - Content

    /// The text of a row of the current layout: remembered from an earlier
    /// frame or this one, or asked for once this frame.
    private func content(for id: AnyHashable, at path: ItemPath, _ paint: inout FramePaint) -> StyledText {
        if let text = contentCache[id] ?? paint.fetched[id] { return text }
        let text = presented.content(at: path)
        paint.fetched[id] = text
        return text
    }

    /// Keeps the text of the rows shown once the running batch's moves have
    /// landed, asking the data source now for those no frame has drawn.
    ///
    /// Why: a batch that starts before a frame has shown the last one's
    /// landing (a live list flushes as the moves land, see
    /// ``LiveList/canStartBatch``) changes the data first; the rows that land
    /// on screen and that it then deletes or changes must still show the
    /// text they landed with. Call it before changing the data source under
    /// a running batch whose landing ``hasShownLanding`` says no frame has
    /// shown. Nothing when nothing animates. O(visible rows · log n).
    public func keepLandedContent() {
        guard animation != nil else { return }
        for path in visibleItems {
            let id = layout.itemIDs[path.section][path.item]
            if contentCache[id] == nil { contentCache[id] = presented.content(at: path) }
        }
    }

    /// Keeps the cache to the visible rows once it has grown well past them.
    private func pruneContentCache() {
        guard contentCache.count > 4 * max(viewportSize.rows, 64) else { return }
        var kept: [AnyHashable: StyledText] = [:]
        for path in visibleItems {
            let id = layout.itemIDs[path.section][path.item]
            if let text = contentCache[id] { kept[id] = text }
        }
        contentCache = kept
    }
}
