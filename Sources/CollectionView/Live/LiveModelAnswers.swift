import ListDiff

/// A live model's answers to a batch's validation and layout, read on the
/// worker that computed the model (``PreparedBatch/prepare(_:basis:answers:)``),
/// as ``LiveListDataSource`` answers the view from the model it shows.
///
/// Made, used and let go of in the worker's job. Rows are one line high
/// (a list with a `rowHeight` does not prepare its batches off the UI
/// thread: that closure is the app's, for the UI thread). A header is the
/// app's too: a section the basis layout shows answers the header it shows
/// there, and a section new to it none; the view compares them with its
/// data source's when the batch lands
/// (``CollectionView/performBatchUpdates(prepared:duration:completion:)``).
final class LiveModelAnswers<SectionKey: Hashable & Comparable & Sendable, Row: Differentiable & Sendable>: LayoutAnswers
where Row.DifferenceIdentifier: Comparable & Sendable {
    /// Read in place by the hooks (`inout`), never changed.
    private var model: LiveListModel<SectionKey, Row>
    private let hooks: LiveListHooks<SectionKey, Row>
    /// The headers of the sections the basis layout shows, by section id.
    private let headers: [AnyHashable: StyledText?]

    init(model: LiveListModel<SectionKey, Row>, hooks: LiveListHooks<SectionKey, Row>, shown: ListLayout) {
        self.model = model
        self.hooks = hooks
        var headers: [AnyHashable: StyledText?] = [:]
        for (id, header) in zip(shown.sectionIDs, shown.headers) { headers[id] = .some(header) }
        self.headers = headers
    }

    func numberOfSections() -> Int { model.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { model.numberOfRows(inSection: section) }
    // As `LiveListDataSource.sectionID(_:)` answers.
    func sectionID(_ section: Int) -> AnyHashable { model.sectionKey(at: section).map { AnyHashable($0) } ?? AnyHashable(section) }
    func header(forSection section: Int) -> StyledText? { headers[sectionID(section)] ?? nil }
    func itemID(at path: ItemPath) -> AnyHashable { hooks.id(&model, path) ?? AnyHashable(path) }
    func itemID(at path: ItemPath, is id: AnyHashable) -> Bool { hooks.hasID(&model, path, id) }
    func itemIDs(inSection section: Int, items: Range<Int>) -> [AnyHashable] { hooks.ids(&model, section, items) }
    func heights(inSection section: Int, items: Range<Int>) -> [Int] { [Int](repeating: 1, count: items.count) }
    func height(at path: ItemPath) -> Int { 1 }
}
