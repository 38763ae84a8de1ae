import ListDiff

/// What a ``CollectionView`` asks about the data it shows. The view never
/// holds the app's models: it keeps the ids and heights it asked for, and
/// the rendered text of the rows it has drawn.
///
/// When the data changes, change the data source first and call
/// ``CollectionView/performBatchUpdates(_:animated:duration:completion:)`` in the same
/// turn of the main actor: the view checks the batch against what the data
/// source answers *now*.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections.
    func numberOfSections() -> Int
    /// The number of items in `section`.
    func numberOfItems(inSection section: Int) -> Int
    /// The identity of a section: unique among the sections, stable across edits.
    func sectionID(_ section: Int) -> AnyHashable
    /// The header of `section`, one line, or `nil` for a section without a header.
    func header(forSection section: Int) -> StyledText?
    /// The identity of the item at `path`: unique in the whole list, stable across edits.
    func itemID(at path: ItemPath) -> AnyHashable
    /// Whether the item at `path` has identity `id`: what the view asks of
    /// each row a batch touches that continues a row it already knows, a few
    /// times per change. The default compares ``itemID(at:)`` with `id`; a
    /// data source whose identities have one concrete type can answer
    /// without boxing its own, and compare it typed (``LiveList`` does).
    func itemID(at path: ItemPath, is id: AnyHashable) -> Bool
    /// The identities of items `items` of `section`, in order, exactly
    /// `items.count` of them: what the view asks for a run of rows a batch
    /// inserts (a filter cleared brings back most of a list at once). The
    /// default asks ``itemID(at:)`` for each; a data source that keeps its
    /// rows in runs can read them at once (``LiveList`` does).
    /// - Complexity: the default, `items.count` calls of ``itemID(at:)``.
    func itemIDs(inSection section: Int, items: Range<Int>) -> [AnyHashable]
    /// The heights of items `items` of `section`, in order, exactly
    /// `items.count` of them (as ``height(at:)`` answers each). The default
    /// asks ``height(at:)`` for each.
    /// - Complexity: the default, `items.count` calls of ``height(at:)``.
    func heights(inSection section: Int, items: Range<Int>) -> [Int]
    /// What the row at `path` shows.
    func content(at path: ItemPath) -> StyledText
    /// The row's height in lines; values below 1 count as 1.
    func height(at path: ItemPath) -> Int
}

extension CollectionViewDataSource {
    /// No header.
    public func header(forSection section: Int) -> StyledText? { nil }
    /// Compares ``itemID(at:)`` with `id`.
    public func itemID(at path: ItemPath, is id: AnyHashable) -> Bool { itemID(at: path) == id }
    /// One line.
    public func height(at path: ItemPath) -> Int { 1 }
    /// ``itemID(at:)`` of each item. O(items.count) calls.
    public func itemIDs(inSection section: Int, items: Range<Int>) -> [AnyHashable] {
        // A loop, not `map`: a closure here is main-actor isolated, and Swift 6 checks the executor each time it runs.
        var ids: [AnyHashable] = []
        ids.reserveCapacity(items.count)
        for item in items { ids.append(itemID(at: ItemPath(item: item, section: section))) }
        return ids
    }
    /// ``height(at:)`` of each item. O(items.count) calls.
    public func heights(inSection section: Int, items: Range<Int>) -> [Int] {
        var heights: [Int] = []
        heights.reserveCapacity(items.count)
        for item in items { heights.append(height(at: ItemPath(item: item, section: section))) }
        return heights
    }
}
