import ListDiff

/// A row read from text: an identity, and the content shown and compared.
///
/// Same ``id`` with a different ``text`` or ``cells`` is an update.
public struct InputRow: Hashable, Sendable, Differentiable {
    /// The row's identity.
    public var id: RowID
    /// The row as shown (the line as printed; CSV cells joined by two spaces).
    public var text: String
    /// For CSV and TSV, the row's cells, to be shown as aligned columns; empty otherwise.
    public var cells: [String]

    /// A row `id` showing `text` (and, for tables, `cells`).
    public init(id: RowID, text: String, cells: [String] = []) {
        self.id = id
        self.text = text
        self.cells = cells
    }

    /// A row whose id is its text.
    public init(_ text: String) {
        self.init(id: RowID(text), text: text)
    }

    /// The identity.
    public var differenceIdentifier: RowID { id }
}

/// A section read from text: an identity and the header shown.
///
/// A list without sections is one section with id `""`; its header is the
/// header line of a table (or `""` for none).
public struct InputSection: Hashable, Sendable, Differentiable {
    /// The section's identity (the value of the section field).
    public var id: String
    /// The header as shown.
    public var header: String
    /// For CSV and TSV, the header's cells, aligned with the rows'; empty otherwise.
    public var cells: [String]

    /// A section `id` with `header` (and, for tables, `cells`).
    public init(id: String, header: String, cells: [String] = []) {
        self.id = id
        self.header = header
        self.cells = cells
    }

    /// The identity.
    public var differenceIdentifier: String { id }

    /// Whether the section has nothing to show as its header.
    public var hasNoHeader: Bool { id.isEmpty && header.isEmpty && cells.isEmpty }
}

/// A sectioned list read from text.
public typealias InputList = [ListSection<InputSection, InputRow>]
