import CollectionView
import ListDiff

/// A changeset told in words, as a side panel lists it (``ChangeReportPanel``):
/// counts, then one line per deleted, inserted, moved (from → to), reloaded
/// and deferred section or row, named from the lists before and after, with
/// where it is (`A:2→A:4`). A whole section inserted or deleted says how many
/// rows it brings or takes (the changeset does not list them).
///
/// ```swift
/// let report = ChangeReport(changeset, before: old, after: new, diffTime: nil, title: { $0.title }, name: { $0.name })
/// ChangeReportPanel(report: report).draw(on: &panelArea)
/// ```
public struct ChangeReport: Sendable {
    /// One listed change.
    public struct Entry: Sendable, Hashable {
        /// − + ↕ ⟳ ⧗
        public var symbol: String
        /// The name of the row or section, and where.
        public var text: String
        /// The colour of the symbol.
        public var color: TerminalColor
    }

    /// The summary lines (the diff's time when given, then the counts).
    public var summary: [String]
    /// The changes, sections first.
    public var entries: [Entry]

    /// Describes `changeset` from `before` to `after`, which took `diffTime`
    /// to compute (`nil`: not said); `title` names a section, `name` a row.
    /// O(changes · log changes).
    public init<Model: Differentiable, Item: Differentiable>(
        _ changeset: Changeset, before: [ListSection<Model, Item>], after: [ListSection<Model, Item>],
        diffTime: Duration?, title: (Model) -> String, name: (Item) -> String
    ) {
        func section(_ list: [ListSection<Model, Item>], _ s: Int) -> String {
            s >= 0 && s < list.count ? title(list[s].model) : "?"
        }
        func row(_ list: [ListSection<Model, Item>], _ path: ItemPath) -> String {
            guard path.section >= 0, path.section < list.count, path.item >= 0,
                  path.item < list[path.section].items.count else { return "?" }
            return name(list[path.section].items[path.item])
        }
        func place(_ list: [ListSection<Model, Item>], _ path: ItemPath) -> String {
            "\(section(list, path.section)):\(path.item)"
        }
        let sections = changeset.sections
        let items = changeset.items
        var summary = ["sections −\(sections.deleted.count) +\(sections.inserted.count) ↕\(sections.moved.count) ⟳\(sections.reloaded.count)",
                       "rows −\(items.deleted.count) +\(items.inserted.count) ↕\(items.moved.count) ⟳\(items.reloaded.count) ⧗\(changeset.deferred.items.count + changeset.deferred.sections.count)"]
        if let diffTime {
            let micros = Double(diffTime.components.attoseconds) / 1e12 + Double(diffTime.components.seconds) * 1e6
            summary.insert("diff " + Self.milliseconds(micros / 1000), at: 0)
        }
        self.summary = summary
        let red = TerminalColor.basic(.red), green = TerminalColor.basic(.green)
        let blue = TerminalColor.basic(.cyan), yellow = TerminalColor.basic(.yellow)
        var entries: [Entry] = []
        // A whole section brings or takes the rows not moved in or out, which are not listed: say how many.
        func rows(_ list: [ListSection<Model, Item>], _ s: Int, moved: Int) -> String {
            let count = (s >= 0 && s < list.count ? list[s].items.count : 0) - moved
            return count <= 0 ? "" : "  (\(count) row\(count == 1 ? "" : "s"))"
        }
        entries += sections.deleted.map { s in
            let text = section(before, s) + rows(before, s, moved: items.moved.count { $0.from.section == s })
            return Entry(symbol: "−", text: "§ " + text, color: red)
        }
        entries += sections.inserted.map { t in
            let text = section(after, t) + rows(after, t, moved: items.moved.count { $0.to.section == t })
            return Entry(symbol: "+", text: "§ " + text, color: green)
        }
        entries += sections.moved.map { Entry(symbol: "↕", text: "§ \(section(before, $0.from)) \($0.from)→\($0.to)", color: blue) }
        entries += sections.reloaded.map { Entry(symbol: "⟳", text: "§ " + section(before, $0), color: yellow) }
        entries += changeset.deferred.sections.map { Entry(symbol: "⧗", text: "§ " + section(after, $0), color: yellow) }
        entries += items.deleted.map { Entry(symbol: "−", text: "\(row(before, $0))  \(place(before, $0))", color: red) }
        entries += items.inserted.map { Entry(symbol: "+", text: "\(row(after, $0))  \(place(after, $0))", color: green) }
        entries += items.moved.map {
            Entry(symbol: "↕", text: "\(row(before, $0.from))  \(place(before, $0.from))→\(place(after, $0.to))", color: blue)
        }
        // Where each reloaded row is now: through the batch's mapping, O(changes · log changes), not a scan of every row.
        let mapping = items.reloaded.isEmpty ? nil : try? BatchMapping(
            changeset: changeset, oldItemCounts: before.map(\.items.count)
        ) { t in t < after.count ? after[t].items.count : 0 }
        entries += items.reloaded.map { path in
            let old = row(before, path)
            var text = old
            if let target = mapping?.target(of: path), case let new = row(after, target), new != "?", new != old {
                text += " → " + new
            }
            return Entry(symbol: "⟳", text: "\(text)  \(place(before, path))", color: yellow)
        }
        entries += changeset.deferred.items.map { Entry(symbol: "⧗", text: "\(row(after, $0))  \(place(after, $0))", color: yellow) }
        self.entries = entries
    }

    /// A fixed-width time: "  0.42 ms", so that the panel does not jitter.
    public static func milliseconds(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let text = "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100) ms"
        return String(repeating: " ", count: max(9 - text.count, 0)) + text
    }
}
