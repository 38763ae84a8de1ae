import CollectionView
import ListDiff
import Testing

/// A view drawn on a canvas that names a host asks that host for a frame
/// whenever a batch starts or its data reloads, whoever started it.
@MainActor @Suite struct DisplayHostTests {
    final class Host: DisplayHost {
        var requests = 0
        func setNeedsDisplay() { requests += 1 }
    }

    /// A grid canvas shown by `host`.
    struct HostedCanvas: Canvas {
        var grid: GridCanvas
        weak var host: Host?
        var size: CellSize { grid.size }
        var colorCount: Int { grid.colorCount }
        var displayHost: (any DisplayHost)? { host }
        mutating func clear() { grid.clear() }
        mutating func putGlyph(_ glyph: Character, width: Int, x: Int, y: Int, style: Style) {
            grid.putGlyph(glyph, width: width, x: x, y: y, style: style)
        }
    }

    @Test func batchesReloadsAndPluginBatchesAskTheHostForAFrame() throws {
        let host = Host()
        let source = SectionedDataSource(sections: [
            .init(id: "s", header: "S", items: [.init(id: "a"), .init(id: "b")]),
            .init(id: "t", header: "T", items: [.init(id: "c")]),
        ])
        let view = CollectionView(dataSource: source, clock: ManualClock(), plugins: [Selectable(selectsHeaders: true), Foldable()])
        view.reloadData()
        #expect(view.displayHost == nil)  // not drawn by any host yet

        var canvas = HostedCanvas(grid: GridCanvas(columns: 10, rows: 5), host: host)
        view.render(into: &canvas)
        #expect(view.displayHost === host)
        view.reloadData()
        #expect(host.requests == 1)

        source.sections[0].items.append(.init(id: "x"))
        try view.performBatchUpdates(Changeset(items: .init(inserted: [ItemPath(item: 2, section: 0)])))
        #expect(host.requests == 2)

        // A plugin's batch: Enter on the selected header folds its section.
        view.handle(.down)
        let before = host.requests
        view.handle(.enter)
        #expect(view.foldedSectionIDs == [AnyHashable("s")])
        #expect(host.requests > before)

        // Drawn on a canvas without a host, the view forgets it.
        var plain = GridCanvas(columns: 10, rows: 5)
        view.render(into: &plain)
        #expect(view.displayHost == nil)
    }
}
