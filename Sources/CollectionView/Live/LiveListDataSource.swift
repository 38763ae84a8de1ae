import ListDiff

/// The data source behind a ``LiveList``: answers the view from the live
/// model, each answer O(log n), rendering rows only when the view asks.
@MainActor
final class LiveListDataSource<SectionKey: Hashable & Comparable & Sendable, Row: Differentiable & Sendable>: CollectionViewDataSource
where Row.DifferenceIdentifier: Comparable & Sendable {
    var model: LiveListModel<SectionKey, Row>
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
    func itemID(at path: ItemPath) -> AnyHashable { model.row(at: path).map { AnyHashable($0.differenceIdentifier) } ?? AnyHashable(path) }
    func content(at path: ItemPath) -> StyledText { model.row(at: path).map(row) ?? StyledText("") }
    func height(at path: ItemPath) -> Int { model.row(at: path).flatMap { rowHeight?($0) } ?? 1 }
}
