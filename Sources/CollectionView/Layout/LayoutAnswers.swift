import ListDiff

/// What validating a batch and deriving its layout ask about the new data:
/// the questions of ``CollectionViewDataSource`` that `BatchValidation`
/// and ``ListLayout/fetch(from:separator:)`` use, without an actor. The
/// view asks its data source through ``DataSourceAnswers`` on the main
/// actor; a ``LiveList`` asks the model it computed on its worker
/// (`LiveModelAnswers`), so that a re-sort's batch is checked, laid out
/// and planned there (``PreparedBatch``). Each requirement means what the
/// data source's requirement of the same name means.
protocol LayoutAnswers {
    func numberOfSections() -> Int
    func numberOfItems(inSection section: Int) -> Int
    func sectionID(_ section: Int) -> AnyHashable
    func header(forSection section: Int) -> StyledText?
    func itemID(at path: ItemPath) -> AnyHashable
    func itemID(at path: ItemPath, is id: AnyHashable) -> Bool
    func itemIDs(inSection section: Int, items: Range<Int>) -> [AnyHashable]
    func heights(inSection section: Int, items: Range<Int>) -> [Int]
    func height(at path: ItemPath) -> Int
    /// Whether every row is one line high whatever it holds (a live model's
    /// rows): the derived layout then needs no record of where a row is,
    /// since a one-line row's place is its index. `false` by default.
    var rowsAreOneLine: Bool { get }
}

extension LayoutAnswers {
    var rowsAreOneLine: Bool { false }
}

/// A data source's answers, asked on the main actor (an isolated
/// conformance: it is used only there).
@MainActor
struct DataSourceAnswers: @MainActor LayoutAnswers {
    let source: any CollectionViewDataSource

    func numberOfSections() -> Int { source.numberOfSections() }
    func numberOfItems(inSection section: Int) -> Int { source.numberOfItems(inSection: section) }
    func sectionID(_ section: Int) -> AnyHashable { source.sectionID(section) }
    func header(forSection section: Int) -> StyledText? { source.header(forSection: section) }
    func itemID(at path: ItemPath) -> AnyHashable { source.itemID(at: path) }
    func itemID(at path: ItemPath, is id: AnyHashable) -> Bool { source.itemID(at: path, is: id) }
    func itemIDs(inSection section: Int, items: Range<Int>) -> [AnyHashable] { source.itemIDs(inSection: section, items: items) }
    func heights(inSection section: Int, items: Range<Int>) -> [Int] { source.heights(inSection: section, items: items) }
    func height(at path: ItemPath) -> Int { source.height(at: path) }
}
