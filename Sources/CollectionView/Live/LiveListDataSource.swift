import ListDiff

/// The data source behind a ``LiveList``: answers the view from the live
/// model, each answer O(log n), rendering rows only when the view asks.
@MainActor
final class LiveListDataSource<SectionKey: Hashable & Comparable & Sendable, Row: Differentiable & Sendable>: CollectionViewDataSource
where Row.DifferenceIdentifier: Comparable & Sendable {
    var model: LiveListModel<SectionKey, Row> {
        didSet { idRun = nil }
    }
    /// The identities of the last run of rows read (see `itemID(at:)`), while the model stays the same.
    private var idRun: (section: Int, start: Int, ids: [AnyHashable])?
    let header: (SectionKey) -> StyledText?
    let row: (Row) -> StyledText
    let rowHeight: ((Row) -> Int)?

    init(
        model: LiveListModel<SectionKey, Row>, header: @escaping (SectionKey) -> StyledText?,
        row: @escaping (Row) -> StyledText, rowHeight: ((Row) -> Int)?
    ) {
        self.model = model
        self.header = header
        self.row = row
        self.rowHeight = rowHeight
    }

    func numberOfSections() -> Int { model.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { model.numberOfRows(inSection: section) }
    // The view asks only for sections and paths it was told exist; a path it should not ask for answers a placeholder.
    func sectionID(_ section: Int) -> AnyHashable { model.sectionKey(at: section).map { AnyHashable($0) } ?? AnyHashable(section) }
    func header(forSection section: Int) -> StyledText? { model.sectionKey(at: section).flatMap(header) }
    // A new section's layout asks the id of every row in order: one run of the model's rows per lookup.
    func itemID(at path: ItemPath) -> AnyHashable {
        if let run = idRun, run.section == path.section, path.item >= run.start, path.item < run.start + run.ids.count {
            return run.ids[path.item - run.start]
        }
        guard let (start, ids) = model.idRun(at: path) else { return AnyHashable(path) }
        idRun = (path.section, start, ids.map { AnyHashable($0) })
        return idRun?.ids[path.item - start] ?? AnyHashable(path)
    }
    func content(at path: ItemPath) -> StyledText { model.row(at: path).map(row) ?? StyledText("") }
    // Without `rowHeight` the row is not read: a new section asks the height of every row it holds.
    func height(at path: ItemPath) -> Int {
        guard let rowHeight else { return 1 }
        return model.row(at: path).map(rowHeight) ?? 1
    }
}
