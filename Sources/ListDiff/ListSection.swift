/// A section of a sectioned list: a model that gives the section its identity
/// and its header content, and the items it holds in order.
///
/// A plain `[Item]` diffs as a single section (see the flat-array entry
/// points); `[ListSection]` is the sectioned form.
public struct ListSection<Model: Differentiable, Item: Differentiable> {
    /// The section's identity (`model.differenceIdentifier`) and header content.
    public var model: Model
    /// The section's items, in order.
    public var items: [Item]

    /// Creates a section holding `items`.
    public init(model: Model, items: [Item]) {
        self.model = model
        self.items = items
    }
}

extension ListSection: Equatable where Model: Equatable, Item: Equatable {}
extension ListSection: Hashable where Model: Hashable, Item: Hashable {}
extension ListSection: Sendable where Model: Sendable, Item: Sendable {}
