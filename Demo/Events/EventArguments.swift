import ArgumentParser
import CollectionView
import ListInput

/// The options of `demo watch --events` (besides `--key` and `--section`, shared with `demo watch`).
struct EventArguments: ParsableArguments {
    @Flag(name: .customLong("events"), help: "Read change events (Kubernetes watch events, bare objects, resync lists, PostgreSQL wal2json format-version 2, Debezium) into a live list, from - (stdin), a long-running command or --load.")
    var events = false

    @Flag(name: .customLong("restart"), help: "With --events -- COMMAND: start the command again when it exits, after a backoff (1 s, doubling to 30 s, 1 s again after a minute of success); what it sends first replaces the rows.")
    var restart = false

    @Option(name: .customLong("sort"), help: ArgumentHelp("With --events: the field rows are sorted by within their section (a --fields name or path); :desc for largest first.", valueName: "field[:desc]"))
    var sort: String?

    @Option(name: .customLong("fields"), help: ArgumentHelp("With --events: the cells shown, in order, each under a column named by name= or the path's last part (default: the object's top-level fields, no header).", valueName: "[name=]path,…"))
    var fields: String?

    /// One column of `--fields`: its name and the path of its cells.
    struct Column: Hashable, Sendable {
        var name: String
        var path: String
    }

    /// The columns `--fields` names (`nil` without it). Throws a usage error
    /// naming the argument for a name used twice or a `name=` with an empty path.
    func columns() throws(ValidationError) -> [Column]? {
        guard let fields else { return nil }
        var columns: [Column] = []
        for entry in fields.split(separator: ",", omittingEmptySubsequences: true).map(String.init) {
            var name: String
            let path: String
            if let equals = entry.firstIndex(of: "=") {
                name = String(entry[..<equals])
                path = String(entry[entry.index(after: equals)...])
                guard !path.isEmpty else { throw ValidationError("--fields: \(entry) has an empty path") }
            } else {
                name = ""
                path = entry
            }
            if name.isEmpty { name = JSONPath(path).components.last ?? path }
            if columns.contains(where: { $0.name == name }) {
                throw ValidationError("--fields: the name \(name) is used twice (\(entry))")
            }
            columns.append(Column(name: name, path: path))
        }
        guard !columns.isEmpty else { throw ValidationError("--fields needs at least one field path") }
        return columns
    }

    /// `--sort` without its direction, and whether it is `:desc`.
    var sortField: (field: String, descending: Bool)? {
        guard let sort else { return nil }
        if sort.hasSuffix(":desc") { return (String(sort.dropLast(5)), true) }
        if sort.hasSuffix(":asc") { return (String(sort.dropLast(4)), false) }
        return (sort, false)
    }

    /// The column `--sort` names (by name, else by path), `nil` without `--sort` or `--fields`.
    /// Throws a usage error for a sort field that is no column of `--fields`.
    func sortColumn() throws(ValidationError) -> Int? {
        guard let columns = try columns(), let (field, _) = sortField else { return nil }
        if let index = columns.firstIndex(where: { $0.name == field }) ?? columns.firstIndex(where: { $0.path == field }) {
            return index
        }
        throw ValidationError("--sort: unknown column \(field) (the columns are \(columns.map(\.name).joined(separator: ", ")))")
    }

    /// Checks what only makes sense with `--events`; `headlessRuns` is `--runs` under `--headless`.
    func validate(headlessRuns: Int?) throws {
        if headlessRuns != nil { throw ValidationError("--events --headless reads the whole stream: give no --runs") }
        if let sort, sort.isEmpty || sort == ":desc" || sort == ":asc" { throw ValidationError("--sort needs a field path") }
        _ = try sortColumn()
        _ = try columns()
    }

    /// Checks `--restart`: only for a command (`isCommand`), never headless (which reads until the input ends).
    func validateRestart(isCommand: Bool, isHeadless: Bool) throws(ValidationError) {
        guard restart else { return }
        if !events { throw ValidationError("--restart needs --events") }
        if !isCommand { throw ValidationError("--restart starts a command again: give one after --") }
        if isHeadless { throw ValidationError("--restart would never end under --headless") }
    }

    /// The header line's columns and sort marker, `nil` without `--fields` (the columns are then unknown).
    func header() -> TableHeader? {
        guard let columns = try? columns() else { return nil }
        let sort = (try? sortColumn()).flatMap { $0 }.map { TableHeader.Sort(column: $0, descending: sortField?.descending ?? false) }
        return TableHeader(names: columns.map(\.name), sort: sort)
    }

    /// The event options: `key` and `section` as given to `--key` and `--section` (dotted paths).
    func options(key: ColumnSelector?, section: ColumnSelector?) -> EventOptions {
        let columns = (try? columns()) ?? nil
        var sortPath = sortField?.field
        if let columns, let index = (try? sortColumn()) ?? nil { sortPath = columns[index].path }
        return EventOptions(
            key: key.map { JSONPath(Self.text(of: $0)) } ?? "id",
            section: section.map { JSONPath(Self.text(of: $0)) },
            sort: sortPath.map { JSONPath($0) },
            descending: sortField?.descending ?? false,
            fields: columns.map { $0.map { JSONPath($0.path) } }
        )
    }

    /// A selector as typed (a number is a field named by its digits here).
    static func text(of selector: ColumnSelector) -> String {
        switch selector {
        case let .number(number): String(number)
        case let .name(name): name
        }
    }
}
