import ListDiff

/// A ready-made ``CollectionViewDataSource`` over arrays: replace
/// ``sections`` and call the view's batch or reload in the same turn.
@MainActor
public final class SectionedDataSource: CollectionViewDataSource {
    /// One row.
    public struct Item: Hashable {
        /// The row's identity.
        public var id: AnyHashable
        /// What the row shows.
        public var content: StyledText
        /// Height in lines (at least 1).
        public var height: Int

        /// Creates a row; `content` defaults to the id's description.
        public init(id: AnyHashable, content: StyledText? = nil, height: Int = 1) {
            self.id = id
            self.content = content ?? StyledText(String(describing: id.base))
            self.height = height
        }
    }

    /// One section.
    public struct Section: Hashable {
        /// The section's identity.
        public var id: AnyHashable
        /// The header line, or `nil` for none.
        public var header: StyledText?
        /// The rows.
        public var items: [Item]

        /// Creates a section.
        public init(id: AnyHashable, header: StyledText? = nil, items: [Item]) {
            self.id = id
            self.header = header
            self.items = items
        }
    }

    /// The data shown.
    public var sections: [Section]

    /// Creates a data source over `sections`.
    public init(sections: [Section] = []) {
        self.sections = sections
    }

    /// See ``CollectionViewDataSource/numberOfSections()``.
    public func numberOfSections() -> Int { sections.count }
    /// See ``CollectionViewDataSource/numberOfItems(inSection:)``.
    public func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }
    /// See ``CollectionViewDataSource/sectionID(_:)``.
    public func sectionID(_ section: Int) -> AnyHashable { sections[section].id }
    /// See ``CollectionViewDataSource/header(forSection:)``.
    public func header(forSection section: Int) -> StyledText? { sections[section].header }
    /// See ``CollectionViewDataSource/itemID(at:)``.
    public func itemID(at path: ItemPath) -> AnyHashable { sections[path.section].items[path.item].id }
    /// See ``CollectionViewDataSource/content(at:)``.
    public func content(at path: ItemPath) -> StyledText { sections[path.section].items[path.item].content }
    /// See ``CollectionViewDataSource/height(at:)``.
    public func height(at path: ItemPath) -> Int { sections[path.section].items[path.item].height }
}
