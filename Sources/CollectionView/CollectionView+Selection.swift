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
    public var selectedItem: ItemPath? { selected?.rowPath }

    /// The id of the selected item.
    public var selectedItemID: AnyHashable? { selected?.rowID }

    /// What is selected: a row, a section header, or nothing.
    public var selection: CollectionViewHit? { selected?.hit }

    /// The section whose header is selected, if a header is.
    public var selectedHeader: Int? { selected?.headerSection }

    /// Selects the row at `path` (or clears the selection with `nil`) and, if
    /// asked, scrolls it into view. Emits ``ViewEvent/selectionChanged(_:)``
    /// when the selection changes.
    ///
    /// - Returns: `false`, with nothing changed, when `path` does not exist.
    @discardableResult
    public func selectItem(at path: ItemPath?, scrollToVisible: Bool = true, animated: Bool = false) -> Bool {
        select(path.map { .item($0) }, scrollToVisible: scrollToVisible, animated: animated)
    }

    /// Selects a row or a section header (or nothing with `nil`) and, if
    /// asked, scrolls it into view. Emits ``ViewEvent/selectionChanged(_:)``
    /// when the selection changes.
    ///
    /// - Returns: `false`, with nothing changed, when the row does not exist
    ///   or the section has no header.
    @discardableResult
    public func select(_ target: CollectionViewHit?, scrollToVisible: Bool = true, animated: Bool = false) -> Bool {
        let before = selectionKey
        switch target {
        case nil:
            selected = nil
        case let .item(path)?:
            guard layout.contains(path) else { return false }
            selected = rowSelection(path)
        case let .header(section)?:
            guard section >= 0, section < layout.sectionCount, layout.headers[section] != nil else { return false }
            selected = .header(section: section, id: layout.sectionIDs[section])
        }
        if scrollToVisible { scrollToSelection(animated: animated) }
        emitSelectionChange(since: before)
        return true
    }

    /// Scrolls the least needed to show the selected row or header; nothing without a selection.
    public func scrollToSelection(animated: Bool = false) {
        switch selected {
        case let .row(path, _)?: scrollToItem(at: path, animated: animated)
        case let .header(section, _)?: scrollToHeader(section, animated: animated)
        case nil: break
        }
    }

    /// The selection of the row shown at `path` (with its id), or none for `nil`.
    func rowSelection(_ path: ItemPath?) -> ViewSelection? {
        path.map { .row($0, id: layout.itemIDs[$0.section][$0.item]) }
    }

    /// Keeps a selected header on its section (by id) after the layout
    /// changed; when the section is gone, selects the nearest row instead. O(sections).
    func followHeaderSelection() {
        guard case let .header(old, id)? = selected else { return }
        if let section = layout.sectionIDs.firstIndex(of: id), layout.headers[section] != nil {
            selected = .header(section: section, id: id)
        } else {
            selected = rowSelection(clampedPath(ItemPath(item: 0, section: old)))
        }
    }

    /// Moves the selection with the batch: to where its item went, or to the
    /// nearest row that survived when it was deleted (the next one first).
    /// O(log changes), or, when the row was deleted, O(changes + sections):
    /// the rows of a deleted section are crossed in one step.
    func followSelection(through mapping: BatchMapping, old: ListLayout, moved: [Move<ItemPath>]) {
        guard case let .row(path, id)? = selected, old.contains(path) else { return }
        if let target = mapping.target(of: path) {
            selected = .row(target, id: id)
            return
        }
        var movedOut: [Int: [Int]] = [:]
        for move in moved where mapping.sectionTargets.indices.contains(move.from.section)
            && mapping.sectionTargets[move.from.section] == nil {
            movedOut[move.from.section, default: []].append(move.from.item)
        }
        for s in Array(movedOut.keys) { movedOut[s]?.sort() }
        let after = old.nearestSurvivor(from: path, forward: true, mapping: mapping, movedOut: movedOut)
        let before = old.nearestSurvivor(from: path, forward: false, mapping: mapping, movedOut: movedOut)
        // The nearer one; the next one when both are as near.
        if let after, before.map({ after.distance <= $0.distance }) ?? true {
            selected = rowSelection(after.target)
        } else if let before {
            selected = rowSelection(before.target)
        } else {
            // Nothing survived: keep a selection at the same place if the new list has rows.
            selected = rowSelection(clampedPath(path))
        }
    }

    // MARK: - Scrolling

    /// The largest scroll offset: the content's height minus the viewport's.
    public var maximumScrollOffset: Int { max(layout.totalHeight - viewportSize.rows, 0) }

    /// The header or row the running batch keeps at its screen line (the
    /// anchor of a scrolled view: see "How rows move"), at its new place;
    /// `nil` when no batch runs or it has no anchor (at offset 0, where the
    /// list's top is the anchor; where the list's end is, see
    /// ``isAnchoredAtListEnd``; or when nothing on screen stays in place).
    /// For tests and audits. O(1).
    public var scrollAnchor: CollectionViewHit? {
        switch animation?.viewport?.element {
        case let .header(section)?: .header(section: section)
        case let .row(path)?: .item(path)
        case .top?, .end?, nil: nil
        }
    }

    /// Whether the running batch keeps the list's end on the screen's last
    /// line: the anchor of a view scrolled to its end where the list shrank
    /// under the first header or row left in place, or nothing else on the
    /// screen stays (see "How rows move"), which ``scrollAnchor`` cannot
    /// name. For tests and audits. O(1).
    public var isAnchoredAtListEnd: Bool { animation?.viewport?.element == .end }

    /// Scrolls so that content line `offset` (clamped) is at the top.
    ///
    /// Animated, the content glides over the animation duration; during a
    /// batch's animation the batch's target offset changes instead.
    public func setScrollOffset(_ offset: Int, animated: Bool = false) {
        let target = clampedOffset(offset)
        let direction: ScrollDirection? = target == scrollOffset ? nil : target > scrollOffset ? .down : .up
        defer {
            if let direction, direction != lastScrollDirection {
                lastScrollDirection = direction
                emit(.scrollDirectionChanged(direction))
            }
        }
        if animation != nil {
            animation?.newOffset = target
            followScroll()
        } else if animated, configuration.animationDuration > .zero, target != scrollOffset {
            let now = clock.now
            animation = BatchAnimation(
                old: layout, start: now, motion: configuration.animationDuration, flash: .zero,
                end: now + configuration.animationDuration, easing: configuration.easing,
                oldOffset: scrollOffset, newOffset: target, plan: MotionPlan(still: layout), completion: nil
            )
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

    /// Scrolls the least needed to show the header of `section`; nothing when
    /// the section does not exist or has no header.
    public func scrollToHeader(_ section: Int, animated: Bool = false) {
        guard section >= 0, section < layout.sectionCount, layout.headers[section] != nil else { return }
        let top = layout.headerTop(section)
        var target = scrollOffset
        if top < scrollOffset {
            target = top
        } else if top >= scrollOffset + viewportSize.rows {
            target = top - viewportSize.rows + 1
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
        if line == 0, let sticky = layout.stickyHeader(at: scrollOffset) { return .header(section: sticky) }
        let content = scrollOffset + line
        guard let s = layout.section(containing: content) else { return nil }
        if layout.headers[s] != nil, content == layout.headerTop(s) { return .header(section: s) }
        return layout.row(atLine: content).map { .item($0) }
    }

    /// The rows at least partly inside the viewport at rest, in order. O(visible rows · log n).
    public var visibleItems: [ItemPath] {
        var result: [ItemPath] = []
        layout.forEachVisible(in: scrollOffset..<(scrollOffset + max(viewportSize.rows, 0))) {
            if case let .row(path, _) = $0 { result.append(path) }
        }
        return result
    }
}
