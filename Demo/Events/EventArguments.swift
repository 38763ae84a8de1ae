import ArgumentParser
import ListInput

/// The options of `demo watch --events` (besides `--key` and `--section`, shared with `demo watch`).
struct EventArguments: ParsableArguments {
    @Flag(name: .customLong("events"), help: "Read change events (Kubernetes watch events, bare objects, resync lists, PostgreSQL wal2json format-version 2, Debezium) into a live list, from - (stdin), a long-running command or --load.")
    var events = false

    @Option(name: .customLong("sort"), help: ArgumentHelp("With --events: the field rows are sorted by within their section; :desc for largest first.", valueName: "path[:desc]"))
    var sort: String?

    @Option(name: .customLong("fields"), help: ArgumentHelp("With --events: the cells shown, in order (default: the object's top-level fields).", valueName: "path,…"))
    var fields: String?

    /// Checks what only makes sense with `--events`; `headlessRuns` is `--runs` under `--headless`.
    func validate(headlessRuns: Int?) throws {
        if headlessRuns != nil { throw ValidationError("--events --headless reads the whole stream: give no --runs") }
        if let sort, sort.isEmpty || sort == ":desc" { throw ValidationError("--sort needs a field path") }
        if let fields, fields.split(separator: ",").isEmpty { throw ValidationError("--fields needs at least one field path") }
    }

    /// The event options: `key` and `section` as given to `--key` and `--section` (dotted paths).
    func options(key: ColumnSelector?, section: ColumnSelector?) -> EventOptions {
        var sortPath = sort
        var descending = false
        if let sort, sort.hasSuffix(":desc") {
            sortPath = String(sort.dropLast(5))
            descending = true
        } else if let sort, sort.hasSuffix(":asc") {
            sortPath = String(sort.dropLast(4))
        }
        return EventOptions(
            key: key.map { JSONPath(Self.text(of: $0)) } ?? "id",
            section: section.map { JSONPath(Self.text(of: $0)) },
            sort: sortPath.map { JSONPath($0) },
            descending: descending,
            fields: fields.map { $0.split(separator: ",").map { JSONPath(String($0)) } }
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
