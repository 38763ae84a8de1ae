extension Changeset {
    /// The changes that turn the sectioned list `old` into `new`, with the
    /// fewest moves any correct batch can have.
    ///
    /// - Sections and rows are paired by `differenceIdentifier`; same id with
    ///   different content (`isContentEqual(to:)`) is an update.
    /// - The sections that stay put are a longest increasing subsequence of the
    ///   sections common to both lists; the others are `sections.moved`. Inside
    ///   each section present in both, the rows that stay put are a longest
    ///   increasing subsequence of the rows common to it; every other common
    ///   row, and every row that changed section, is in `items.moved`.
    /// - An updated header or row is reloaded at its old index if it stayed
    ///   (`sections.reloaded`, `items.reloaded`), or in the deferred phase at
    ///   its new index if it moved (`deferred`). A row that stays inside a moved
    ///   section has not moved.
    /// - Whole sections bring and take their rows (UIKit's convention): rows of
    ///   a deleted section are not listed in `items.deleted` (they go with it)
    ///   and rows of an inserted section are not listed in `items.inserted`
    ///   (they come with it); rows moved out of or into such a section are
    ///   `items.moved`.
    ///
    /// - Parameters:
    ///   - old: the list shown now.
    ///   - new: the list to show next.
    ///   - options: which of equally minimal answers to report (``DiffOptions``).
    ///   - sectionIsMoved: optional hint, called with (old model, new model) of a
    ///     section present in both lists where a choice exists: `true` if it really
    ///     moved (its sort key changed). Hinted sections are preferred as movers
    ///     among equally minimal answers; the number of moves never grows.
    ///   - itemIsMoved: the same hint for rows, with (old item, new item).
    /// - Throws: ``DiffError`` on a duplicate section or row id in either list,
    ///   before anything else is computed.
    /// - Complexity: O(S + N) expected (hashing) for S sections and N rows, plus
    ///   O(C log C) for the C common elements whose relative order changed.
    @inlinable
    public init<Model: Differentiable, Item: Differentiable>(
        from old: [ListSection<Model, Item>],
        to new: [ListSection<Model, Item>],
        options: DiffOptions = DiffOptions(),
        sectionIsMoved: ((Model, Model) -> Bool)? = nil,
        itemIsMoved: ((Item, Item) -> Bool)? = nil
    ) throws(DiffError) {
        self = try SectionedDiff(
            old: old, new: new, options: options,
            sectionIsMoved: sectionIsMoved, itemIsMoved: itemIsMoved
        ).changeset()
    }

    /// The changes that turn the plain array `old` into `new`: the sectioned
    /// diff of a single section, so every path has section 0 and there are
    /// never section changes.
    ///
    /// - Parameters:
    ///   - old: the array shown now.
    ///   - new: the array to show next.
    ///   - options: which of equally minimal answers to report (``DiffOptions``).
    ///   - isMoved: optional hint, (old element, new element) → it really moved.
    /// - Throws: ``DiffError/duplicateItem(id:side:first:second:)`` on a duplicate id.
    /// - Complexity: O(N) expected, plus O(C log C) for the C reordered elements.
    @inlinable
    public init<Item: Differentiable>(
        from old: [Item],
        to new: [Item],
        options: DiffOptions = DiffOptions(),
        isMoved: ((Item, Item) -> Bool)? = nil
    ) throws(DiffError) {
        try self.init(
            from: [ListSection(model: SingleSection(), items: old)],
            to: [ListSection(model: SingleSection(), items: new)],
            options: options,
            itemIsMoved: isMoved
        )
    }
}

/// The section model of a plain array: one section, always equal to itself.
@usableFromInline
struct SingleSection: Hashable, Differentiable {
    @inlinable init() {}
}
