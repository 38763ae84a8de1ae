import ListDiff

/// The data source behind a ``ListController``: answers the view from a
/// sectioned list value, rendering rows only when the view asks (so a
/// million-row state costs nothing until rows are drawn).
@MainActor
final class ListStateDataSource<Model: Differentiable, Item: Differentiable>: CollectionViewDataSource {
    var state: [ListSection<Model, Item>] = []
    let header: (Model) -> StyledText?
    let row: (Item) -> StyledText
    let rowHeight: ((Item) -> Int)?

    init(header: @escaping (Model) -> StyledText?, row: @escaping (Item) -> StyledText, rowHeight: ((Item) -> Int)?) {
        self.header = header
        self.row = row
        self.rowHeight = rowHeight
    }

    func numberOfSections() -> Int { state.count }
    func numberOfItems(inSection section: Int) -> Int { state[section].items.count }
    func sectionID(_ section: Int) -> AnyHashable { AnyHashable(state[section].model.differenceIdentifier) }
    func header(forSection section: Int) -> StyledText? { header(state[section].model) }
    func itemID(at path: ItemPath) -> AnyHashable { AnyHashable(state[path.section].items[path.item].differenceIdentifier) }
    func content(at path: ItemPath) -> StyledText { row(state[path.section].items[path.item]) }
    func height(at path: ItemPath) -> Int { rowHeight?(state[path.section].items[path.item]) ?? 1 }
}
