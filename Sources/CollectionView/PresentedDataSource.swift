import ListDiff

/// What the view actually shows: the app's data source seen through the
/// view's own presentation — folded sections (their rows hidden), a lifted
/// row shown at another place while it is being moved, and a footer row (a
/// pagination "loading…" or "retry") after the app's last section.
///
/// Paths: sections are the app's sections in the app's order (the footer,
/// when present, is one more section at the end); rows keep the app's
/// indices except in folded sections (none shown) and around a lifted row.
/// So "what the view shows" is the app's model with the rows of
/// ``CollectionView/foldedSectionIDs`` removed, once no move is in progress.
@MainActor
final class PresentedDataSource: CollectionViewDataSource {
    /// A row picked up and shown at `current` (presented path) instead of
    /// `origin` (the app's path). `dropped`: the app was told of the move and
    /// its batch is awaited.
    struct Lift: Hashable {
        var id: AnyHashable
        var origin: ItemPath
        var current: ItemPath
        var dropped = false
    }

    /// Ids of the footer section and row, private so no app id can equal them.
    struct FooterID: Hashable {}
    struct FooterRowID: Hashable {}

    var base: any CollectionViewDataSource
    var folded: Set<AnyHashable> = []
    var lift: Lift? {
        didSet { rowsAreBase = lift == nil && footer == nil }
    }
    var footer: StyledText? {
        didSet { rowsAreBase = lift == nil && footer == nil }
    }
    /// No lifted row and no footer: a row's id, content and height are the
    /// base's at the same path. Kept as a flag because a batch asks for a row
    /// per change, and reading `lift` or `footer` copies a value each time.
    private(set) var rowsAreBase = true
    /// Asks the plugins for a folded header: (header, hidden rows, section).
    var foldedHeader: (StyledText, Int, Int) -> StyledText = { header, hidden, _ in
        Foldable.defaultFormat(header, hidden)
    }

    init(base: any CollectionViewDataSource) {
        self.base = base
    }

    /// Whether any presentation applies (else answers are the app's, index for index).
    var isIdentity: Bool { folded.isEmpty && lift == nil }

    /// Whether the app's batches apply as they are: no presentation, and no
    /// footer (whose section the app does not count, so its batches are
    /// checked against the app's own counts first).
    var passesBatchesThrough: Bool { isIdentity && footer == nil }

    var baseSectionCount: Int { max(base.numberOfSections(), 0) }

    func isFooter(_ section: Int) -> Bool { footer != nil && section == baseSectionCount }

    func isFolded(_ section: Int) -> Bool { !folded.isEmpty && folded.contains(base.sectionID(section)) }

    // MARK: - Path mapping

    /// The app's path of the row shown at presented `p`.
    func basePath(_ p: ItemPath) -> ItemPath {
        guard let lift else { return p }
        if p == lift.current { return lift.origin }
        var q = p
        if q.section == lift.current.section, q.item > lift.current.item { q.item -= 1 }
        if q.section == lift.origin.section, q.item >= lift.origin.item { q.item += 1 }
        return q
    }

    /// Where the app's row at `b` is shown (rows of folded sections excepted).
    func presentedPath(_ b: ItemPath) -> ItemPath {
        guard let lift else { return b }
        if b == lift.origin { return lift.current }
        var q = b
        if q.section == lift.origin.section, q.item > lift.origin.item { q.item -= 1 }
        if q.section == lift.current.section, q.item >= lift.current.item { q.item += 1 }
        return q
    }

    // MARK: - CollectionViewDataSource

    func numberOfSections() -> Int { baseSectionCount + (footer == nil ? 0 : 1) }

    func numberOfItems(inSection section: Int) -> Int {
        if isFooter(section) { return 1 }
        if isFolded(section) { return 0 }
        var count = max(base.numberOfItems(inSection: section), 0)
        if let lift {
            if lift.origin.section == section { count -= 1 }
            if lift.current.section == section { count += 1 }
        }
        return count
    }

    func sectionID(_ section: Int) -> AnyHashable {
        isFooter(section) ? AnyHashable(FooterID()) : base.sectionID(section)
    }

    func header(forSection section: Int) -> StyledText? {
        if isFooter(section) { return nil }
        guard let header = base.header(forSection: section) else { return nil }
        guard isFolded(section) else { return header }
        return foldedHeader(header, max(base.numberOfItems(inSection: section), 0), section)
    }

    func itemID(at path: ItemPath) -> AnyHashable {
        if rowsAreBase { return base.itemID(at: path) }
        return isFooter(path.section) ? AnyHashable(FooterRowID()) : base.itemID(at: basePath(path))
    }

    func itemID(at path: ItemPath, is id: AnyHashable) -> Bool {
        if rowsAreBase { return base.itemID(at: path, is: id) }
        return isFooter(path.section) ? id == AnyHashable(FooterRowID()) : base.itemID(at: basePath(path), is: id)
    }

    func itemIDs(inSection section: Int, items: Range<Int>) -> [AnyHashable] {
        if rowsAreBase { return base.itemIDs(inSection: section, items: items) }
        return items.map { itemID(at: ItemPath(item: $0, section: section)) }
    }

    func heights(inSection section: Int, items: Range<Int>) -> [Int] {
        if rowsAreBase { return base.heights(inSection: section, items: items) }
        return items.map { height(at: ItemPath(item: $0, section: section)) }
    }

    func content(at path: ItemPath) -> StyledText {
        if rowsAreBase { return base.content(at: path) }
        return isFooter(path.section) ? (footer ?? StyledText(spans: [])) : base.content(at: basePath(path))
    }

    func height(at path: ItemPath) -> Int {
        if rowsAreBase { return base.height(at: path) }
        return isFooter(path.section) ? 1 : base.height(at: basePath(path))
    }
}
