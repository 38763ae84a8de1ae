import CollectionView
import ListDiff

/// Sectioned lists whose every header and row draws lines of its own, as
/// ``LegibilityAudit`` needs to tell elements apart: a row with id 7 draws
/// `r7` (and `r7+` when it is two lines high), a header with id 3 draws `§3`.
/// What ``CatchUpProperty`` and a library's own property tests generate.
public enum AuditedList {
    /// A section's header: titled (drawn) or not.
    public struct Header: Differentiable, Hashable, Sendable {
        /// The section's identity, unique across the list.
        public var id: Int
        /// Whether the header is drawn.
        public var hasTitle: Bool
        /// ``id``.
        public var differenceIdentifier: Int { id }

        /// A header with identity `id`.
        public init(id: Int, hasTitle: Bool) {
            self.id = id
            self.hasTitle = hasTitle
        }
    }

    /// A row one or two lines high.
    public struct Row: Differentiable, Hashable, Sendable {
        /// The row's identity, unique across the list.
        public var id: Int
        /// Lines, 1 or 2.
        public var height: Int
        /// Changed to reload the row: its lines stay, since the audit names rows by them.
        public var version = 0
        /// ``id``.
        public var differenceIdentifier: Int { id }

        /// A row with identity `id`.
        public init(id: Int, height: Int, version: Int = 0) {
            self.id = id
            self.height = height
            self.version = version
        }
    }

    /// A whole list.
    public typealias Sections = [ListSection<Header, Row>]

    /// The lines `row` draws. O(1).
    public static func lines(of row: Row) -> [String] {
        row.height == 2 ? ["r\(row.id)", "r\(row.id)+"] : ["r\(row.id)"]
    }

    /// The line `header` draws. O(1).
    public static func title(of header: Header) -> String { "§\(header.id)" }

    /// Every drawn element's lines, top to bottom: what ``LegibilityAudit/init(old:new:scrolls:anchor:)`` takes.
    /// O(rows).
    public static func elements(_ sections: Sections) -> [[String]] {
        sections.flatMap { section in
            (section.model.hasTitle ? [[title(of: section.model)]] : []) + section.items.map(lines(of:))
        }
    }

    /// The list as a `SectionedDataSource`'s sections. O(rows).
    public static func dataSource(_ sections: Sections) -> [SectionedDataSource.Section] {
        sections.map { section in
            SectionedDataSource.Section(
                id: section.model.id, header: section.model.hasTitle ? StyledText(title(of: section.model)) : nil,
                items: section.items.map {
                    SectionedDataSource.Item(id: $0.id, content: StyledText(lines(of: $0).joined(separator: "\n")),
                                             height: $0.height)
                }
            )
        }
    }
}
