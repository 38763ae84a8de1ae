import ListDiff

extension CollectionView {
    /// Finishes an animation whose time is up (calling its completion), then
    /// draws the frame at ``clock``'s now. Sets ``viewportSize`` to the canvas
    /// size, and ``screenFrame`` and ``displayHost`` from the canvas.
    ///
    /// Complexity: O(visible rows · log n + tracks of the running animation).
    public func render(into canvas: inout some Canvas) {
        noteScreen(of: canvas)
        if viewportSize != canvas.size { viewportSize = canvas.size }
        advance()
        draw(into: &canvas, at: clock.now)
        if animation == nil { pruneContentCache() }
        updateVisibility()
    }

    /// Draws the frame at `time`: a pure function of the view's state and
    /// `time` (stepping `time` over an animation gives the same frames every
    /// run). Does not finish the animation; at or after its end the frame is
    /// the final one.
    ///
    /// Complexity: O(visible rows · log n) plus, once per viewport, O(tracks).
    public func draw(into canvas: inout some Canvas, at time: Duration) {
        canvas.clear()
        drawnLines = Array(repeating: false, count: max(canvas.size.rows, 0))
        drawColumns = max(canvas.size.columns - reservedColumns, 0)
        defer {
            for plugin in plugins { plugin.drawOverlay(into: &canvas, in: self) }
        }
        guard let animation, time < animation.end else {
            drawStill(into: &canvas)
            return
        }
        let (linear, eased) = animation.progress(at: time)
        let elapsed = time - animation.start
        let rows = canvas.size.rows
        let relevant = relevantTracks(animation, rows: rows)
        for index in relevant {
            draw(animation.tracks[index], of: animation, linear: linear, eased: eased, elapsed: elapsed, into: &canvas)
        }
        if let (source, s) = animatedStickyHeader(animation, tracks: relevant, eased: eased),
           let header = source.headers[s] {
            drawLine(header, y: 0, base: headerStyle(source.sectionIDs[s]), alpha: 1, into: &canvas)
        }
    }

    /// The section whose header is pinned at the top of an animated frame.
    ///
    /// It follows what is drawn at line 0, not a layout: during a long
    /// animated jump the rows passing the top belong to sections between the
    /// old and new positions, and their header is the one a reader expects.
    /// A header drawn at line 0 needs no sticky copy. When nothing covers
    /// line 0 (a gap closing, a blank separator) the layout that dominates at
    /// this instant decides, as in a still frame.
    private func animatedStickyHeader(
        _ animation: BatchAnimation, tracks: [Int], eased: Double
    ) -> (ListLayout, Int)? {
        // Tracks are in drawing order: the last one covering line 0 is the one on screen.
        for index in tracks.reversed() {
            let track = animation.tracks[index]
            guard track.fade != .fadeOut else { continue }
            let y = track.screenLine(eased: eased, oldOffset: animation.oldOffset, newOffset: animation.newOffset)
            guard y <= 0, y + track.height > 0 else { continue }
            if track.isHeader { return nil }
            return (track.inNew ? layout : animation.old, track.section)
        }
        let (source, offset) = eased < 0.5 ? (animation.old, animation.oldOffset) : (layout, animation.newOffset)
        return stickyHeader(in: source, offset: offset).map { (source, $0) }
    }

    /// The frame at `time` on a fresh ``GridCanvas`` of the given size: for
    /// tests and headless output.
    public func frame(at time: Duration, columns: Int, rows: Int, colorCount: Int = 256) -> GridCanvas {
        var canvas = GridCanvas(columns: columns, rows: rows, colorCount: colorCount)
        draw(into: &canvas, at: time)
        return canvas
    }

    // MARK: - Still frames

    private func drawStill(into canvas: inout some Canvas) {
        let rows = canvas.size.rows
        let offset = scrollOffset
        guard rows > 0, var s = layout.section(containing: offset) else { return }
        while s < layout.sectionCount, layout.sectionTops[s] < offset + rows {
            if let header = layout.headers[s], layout.headerTop(s) >= offset {
                drawLine(header, y: layout.headerTop(s) - offset, base: headerStyle(layout.sectionIDs[s]), alpha: 1, into: &canvas)
            }
            var i = layout.firstRow(in: s, endingAfter: offset)
            while i < layout.itemCount(s) {
                let path = ItemPath(item: i, section: s)
                let y = layout.rowTop(path) - offset
                if y >= rows { break }
                let id = layout.itemIDs[s][i]
                drawRow(content(for: id, at: path), y: y, height: layout.rowHeight(path),
                        selected: highlight(id), flash: false, alpha: 1, into: &canvas)
                i += 1
            }
            s += 1
        }
        if let s = stickyHeader(in: layout, offset: offset), let header = layout.headers[s] {
            drawLine(header, y: 0, base: headerStyle(layout.sectionIDs[s]), alpha: 1, into: &canvas)
        }
    }

    // MARK: - Animated frames

    /// Indices of the tracks that may touch a viewport of `rows` lines, by layer.
    /// Computed once per viewport and offsets, so a frame costs what is visible.
    private func relevantTracks(_ animation: BatchAnimation, rows: Int) -> [Int] {
        if let cached = relevance, cached.rows == rows,
           cached.oldOffset == animation.oldOffset, cached.newOffset == animation.newOffset {
            return cached.tracks
        }
        var byLayer: [[Int]] = [[], [], [], []]
        for (index, track) in animation.tracks.enumerated()
        where track.mayCross(rows: rows, oldOffset: animation.oldOffset, newOffset: animation.newOffset) {
            byLayer[Int(min(track.layer, 3))].append(index)
        }
        let tracks = byLayer.flatMap { $0 }
        relevance = (rows, animation.oldOffset, animation.newOffset, tracks)
        return tracks
    }

