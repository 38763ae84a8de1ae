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

    /// Same text and cells (the diff asks only of rows with the same id, so
    /// the id is not compared again).
    public func isContentEqual(to source: InputRow) -> Bool {
        text == source.text && cells == source.cells
    }
}
