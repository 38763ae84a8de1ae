@testable import CollectionView
import ListDiff
import Testing

/// A batch's runs of inserted rows are read from the data source a run at
/// a time (`itemIDs(inSection:items:)`, `heights(inSection:items:)`): the
/// new layout holds exactly the data source's ids and heights, rows kept
/// around the runs keep theirs, and the rows next to a run are still
/// checked as before.
@MainActor
@Suite struct ValidationInsertedRunTests {
    /// A data source of rows named by their id, each `height` lines high,
    /// that records the runs and single rows it is asked for.
    final class RunSource: CollectionViewDataSource {
        var sections: [[String]]
        var heightOf: (String) -> Int = { _ in 1 }
        var runsAsked: [(section: Int, items: Range<Int>)] = []
        var singlesAsked: [ItemPath] = []

        init(_ sections: [[String]]) { self.sections = sections }

        func numberOfSections() -> Int { sections.count }
        func numberOfItems(inSection section: Int) -> Int { sections[section].count }
        func sectionID(_ section: Int) -> AnyHashable { AnyHashable("S\(section)") }
        func itemID(at path: ItemPath) -> AnyHashable {
            singlesAsked.append(path)
            return AnyHashable(sections[path.section][path.item])
        }
        func itemIDs(inSection section: Int, items: Range<Int>) -> [AnyHashable] {
            runsAsked.append((section, items))
            return items.map { AnyHashable(sections[section][$0]) }
        }
        func content(at path: ItemPath) -> StyledText { StyledText(sections[path.section][path.item]) }
        func height(at path: ItemPath) -> Int { heightOf(sections[path.section][path.item]) }
    }

    static func view(_ source: RunSource, validation: CollectionViewConfiguration.Validation) -> CollectionView {
        var configuration = CollectionViewConfiguration()
        configuration.validation = validation
        let view = CollectionView(
            dataSource: source, clock: ManualClock(), configuration: configuration, viewportSize: CellSize(columns: 20, rows: 8)
        )
        var canvas = GridCanvas(columns: 20, rows: 8)
        view.render(into: &canvas)
        return view
    }

    /// Runs of two lines high inserted in two sections (at the top, in the
    /// middle, at the end), around kept rows: every id and height of the new
    /// layout is the data source's, each run asked once, no inserted row asked alone.
    @Test(arguments: [CollectionViewConfiguration.Validation.counts, .touched])
    func runsOfInsertedRowsGetTheDataSourcesIDsAndHeights(validation: CollectionViewConfiguration.Validation) throws {
        let source = RunSource([["a", "b", "c"], ["d", "e"]])
        let view = Self.view(source, validation: validation)
        source.sections = [["n0", "n1", "a", "b", "n2", "n3", "n4", "c", "n5"], ["d", "n6", "n7", "e", "n8", "n9"]]
        source.heightOf = { $0.hasPrefix("n") ? 2 : 1 }
        source.runsAsked = []
        source.singlesAsked = []
        let inserted = [path(0, 0), path(0, 1), path(0, 4), path(0, 5), path(0, 6), path(0, 8),
                        path(1, 1), path(1, 2), path(1, 4), path(1, 5)]
        try view.performBatchUpdates(Changeset(items: .init(inserted: inserted)), animated: false)

        for (s, ids) in source.sections.enumerated() {
            for (i, id) in ids.enumerated() {
                #expect(view.itemID(at: path(s, i)) == AnyHashable(id), "row \(path(s, i))")
                #expect(view.layout.rows[s].height(i) == source.heightOf(id), "height of \(id)")
            }
        }
        #expect(source.runsAsked.map(\.section) == [0, 0, 0, 1, 1])
        #expect(source.runsAsked.map(\.items) == [0..<2, 4..<7, 8..<9, 1..<3, 4..<6])
        #expect(!source.singlesAsked.contains { inserted.contains($0) }, "\(source.singlesAsked)")
    }

    /// A run of 1,300 one-line rows (whole layout chunks and a part of
    /// one) inserted between kept rows, with a short run before it: every
    /// id, line and the animation's first frame are those of the new list.
    @Test func aLongRunOfOneLineRowsMakesWholeChunks() throws {
        let source = RunSource([["a", "b", "c"]])
        let view = Self.view(source, validation: .counts)
        let long = (0..<1_300).map { "n\($0)" }
        source.sections = [["a", "x0", "x1", "b"] + long + ["c"]]
        let inserted = [path(0, 1), path(0, 2)] + (4..<1_304).map { path(0, $0) }
        try view.performBatchUpdates(Changeset(items: .init(inserted: inserted)), animated: true)
        for (i, id) in source.sections[0].enumerated() {
            #expect(view.itemID(at: path(0, i)) == AnyHashable(id), "row \(i)")
            #expect(view.layout.rows[0].offset(i) == i, "top of row \(i)")
        }
        #expect(view.layout.rows[0].totalHeight == 1_305)
        #expect(source.runsAsked.map(\.items) == [1..<3, 4..<1_304])
    }

    /// Old [a b c]; the batch inserts a run of three after a, but the data
    /// source has b and c swapped: the row after the run, which the batch
    /// says is b, is checked (`.touched`) and the batch is refused with the
    /// view unchanged.
    @Test func theRowAfterARunIsStillChecked() {
        let source = RunSource([["a", "b", "c"]])
        let view = Self.view(source, validation: .touched)
        source.sections = [["a", "x", "y", "z", "c", "b"]]
        let batch = Changeset(items: .init(inserted: [path(0, 1), path(0, 2), path(0, 3)]))
        #expect(throws: InvalidUpdate.self) { try view.performBatchUpdates(batch, animated: false) }
        do {
            try view.performBatchUpdates(batch, animated: false)
        } catch {
            #expect(error.kind == .itemIdentity(path: path(0, 4)))
        }
        #expect((0..<3).map { view.itemID(at: path(0, $0)) } == ["a", "b", "c"].map { AnyHashable($0) })
    }

    /// A run whose count disagrees with the data source is refused before
    /// any id is read.
    @Test func aRunTheCountsDoNotAllowIsRefused() {
        let source = RunSource([["a", "b"]])
        let view = Self.view(source, validation: .counts)
        source.sections = [["a", "x", "y", "b"]]
        source.runsAsked = []
        let batch = Changeset(items: .init(inserted: [path(0, 1), path(0, 2), path(0, 3)]))
        #expect(throws: InvalidUpdate.self) { try view.performBatchUpdates(batch, animated: false) }
        #expect(source.runsAsked.isEmpty)
        #expect(view.numberOfItems(inSection: 0) == 2)
    }
}
