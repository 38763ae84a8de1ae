/// A `Comparable` type that a ``LiveListOrder`` orders as plain numbers and
/// texts: the model compares these (and ranks them as integers when it
/// loads many rows at once) instead of calling `<` on boxed values, which
/// makes ordering by such a type as fast as ordering by `Double` or `String`.
///
/// Conform a type whose values each stand for a number or a text, and whose
/// `<` agrees with ``liveSortKey``: every number before every text, numbers
/// numerically, texts in their ``NaturalOrder``.
public protocol LiveSortKey: Comparable, Sendable {
    /// This value as the model compares it. Read once per upsert.
    var liveSortKey: LiveSortKeyValue { get }
}

/// What a ``LiveSortKey`` value stands for.
public enum LiveSortKeyValue: Sendable, Hashable {
    /// A number: compared numerically, before every text.
    case number(Double)
    /// A text: compared in its ``NaturalOrder``.
    case text(String)
}
