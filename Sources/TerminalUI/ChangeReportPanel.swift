import CollectionView

/// A side panel listing a changeset (a ``ChangeReport``): a separator on
/// its left, its title, the report's summary, then as many of its entries as
/// fit, each symbol in its colour, and how many more there are; `nothing
/// yet` before the first. The demo's panel beside its list.
public struct ChangeReportPanel {
    /// The changeset listed (`nil`: none yet).
    public var report: ChangeReport?
    /// The first line.
    public var title: String

    /// A panel listing `report` under `title`.
    public init(report: ChangeReport?, title: String = "Last changeset") {
        self.report = report
        self.title = title
    }

    /// Draws the panel filling `canvas` (the panel's area). O(lines drawn).
    public func draw<C: Canvas>(on canvas: inout C) {
        let (x, y, width, height) = (0, 0, canvas.size.columns, canvas.size.rows)
        for line in y..<(y + height) { canvas.put("│", x: x, y: line, style: Style(dim: true)) }
        let left = x + 2
        let inner = width - 3
        guard inner > 4, height > 0 else { return }
        canvas.put(title, x: left, y: y, style: Style(bold: true), clip: left..<(left + inner))
        guard let report else {
            if height > 2 { canvas.put("nothing yet", x: left, y: y + 2, style: Style(dim: true), clip: left..<(left + inner)) }
            return
        }
        var row = y + 1
        for line in report.summary where row < y + height {
            canvas.put(line, x: left, y: row, clip: left..<(left + inner))
            row += 1
        }
        row += 1
        let room = y + height - row
        guard room > 0 else { return }
        let shown = report.entries.count > room ? room - 1 : report.entries.count
        for entry in report.entries.prefix(shown) {
            canvas.put(entry.symbol, x: left, y: row, style: Style(foreground: entry.color, bold: true))
            canvas.draw(StyledText(entry.text), x: left + 2, y: row, width: inner - 2)
            row += 1
        }
        if report.entries.count > shown {
            canvas.put("… \(report.entries.count - shown) more", x: left, y: row, style: Style(dim: true), clip: left..<(left + inner))
        }
    }
}
