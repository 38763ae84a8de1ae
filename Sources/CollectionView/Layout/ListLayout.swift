import ListDiff

/// The geometry of a sectioned list in content lines, with what the view
/// asked the data source for (ids, headers, heights).
///
/// Each section is its header (0 or 1 line), its rows, and a blank line after
/// it when separators are on (except after the last). Rows are kept per
/// section in ``LayoutRows`` (chunks with prefix heights), section starts as
/// prefix sums: every lookup is a binary search, O(log n) whatever the
/// list's size, and a batch derives the new layout from the old one by
/// sharing what it does not change.
struct ListLayout {
    var sectionIDs: [AnyHashable] = []
    var headers: [StyledText?] = []
    /// Per section, its rows: ids (`rows[s][i]`) and heights.
    var rows: [LayoutRows] = []
    /// `sectionCount + 1` content lines: where each section starts, then the total height.
    /// Only ``computeSectionTops()`` writes it, together with ``totalHeight``.
    private(set) var sectionTops: [Int] = [0]
    /// The height of the whole content: the last of ``sectionTops``.
    private(set) var totalHeight = 0
    var separator: Bool = false

    /// Asks the data source for everything but content. O(rows).
    @MainActor
    static func fetch(from source: any CollectionViewDataSource, separator: Bool) -> ListLayout {
        fetch(answers: DataSourceAnswers(source: source), separator: separator)
    }

    /// ``fetch(from:separator:)`` asking through ``LayoutAnswers``. O(rows).
    static func fetch<Answers: LayoutAnswers>(answers source: Answers, separator: Bool) -> ListLayout {
        var layout = ListLayout()
        layout.separator = separator
        let sectionCount = max(source.numberOfSections(), 0)
        layout.sectionIDs.reserveCapacity(sectionCount)
        layout.headers.reserveCapacity(sectionCount)
        layout.rows.reserveCapacity(sectionCount)
        for s in 0..<sectionCount {
            layout.sectionIDs.append(source.sectionID(s))
            layout.headers.append(source.header(forSection: s))
            var builder = LayoutRows.Builder()
            for i in 0..<max(source.numberOfItems(inSection: s), 0) {
                let path = ItemPath(item: i, section: s)
                builder.append(source.itemID(at: path), height: source.height(at: path))
            }
            layout.rows.append(builder.finish())
        }
        layout.computeSectionTops()
        return layout
    }

    /// Recomputes where sections start (after a separator change). O(sections).
    mutating func computeSectionTops() {
        var tops = [Int]()
        tops.reserveCapacity(sectionIDs.count + 1)
        var line = 0
        for s in sectionIDs.indices {
            tops.append(line)
            line += headerLines(s) + rows[s].totalHeight
            if separator, s < sectionIDs.count - 1 { line += 1 }
        }
        tops.append(line)
        sectionTops = tops
        totalHeight = line
    }

    /// Per section, its row ids: `itemIDs[s][i]`.
    var itemIDs: [LayoutRows] { rows }
    var sectionCount: Int { sectionIDs.count }
    var itemCounts: [Int] { rows.map(\.count) }
    var isEmpty: Bool { sectionIDs.isEmpty }

    func itemCount(_ s: Int) -> Int { rows[s].count }
    func headerLines(_ s: Int) -> Int { headers[s] == nil ? 0 : 1 }
    func headerTop(_ s: Int) -> Int { sectionTops[s] }
    func rowsStart(_ s: Int) -> Int { sectionTops[s] + headerLines(s) }
    func rowsEnd(_ s: Int) -> Int { rowsStart(s) + rows[s].totalHeight }
    func rowTop(_ p: ItemPath) -> Int { rowsStart(p.section) + rows[p.section].offset(p.item) }
    func rowHeight(_ p: ItemPath) -> Int { rows[p.section].height(p.item) }
    /// ``rowTop(_:)`` and ``rowHeight(_:)`` with one search.
    func rowSpan(_ p: ItemPath) -> (top: Int, height: Int) {
        let span = rows[p.section].span(p.item)
        return (rowsStart(p.section) + span.offset, span.height)
    }
    /// Lines from section `s`'s first row to the top of its row `i` (`i` = count: the rows' height).
    func rowOffset(_ s: Int, _ i: Int) -> Int { rows[s].offset(i) }
    /// Lines taken by rows `items` of section `s`.
    func rowsHeight(_ s: Int, _ items: Range<Int>) -> Int { rows[s].offset(items.upperBound) - rows[s].offset(items.lowerBound) }

    /// The first `i` in `indices` (within `0...itemCount(s)`) whose ``rowOffset(_:_:)``
    /// satisfies `isPast`, or `indices.upperBound`; offsets grow with `i`, so
    /// `isPast` must hold from some point on. O(log² n).
    func firstRow(in s: Int, _ indices: Range<Int>, where isPast: (Int) -> Bool) -> Int {
        let section = rows[s]
        return indices.partitioningIndex { isPast(section.offset($0)) }
    }
    func contains(_ p: ItemPath) -> Bool {
        p.section >= 0 && p.section < sectionCount && p.item >= 0 && p.item < itemCount(p.section)
    }

    /// The section whose header is pinned over line 0 of a screen at rest at
    /// `offset`: its header has scrolled off while its rows still show, so
    /// the content line at `offset` is covered. O(log sections).
    func stickyHeader(at offset: Int) -> Int? {
        guard let s = section(containing: offset), headers[s] != nil,
              headerTop(s) < offset, rowsEnd(s) > offset else { return nil }
        return s
    }

    /// The section whose lines (header, rows, trailing blank) include `line`. O(log sections).
    func section(containing line: Int) -> Int? {
        guard !sectionIDs.isEmpty, line >= 0, line < totalHeight else { return nil }
        // The last section starting at or above the line.
        return sectionTops[1..<sectionCount].partitioningIndex { $0 > line } - 1
    }

    /// The first row of section `s` whose last line is at or after content `line`
    /// (= `itemCount` when none). O(log rows).
    func firstRow(in s: Int, endingAfter line: Int) -> Int {
        rows[s].firstRow(endingAfter: line - rowsStart(s))
    }

    /// The row covering content `line`, if a row does. O(log n).
    func row(atLine line: Int) -> ItemPath? {
        guard let s = section(containing: line), line >= rowsStart(s), line < rowsEnd(s) else { return nil }
        return ItemPath(item: firstRow(in: s, endingAfter: line), section: s)
    }

    /// The rows in reading order, crossing sections (empty ones have no place).
    var readingOrder: ReadingOrder { ReadingOrder(sectionCount: sectionCount) { self.itemCount($0) } }

    /// The path after `p` in reading order, crossing sections; nil at the end.
    func path(after p: ItemPath) -> ItemPath? { readingOrder.after(p) }

    /// The path before `p` in reading order, crossing sections; nil at the start.
    func path(before p: ItemPath) -> ItemPath? { readingOrder.before(p) }
}
