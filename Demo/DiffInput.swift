import Foundation
import ListDiff

/// A row of a `demo diff` input file: its id, and the text compared for updates.
struct DiffInputRow: Equatable, Sendable, Differentiable {
    var id: String
    var text: String

    var differenceIdentifier: String { id }
    func isContentEqual(to source: DiffInputRow) -> Bool { text == source.text }
}

/// A section of a `demo diff` input file: its id, and the header compared for updates.
struct DiffInputHeader: Equatable, Sendable, Differentiable {
    var id: String
    var header: String

    var differenceIdentifier: String { id }
    func isContentEqual(to source: DiffInputHeader) -> Bool { header == source.header }
}

/// A list read from a `demo diff` input file.
typealias DiffInputList = [ListSection<DiffInputHeader, DiffInputRow>]

/// Why an input file could not be read, as one line naming the file and the place.
struct DiffInputError: Error, Equatable, CustomStringConvertible {
    /// The file as the user named it (`-` is shown as `<stdin>`).
    var file: String
    /// What is wrong, and where in the file.
    var problem: String
    /// Whether the file could not be read at all (as opposed to bad content).
    var unreadable = false

    var description: String { "\(file): \(problem)" }
}

/// Parses the two input shapes of `demo diff`:
///
/// - a flat list of strings: one section with id `""` and no header, each
///   string both the id and the text of a row;
/// - `{"sections": [{"id": "A", "header": "A", "items": [{"id": "1", "text": "Alice"}]}]}`,
///   where `header` defaults to the id, `text` to the id, `items` to `[]`, and an
///   item may also be a plain string.
enum DiffInput {
    /// Reads `path` (`-` for standard input) and parses it.
    static func load(_ path: String) throws(DiffInputError) -> DiffInputList {
        try parse(read(path), file: displayName(path))
    }

    /// How a path is named in messages.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Parses the JSON text of one input file named `file`.
    static func parse(_ data: Data, file: String) throws(DiffInputError) -> DiffInputList {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw DiffInputError(file: file, problem: "malformed JSON")
        }
        func fail(_ problem: String) -> DiffInputError { DiffInputError(file: file, problem: problem) }

        if let flat = json as? [Any] {
            var rows = [DiffInputRow]()
            rows.reserveCapacity(flat.count)
            for (i, element) in flat.enumerated() {
                guard let text = element as? String else { throw fail("[\(i)]: expected a string") }
                rows.append(DiffInputRow(id: text, text: text))
            }
            return [ListSection(model: DiffInputHeader(id: "", header: ""), items: rows)]
        }
        guard let object = json as? [String: Any], let sections = object["sections"] as? [Any] else {
            throw fail(#"expected a list of strings or an object {"sections": [...]}"#)
        }
        var result = DiffInputList()
        for (s, element) in sections.enumerated() {
            let place = "sections[\(s)]"
            guard let section = element as? [String: Any] else { throw fail("\(place): expected an object") }
            guard let id = section["id"] as? String else { throw fail("\(place).id: expected a string") }
            var header = id
            if let value = section["header"] {
                guard let text = value as? String else { throw fail("\(place).header: expected a string") }
                header = text
            }
            var rows = [DiffInputRow]()
            if let value = section["items"] {
                guard let items = value as? [Any] else { throw fail("\(place).items: expected a list") }
                for (i, item) in items.enumerated() {
                    let itemPlace = "\(place).items[\(i)]"
                    if let text = item as? String {
                        rows.append(DiffInputRow(id: text, text: text))
                        continue
                    }
                    guard let fields = item as? [String: Any] else {
                        throw fail("\(itemPlace): expected a string or an object")
                    }
                    guard let itemID = fields["id"] as? String else { throw fail("\(itemPlace).id: expected a string") }
                    var text = itemID
                    if let value = fields["text"] {
                        guard let string = value as? String else { throw fail("\(itemPlace).text: expected a string") }
                        text = string
                    }
                    rows.append(DiffInputRow(id: itemID, text: text))
                }
            }
            result.append(ListSection(model: DiffInputHeader(id: id, header: header), items: rows))
        }
        return result
    }
}
