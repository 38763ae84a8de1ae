import ListDiff

/// What is under a screen line: a section header (possibly the sticky one) or a row.
public enum CollectionViewHit: Hashable, Sendable {
    /// The header of a section.
    case header(section: Int)
    /// A row (any of its lines).
    case item(ItemPath)
}

extension CollectionView {
    // MARK: - Selection

    /// The selected row, following its item through batches.
    public var selectedItem: ItemPath? { selectedPath }

    /// The id of the selected item.
    public var selectedItemID: AnyHashable? { selectedID }

    /// Selects the row at `path` (or clears the selection with `nil`) and, if
    /// asked, scrolls it into view.
    ///
    /// - Returns: `false`, with nothing changed, when `path` does not exist.
    @discardableResult
    public func selectItem(at path: ItemPath?, scrollToVisible: Bool = true, animated: Bool = false) -> Bool {
        guard let path else {
            selectedPath = nil
            selectedID = nil
            return true
        }
        guard layout.contains(path) else { return false }
        selectedPath = path
        selectedID = layout.itemIDs[path.section][path.item]
        if scrollToVisible { scrollToItem(at: path, animated: animated) }
        return true
    }

    /// Scrolls the least needed to show the selected row; nothing without a selection.
    public func scrollToSelection(animated: Bool = false) {
        guard let selectedPath else { return }
        scrollToItem(at: selectedPath, animated: animated)
    }

    /// Moves the selection with the batch: to where its item went, or to the
    /// nearest row that survived when it was deleted (the next one first).
    func followSelection(through mapping: BatchMapping, old: ListLayout) {
        guard let path = selectedPath, old.contains(path) else { return }
        if let target = mapping.itemTargets[path.section][path.item] {
            selectedPath = target
            return
        }
        var after: ItemPath? = path
        var before: ItemPath? = path
        while after != nil || before != nil {
            if let p = after {
                after = old.path(after: p)
                if let next = after, let target = mapping.itemTargets[next.section][next.item] {
                    select(target)
                    return
                }
            }
            if let p = before {
                before = old.path(before: p)
                if let previous = before, let target = mapping.itemTargets[previous.section][previous.item] {
                    select(target)
                    return
                }
            }
        }
        // Nothing survived: keep a selection at the same place if the new list has rows.
        selectedPath = clampedPath(path)
        selectedID = selectedPath.map { layout.itemIDs[$0.section][$0.item] }
    }

    private func select(_ path: ItemPath) {
        selectedPath = path
        selectedID = layout.itemIDs[path.section][path.item]
    }

    // MARK: - Scrolling

    /// The largest scroll offset: the content's height minus the viewport's.
    public var maximumScrollOffset: Int { max(layout.totalHeight - viewportSize.rows, 0) }

    /// Scrolls so that content line `offset` (clamped) is at the top.
    ///
    /// Animated, the content glides over the animation duration; during a
    /// batch's animation the batch's target offset changes instead.
    public func setScrollOffset(_ offset: Int, animated: Bool = false) {
        let target = clampedOffset(offset)
        if animation != nil {
            animation?.newOffset = target
            relevance = nil
        } else if animated, configuration.animationDuration > .zero, target != scrollOffset {
            let now = clock.now
            animation = BatchAnimation(
                old: layout, start: now, motion: configuration.animationDuration, flash: .zero,
                end: now + configuration.animationDuration, easing: configuration.easing,
                oldOffset: scrollOffset, newOffset: target, tracks: BatchAnimation.scrollTracks(layout), completion: nil
            )
            relevance = nil
        }
        scrollOffset = target
    }

    /// Scrolls the least needed to show the row at `path` whole (its top, if
    /// it is taller than the viewport), below its section's header.
    public func scrollToItem(at path: ItemPath, animated: Bool = false) {
        guard layout.contains(path) else { return }
        let top = layout.rowTop(path)
        let bottom = top + layout.rowHeight(path)
        let cover = layout.headerLines(path.section)
        let rows = viewportSize.rows
        var target = scrollOffset
        if top - cover < scrollOffset || bottom - top > rows - cover {
            target = top - cover
        } else if bottom > scrollOffset + rows {
            target = bottom - rows
        }
        if target != scrollOffset { setScrollOffset(target, animated: animated) }
    }

    /// Scrolls so that `section` starts at the top of the viewport (as far as
    /// the content allows); nothing when the section does not exist.
    public func scrollToSection(_ section: Int, animated: Bool = false) {
        guard section >= 0, section < layout.sectionCount else { return }
        setScrollOffset(layout.headerTop(section), animated: animated)
    }

    // MARK: - Geometry

    /// The content lines the row at `path` covers, or `nil` when it does not exist.
    public func lineRange(of path: ItemPath) -> Range<Int>? {
        guard layout.contains(path) else { return nil }
        let top = layout.rowTop(path)
        return top..<(top + layout.rowHeight(path))
    }

    /// What is drawn at screen line `line` when the view is at rest (the
    /// sticky header included). O(log n).
    public func hit(atScreenLine line: Int) -> CollectionViewHit? {
        guard line >= 0, line < viewportSize.rows else { return nil }
        if line == 0, let sticky = stickyHeader(in: layout, offset: scrollOffset) { return .header(section: sticky) }
        let content = scrollOffset + line
        guard let s = layout.section(containing: content) else { return nil }
        if layout.headers[s] != nil, content == layout.headerTop(s) { return .header(section: s) }
        return layout.row(atLine: content).map { .item($0) }
    }

    /// The rows at least partly inside the viewport at rest, in order. O(visible rows · log n).
    public var visibleItems: [ItemPath] {
        var result: [ItemPath] = []
        let rows = viewportSize.rows
        guard rows > 0, var s = layout.section(containing: scrollOffset) else { return result }
        while s < layout.sectionCount, layout.sectionTops[s] < scrollOffset + rows {
            var i = layout.firstRow(in: s, endingAfter: scrollOffset)
            while i < layout.itemCount(s), layout.rowTop(ItemPath(item: i, section: s)) < scrollOffset + rows {
                result.append(ItemPath(item: i, section: s))
                i += 1
            }
            s += 1
        }
        return result
    }

    /// The section whose header is pinned at the top of a viewport at
    /// `offset`: its header has scrolled off while its rows still show.
    func stickyHeader(in layout: ListLayout, offset: Int) -> Int? {
        guard let s = layout.section(containing: offset), layout.headers[s] != nil,
              layout.headerTop(s) < offset, layout.rowsEnd(s) > offset else { return nil }
        return s
    }
}
