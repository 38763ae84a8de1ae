/// A row on its way into a list: where it was read, what it shows, and the
/// key and section values its format found. A ``ListAssembler`` turns
/// records into identities and sections, one rule for every format.
struct Record {
    /// A table's header line.
    struct Header {
        var text: String
        var cells: [String] = []
    }

    var location: InputLocation
    var text: String
    var cells: [String] = []
    /// The key column's value; `nil` keys the row by its text, with occurrences.
    var key: String?
    /// The section column's value; `nil` for a list without sections.
    var section: String?
}
