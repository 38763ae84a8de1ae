/// A model sorted by a text in its natural order.
extension SortedSections {
    /// Creates an empty model whose items are sorted by the text `sortedBy`
    /// gives, in its ``NaturalOrder`` (`"IB 64"` before `"IB 5771"`, case
    /// ignored until it alone tells two texts apart), largest first when
    /// `descending`.
    ///
    /// ```swift
    /// var flights = SortedSections<Flight, String>(sectionKey: \.airline, sortedBy: \.number)
    /// ```
    /// - Parameters:
    ///   - sectionKey: the section an item belongs to.
    ///   - text: the text an item is sorted by.
    ///   - descending: whether the order is reversed.
    public init(
        sectionKey: @escaping @Sendable (Item) -> SectionKey,
        sortedBy text: @escaping @Sendable (Item) -> String,
        descending: Bool = false
    ) {
        self.init(sectionKey: sectionKey, areInIncreasingOrder: Self.naturalOrder(by: text, descending: descending))
    }

    /// The comparator of items by the text `text` gives, in its ``NaturalOrder``
    /// (reversed when `descending`): for ``setComparator(_:)``.
    public static func naturalOrder(
        by text: @escaping @Sendable (Item) -> String, descending: Bool = false
    ) -> @Sendable (Item, Item) -> Bool {
        if descending { return { NaturalOrder.compare(text($0), text($1)) > 0 } }
        return { NaturalOrder.compare(text($0), text($1)) < 0 }
    }
}
