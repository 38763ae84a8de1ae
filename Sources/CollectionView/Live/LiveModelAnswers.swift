import ListDiff

/// A live model's answers to a batch's validation and layout, read on the
/// worker that computed the model (``PreparedBatch/prepare(_:basis:answers:)``),
/// as ``LiveListDataSource`` answers the view from the model it shows.
///
/// Made, used and let go of in the worker's job. Rows are one line high
/// (a list with a `rowHeight` does not prepare its batches off the UI
/// thread: that closure is the app's, for the UI thread). A header is the
/// app's too: the UI thread asks it for every section the model shows or
/// hides when the job starts (``LiveListDataSource/headersByKey()``), and
/// the view compares them with its data source's when the batch lands
/// (``CollectionView/performBatchUpdates(prepared:duration:completion:)``).
final class LiveModelAnswers<SectionKey: Hashable & Comparable & Sendable, Row: Differentiable & Sendable>: LayoutAnswers
where Row.DifferenceIdentifier: Comparable & Sendable {
    /// Read in place by the hooks (`inout`), never changed.
    private var model: LiveListModel<SectionKey, Row>
    private let hooks: LiveListHooks<SectionKey, Row>
    /// The header of every section the model showed or hid when the job started, by key.
    private let headers: [SectionKey: StyledText?]

    init(model: LiveListModel<SectionKey, Row>, hooks: LiveListHooks<SectionKey, Row>, headers: [SectionKey: StyledText?]) {
        self.model = model
        self.hooks = hooks
        self.headers = headers
    }

    func numberOfSections() -> Int { model.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { model.numberOfRows(inSection: section) }
    // As `LiveListDataSource.sectionID(_:)` answers.
    func sectionID(_ section: Int) -> AnyHashable { model.sectionKey(at: section).map { AnyHashable($0) } ?? AnyHashable(section) }
    func header(forSection section: Int) -> StyledText? {
        guard let key = model.sectionKey(at: section), let header = headers[key] else { return nil }
        return header
    }
    func itemID(at path: ItemPath) -> AnyHashable { hooks.id(&model, path) ?? AnyHashable(path) }
    func itemID(at path: ItemPath, is id: AnyHashable) -> Bool { hooks.hasID(&model, path, id) }
    func itemIDs(inSection section: Int, items: Range<Int>) -> [AnyHashable] { hooks.ids(&model, section, items) }
    func heights(inSection section: Int, items: Range<Int>) -> [Int] { [Int](repeating: 1, count: items.count) }
    func height(at path: ItemPath) -> Int { 1 }
    var rowsAreOneLine: Bool { true }
}
