import ListDiff

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
