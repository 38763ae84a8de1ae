import CollectionView

/// "Which rows does section B show now?", read off a frame as a person
/// would read the screen: the lines under B's header, down to the next
/// header.
extension Frame {
    /// The lines drawn under the line that reads `header`, up to the next
    /// line that reads as one of `headers` (or the last line), trailing
    /// blanks of each line and blank lines at the end removed; `nil` when no
    /// line reads `header`. Lines are compared without their trailing blanks.
    ///
    /// Meant for frames at rest: mid-animation, rows of other sections may
    /// pass through the section.
    ///
    /// - Parameters:
    ///   - header: the section's header line, as drawn.
    ///   - headers: every header line of the list (where a section ends).
    ///   - area: the part of the frame to read (default: all of it), for a
    ///     list drawn beside or between other lines.
    /// - Complexity: O(cells of `area`).
    public func rows(inSection header: String, headers: Set<String>, area: Rect? = nil) -> [String]? {
        let lines = text(of: area ?? Rect(size: canvas.size))
        guard let start = lines.firstIndex(of: header) else { return nil }
        var rows = lines[(start + 1)...].prefix { !headers.contains($0) || $0 == "" }
        while rows.last == "" { rows.removeLast() }
        return Array(rows)
    }

    /// The rows of the section whose header reads `header` in the list that
    /// `view` drew into this frame: ``rows(inSection:headers:area:)`` with
    /// every section header of `view`'s data source, inside the area the
    /// view drew its rows in (its `screenFrame`, left of the columns its
    /// plugins reserve, such as a section index). A header is compared by
    /// its first line of text.
    ///
    /// - Complexity: O(sections + cells of the view's area).
    @MainActor
    public func rows(inSection header: String, of view: CollectionView) -> [String]? {
        let source = view.dataSource
        var headers: Set<String> = []
        for section in 0..<source.numberOfSections() {
            if let text = source.header(forSection: section) { headers.insert(Self.firstLine(of: text)) }
        }
        // Left of the columns plugins reserve (a section index's letters share the lines).
        let frame = view.screenFrame
        let rowsArea = Rect(x: frame.x, y: frame.y, columns: max(frame.columns - view.reservedColumns, 0), rows: frame.rows)
        return rows(inSection: header, headers: headers, area: rowsArea)
    }

    /// The text of each line of `area` (clipped to the canvas), trailing blanks removed.
    private func text(of area: Rect) -> [String] {
        let area = area.intersection(Rect(size: canvas.size))
        guard !area.isEmpty else { return [] }
        return (area.y..<area.maxY).map { y in
            var line = ""
            for cell in canvas.cells[y][area.x..<area.maxX] {
                if let glyph = cell.glyph { line.append(glyph) }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    private static func firstLine(of text: StyledText) -> String {
        var line = text.lines.first.map { $0.map(\.text).joined() } ?? ""
        while line.last == " " { line.removeLast() }
        return line
    }
}
