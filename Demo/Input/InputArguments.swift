import ArgumentParser
import ListInput

extension InputFormat: ExpressibleByArgument {}

extension ColumnSelector: ExpressibleByArgument {
    /// A number (1-based) or a header name.
    public init?(argument: String) {
        guard !argument.isEmpty else { return nil }
        self.init(argument)
    }
}

/// The options that say how text becomes a list, shared by `demo diff` and `demo watch`.
struct InputArguments: ParsableArguments {
    @Option(name: .customLong("format"), help: "auto, lines, columns, csv, tsv, json or ndjson (auto: the file extension, else JSON if it parses, else columns with --key, else lines).")
    var format: InputFormat = .auto

    @Option(name: .customLong("key"), help: "The column (1-based number, or header name) or JSON field that identifies a row.")
    var key: ColumnSelector?

    @Option(name: .customLong("section"), help: "The column or JSON field whose value groups rows into sections.")
    var section: ColumnSelector?

    @Flag(name: .customLong("header"), inversion: .prefixedNo, help: "Whether the first line is a header (default: yes for CSV/TSV, no otherwise).")
    var header: Bool?

    /// The parser's options; `invalidText` says what to do with bytes that are not UTF-8.
    func options(invalidText: InputOptions.InvalidText = .reject) -> InputOptions {
        InputOptions(format: format, key: key, section: section, header: header, invalidText: invalidText)
    }
}
