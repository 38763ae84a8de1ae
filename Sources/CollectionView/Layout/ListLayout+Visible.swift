import ListDiff

extension ListLayout {
    /// A header or a row that covers some line of a range, with its top content line.
    enum VisibleElement {
        /// Section `section`'s header, whose line is `top`.
        case header(section: Int, top: Int)
        /// The row at `path`, whose first line is `top` (it may start above the range).
        case row(ItemPath, top: Int)
    }

    /// Calls `body` for every header whose line is in `lines` and every row
    /// that covers a line of it, in reading order: the one walk over what a
    /// viewport shows at rest (drawing, the visible rows, visibility events).
    /// A header above `lines` is not visited (the sticky header is the
    /// caller's business).
    ///
    /// Complexity: O(visited · log n), independent of the list's size.
    func forEachVisible(in lines: Range<Int>, _ body: (VisibleElement) -> Void) {
        guard !lines.isEmpty, var s = section(containing: lines.lowerBound) else { return }
        while s < sectionCount, sectionTops[s] < lines.upperBound {
            if headers[s] != nil, lines.contains(headerTop(s)) {
                body(.header(section: s, top: headerTop(s)))
            }
            let start = rowsStart(s)
            var i = firstRow(in: s, endingAfter: lines.lowerBound)
            while i < itemCount(s) {
                let top = start + rows[s].offset(i)
                if top >= lines.upperBound { break }
                body(.row(ItemPath(item: i, section: s), top: top))
                i += 1
            }
            s += 1
        }
    }
}
