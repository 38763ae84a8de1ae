import ListDiff

extension TextFilter {
    /// The rows of `sections` whose `text` contains the filter (``matches(_:)``),
    /// in their sections and order; a section left without a row is dropped,
    /// unless `keepsEmpty` keeps it (a list's one untitled section). An empty
    /// filter returns `sections` as they are. What a `/` filter shows of a
    /// sectioned list:
    ///
    /// ```swift
    /// let shown = TextFilter(typed).filter(book, text: \.name)
    /// ```
    ///
    /// Complexity: O(n) matches for n rows (see the type's cost), and a copy of the rows kept.
    public func filter<Model, Item>(
        _ sections: [ListSection<Model, Item>], text: (Item) -> String, keepsEmpty: (Model) -> Bool = { _ in false }
    ) -> [ListSection<Model, Item>] {
        guard !isEmpty else { return sections }
        return sections.compactMap { section in
            let items = section.items.filter { matches(text($0)) }
            return items.isEmpty && !keepsEmpty(section.model) ? nil : ListSection(model: section.model, items: items)
        }
    }
}
