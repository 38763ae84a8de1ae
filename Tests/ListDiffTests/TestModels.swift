import ListDiff

/// A row: identity `id`, content `text`.
struct Row: Equatable, Differentiable, CustomStringConvertible {
    var id: Int
    var text: String

    var differenceIdentifier: Int { id }
    func isContentEqual(to source: Row) -> Bool { text == source.text }
    var description: String { "\(id):\(text)" }
}

/// A section header: identity `id`, content `title`.
struct Header: Equatable, Differentiable, CustomStringConvertible {
    var id: String
    var title: String

    var differenceIdentifier: String { id }
    func isContentEqual(to source: Header) -> Bool { title == source.title }
    var description: String { "\(id):\(title)" }
}

typealias Section = ListSection<Header, Row>

/// Builds sections from `(id, [row ids])`, every content equal to its id.
func sections(_ spec: [(String, [Int])]) -> [Section] {
    spec.map { id, rows in Section(model: Header(id: id, title: id), items: rows.map { Row(id: $0, text: "\($0)") }) }
}

func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

func move(_ from: ItemPath, _ to: ItemPath) -> Move<ItemPath> { Move(from: from, to: to) }

/// Applies `change` to `old` with the reference rule, taking new content from `new`.
func applied(_ change: Changeset, to old: [Section], new: [Section]) throws -> [Section] {
    try change.apply(
        to: old,
        sectionContent: { new[$0].model },
        itemCount: { $0 < new.count ? new[$0].items.count : 0 },
        itemContent: { new[$0.section].items[$0.item] }
    )
}
