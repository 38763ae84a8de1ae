/// Filtering by what the user typed, with no closure to write.
extension LiveList {
    /// Shows only the rows whose text at `text` `filter` matches (any case,
    /// any accents; see ``TextFilter``), every row when `filter` is empty,
    /// as the closure `setFilter(_:)` does: one batch, later changes filtered the
    /// same way. O(n).
    ///
    /// ```swift
    /// pods.setFilter(prompt.filter, on: \.name)   // a FilterPrompt's text; "" shows every pod
    /// ```
    public func setFilter(_ filter: TextFilter, on text: KeyPath<Row, String> & Sendable) {
        guard !filter.isEmpty else { return setFilter(nil) }
        setFilter { filter.matches($0[keyPath: text]) }
    }
}
