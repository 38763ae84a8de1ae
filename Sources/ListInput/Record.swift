import ListDiff
/// A row on its way into a list: where it was read, what it shows, and the
/// key and section values its format found. ``assemble(_:header:keyed:)``
/// turns records into identities and sections, one rule for every format.
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

    /// The list: rows keyed (a repeated key is an error naming both places)
    /// or numbered by occurrence, and grouped into sections in order of
    /// first appearance (one section, with the table's header if any, when
    /// `sectioned` is false; an empty unsectioned list is that one section, empty).
    ///
    /// Complexity: O(n) expected (hashing).
    static func assemble(_ records: [Record], header: Header?, keyed: Bool, sectioned: Bool = false) throws(InputError) -> InputList {
        var seen = [String: InputLocation]()
        var occurrences = [String: Int]()
        if keyed { seen.reserveCapacity(records.count) }
        var sectionIndex = [String: Int]()
        var list = InputList()
        for record in records {
            let id: RowID
            if keyed, let key = record.key {
                if let first = seen.updateValue(record.location, forKey: key) {
                    throw .duplicateKey(key, first: first, second: record.location)
                }
                id = RowID(key)
            } else {
                let identity = record.key ?? record.text
                let count = (occurrences[identity] ?? 0) + 1
                occurrences[identity] = count
                id = RowID(identity, occurrence: count)
            }
            let row = InputRow(id: id, text: record.text, cells: record.cells)
            let sectionID = record.section ?? ""
            if let index = sectionIndex[sectionID] {
                list[index].items.append(row)
            } else {
                sectionIndex[sectionID] = list.count
                let model = record.section.map { InputSection(id: $0, header: $0) }
                    ?? InputSection(id: "", header: header?.text ?? "", cells: header?.cells ?? [])
                list.append(ListSection(model: model, items: [row]))
            }
        }
        if list.isEmpty, !sectioned {
            list.append(ListSection(model: InputSection(id: "", header: header?.text ?? "", cells: header?.cells ?? []), items: []))
        }
        return list
    }
}
