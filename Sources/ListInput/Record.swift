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
        var identities = Identities(keyed: keyed, capacity: records.count)
        let headerModel = InputSection(id: "", header: header?.text ?? "", cells: header?.cells ?? [])
        guard sectioned else {
            // One section: no grouping to look up per row.
            var items = [InputRow]()
            items.reserveCapacity(records.count)
            for record in records {
                items.append(InputRow(id: try identities.id(of: record), text: record.text, cells: record.cells))
            }
            return [ListSection(model: headerModel, items: items)]
        }
        var sectionIndex = [String: Int]()
        var list = InputList()
        for record in records {
            let row = InputRow(id: try identities.id(of: record), text: record.text, cells: record.cells)
            let sectionID = record.section ?? ""
            if let index = sectionIndex[sectionID] {
                list[index].items.append(row)
            } else {
                sectionIndex[sectionID] = list.count
                let model = record.section.map { InputSection(id: $0, header: $0) } ?? headerModel
                list.append(ListSection(model: model, items: [row]))
            }
        }
        return list
    }

    /// Gives rows their identities: a key once (a repeat is an error naming
    /// both places), or text numbered by occurrence.
    private struct Identities {
        let keyed: Bool
        /// Keyed: where each key was seen. Unkeyed: how often each text was.
        var seen: [String: InputLocation] = [:]
        var occurrences: [String: Int] = [:]

        init(keyed: Bool, capacity: Int) {
            self.keyed = keyed
            if keyed { seen.reserveCapacity(capacity) } else { occurrences.reserveCapacity(capacity) }
        }

        private static func increment(_ count: inout Int) -> Int {
            count += 1
            return count
        }

        mutating func id(of record: Record) throws(InputError) -> RowID {
            if keyed, let key = record.key {
                if let first = seen.updateValue(record.location, forKey: key) {
                    throw .duplicateKey(key, first: first, second: record.location)
                }
                return RowID(key)
            }
            let identity = record.key ?? record.text
            return RowID(identity, occurrence: Self.increment(&occurrences[identity, default: 0]))
        }
    }
}