    private func draw(
        _ track: AnimationTrack, of animation: BatchAnimation, linear: Double, eased: Double, elapsed: Duration,
        into canvas: inout some Canvas
    ) {
        let alpha: Double
        switch track.fade {
        case .none: alpha = 1
        case .fadeIn: alpha = linear
        case .fadeOut: alpha = 1 - linear
        }
        guard alpha > 0 else { return }
        let y = track.screenLine(eased: eased, oldOffset: animation.oldOffset, newOffset: animation.newOffset)
        let rows = canvas.size.rows
        guard y < rows, y + track.height > 0 else { return }
        let source = track.inNew ? layout : animation.old
        let inMainFlash = elapsed < animation.flash
        let inDeferredFlash = elapsed >= animation.motion && elapsed < animation.motion + animation.flash
        let landed = elapsed >= animation.motion

        if track.isHeader {
            guard let header = source.headers[track.section] else { return }
            let id = source.sectionIDs[track.section]
            let flash = track.inNew && ((inMainFlash && animation.reloadedSectionIDs.contains(id))
                || (inDeferredFlash && animation.deferredSectionIDs.contains(id)))
            let base = flash ? flashStyle(canvas.colorCount) : track.inNew ? headerStyle(id) : configuration.appearance.header
            drawLine(header, y: y, base: base, alpha: alpha, into: &canvas)
            return
        }

        let s = track.section
        let base = source.rowTop(ItemPath(item: track.items.lowerBound, section: s))
        var i = max(source.firstRow(in: s, endingAfter: base - y), track.items.lowerBound)
        while i < track.items.upperBound {
            let path = ItemPath(item: i, section: s)
            let top = source.rowTop(path) - base + y
            if top >= rows { break }
            let id = source.itemIDs[s][i]
            let text: StyledText?
            var flash = false
            if track.inNew {
                let deferred = animation.deferredItemIDs.contains(id)
                text = deferred && !landed ? (animation.oldContent[id] ?? content(for: id, at: path)) : content(for: id, at: path)
                flash = (inMainFlash && animation.reloadedItemIDs.contains(id)) || (inDeferredFlash && deferred)
            } else {
                text = animation.oldContent[id]
            }
            drawRow(text ?? StyledText(spans: []), y: top, height: source.rowHeight(path),
                    selected: track.inNew ? highlight(id) : nil, flash: flash, alpha: alpha, into: &canvas)
            i += 1
        }
    }

    // MARK: - Lines

    /// Columns the plugins reserve at the right edge.
    var reservedColumns: Int { plugins.reduce(0) { $0 + max($1.reservedColumns(in: self), 0) } }

    /// The style laid over row `id`: lifted, selected, or none.
    private func highlight(_ id: AnyHashable) -> Style? {
        if let lift = presented.lift, lift.id == id, !lift.dropped { return configuration.appearance.lifted }
        return id == selectedID ? configuration.appearance.selection : nil
    }

    /// The header style, with the selection laid over it when `id`'s header is selected.
    private func headerStyle(_ id: AnyHashable) -> Style {
        let header = configuration.appearance.header
        return id == selectedHeaderID ? StyleEffects.overlay(configuration.appearance.selection, on: header) : header
    }

    private func flashStyle(_ colorCount: Int) -> Style {
        colorCount > 0 ? configuration.appearance.flash : configuration.appearance.monochromeFlash
    }

    private func drawRow(
        _ text: StyledText, y: Int, height: Int, selected: Style?, flash: Bool, alpha: Double, into canvas: inout some Canvas
    ) {
        let base: Style = flash ? flashStyle(canvas.colorCount) : selected ?? .plain
        for k in 0..<height {
            let line = y + k
            guard line >= 0 else { continue }
            if line >= canvas.size.rows { break }
            let spans = k < text.lines.count ? text.lines[k] : []
            drawSpans(spans, y: line, base: base, alpha: alpha, into: &canvas)
        }
    }

    private func drawLine(_ text: StyledText, y: Int, base: Style, alpha: Double, into canvas: inout some Canvas) {
        guard y >= 0, y < canvas.size.rows else { return }
        drawSpans(text.lines.first ?? [], y: y, base: base, alpha: alpha, into: &canvas)
    }

    /// One full-width line: the spans, then the base style across the rest.
    /// A plain rest is left alone on a line nothing has drawn on yet this frame
    /// (the canvas was just cleared), which keeps a still frame cheap.
    private func drawSpans(_ spans: [StyledText.Span], y: Int, base: Style, alpha: Double, into canvas: inout some Canvas) {
        let colors = canvas.colorCount
        let columns = drawColumns
        var x = 0
        for span in spans {
            if x >= columns { break }
            let style = StyleEffects.faded(StyleEffects.overlay(base, on: span.style), alpha: alpha, colorCount: colors)
            x += Self.put(span.text, x: x, y: y, columns: columns, style: style, into: &canvas)
        }
        let rest = StyleEffects.faded(base, alpha: alpha, colorCount: colors)
        let dirty = y < drawnLines.count ? drawnLines[y] : true
        if rest != .plain || dirty {
            for column in max(x, 0)..<max(columns, max(x, 0)) {
                canvas.putGlyph(" ", width: 1, x: column, y: y, style: rest)
            }
        }
        if y < drawnLines.count { drawnLines[y] = true }
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

    /// The text of a row of the current layout: cached, or asked for once.
    func content(for id: AnyHashable, at path: ItemPath) -> StyledText {
        if let text = contentCache[id] { return text }
        let text = presented.content(at: path)
        contentCache[id] = text
        return text
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
