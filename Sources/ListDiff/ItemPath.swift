/// The position of an item in a sectioned list: its section index and its
/// index inside that section.
///
/// ListDiff does not use Foundation's `IndexPath` so that it builds without
/// Foundation and so that a path is always exactly two integers.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the section.
    public var section: Int
    /// The index of the item inside its section.
    public var item: Int

    /// Creates a path to `item` in `section`.
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// Orders paths by section, then by item.
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, as the JSON form writes it.
    public var description: String { "[\(section), \(item)]" }
}
