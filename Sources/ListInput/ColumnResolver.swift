/// Finds the 0-based index of a ``ColumnSelector`` among a table's columns.
struct ColumnResolver {
    /// The header's column names, when the table has a header.
    var names: [String]?

    /// The index `selector` stands for.
    ///
    /// - Throws: ``InputError/invalidColumnNumber(_:)``, ``InputError/needsHeader(_:)``
    ///   or ``InputError/unknownColumn(_:available:)``.
    func index(of selector: ColumnSelector) throws(InputError) -> Int {
        switch selector {
        case let .number(n):
            guard n >= 1 else { throw .invalidColumnNumber(n) }
            return n - 1
        case let .name(name):
            guard let names else { throw .needsHeader(name) }
            if let index = names.firstIndex(of: name) { return index }
            // Case-insensitive as a second chance: `--key pid` for ps's PID.
            if let index = names.firstIndex(where: { $0.lowercased() == name.lowercased() }) { return index }
            throw .unknownColumn(name, available: names)
        }
    }

    /// The field at `index` of a row read at `location`.
    ///
    /// - Throws: ``InputError/missingColumn(_:at:fieldCount:)`` when the row is too short.
    static func field(_ fields: [String], _ index: Int, _ selector: ColumnSelector, at location: InputLocation) throws(InputError) -> String {
        guard index < fields.count else { throw .missingColumn(selector, at: location, fieldCount: fields.count) }
        return fields[index]
    }
}
