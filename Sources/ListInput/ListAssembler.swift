import ListDiff

/// Builds a list from records as a format reads them, so no format keeps
/// its records: rows keyed (a repeated key is an error naming both places)
/// or numbered by occurrence, and grouped into sections in order of first
/// appearance (one section, with the table's header if any, when not
/// sectioned; an empty unsectioned list is that one section, empty).
struct ListAssembler {
    private var identities: RowIdentities
    private let sectioned: Bool
    private let headerModel: InputSection
    private var list = InputList()
    private var sectionIndex = [String: Int]()
    /// The rows of an unsectioned list (kept apart so appending never copies a section).
    private var items = [InputRow]()

    /// An assembler for about `capacity` rows.
    init(header: Record.Header?, keyed: Bool, sectioned: Bool, capacity: Int = 0) {
        identities = RowIdentities(keyed: keyed, capacity: capacity)
        self.sectioned = sectioned
        headerModel = InputSection(id: "", header: header?.text ?? "", cells: header?.cells ?? [])
        if !sectioned { items.reserveCapacity(capacity) }
    }

    /// Adds the next record.
    ///
    /// Complexity: O(length of its key) expected.
    /// - Throws: ``InputError/duplicateKey(_:first:second:)`` when keyed and the key was seen.
    mutating func add(_ record: Record) throws(InputError) {
        try add(location: record.location, text: record.text, cells: record.cells, key: record.key, section: record.section)
    }

    /// Adds the next row, read at `location`: `key` identifies it (nil: its text does).
    ///
    /// - Throws: ``InputError/duplicateKey(_:first:second:)`` when keyed and the key was seen.
    mutating func add(location: @autoclosure () -> InputLocation, text: String, cells: [String] = [],
                      key: String? = nil, section: String? = nil) throws(InputError) {
        let id = try identities.id(key: key ?? text, at: location())
        let row = InputRow(id: id, text: text, cells: cells)
        guard sectioned else {
            items.append(row)
            return
        }
        let sectionID = section ?? ""
        if let index = sectionIndex[sectionID] {
            list[index].items.append(row)
        } else {
            sectionIndex[sectionID] = list.count
            let model = section.map { InputSection(id: $0, header: $0) } ?? headerModel
            list.append(ListSection(model: model, items: [row]))
        }
    }

    /// The list.
    consuming func finish() -> InputList {
        sectioned ? list : [ListSection(model: headerModel, items: items)]
    }
}
