/// How ``InputParser`` reads text: the format, which column is the
/// identity, which groups rows into sections, and what to do with bytes
/// that are not UTF-8.
public struct InputOptions: Hashable, Sendable {
    /// What to do with bytes that are not valid UTF-8.
    public enum InvalidText: Hashable, Sendable {
        /// Throw ``InputError/invalidUTF8(line:)`` (files given on purpose).
        case reject
        /// Replace each bad sequence with U+FFFD, shown as �
        /// (the output of a command, which must never stop the watcher).
        case replace
    }

    /// The format; `.auto` detects it (see ``InputFormat/detect(fileExtension:text:hasKey:)``).
    public var format: InputFormat
    /// The column (or JSON field) that identifies a row; `nil` keys lines by their text.
    public var key: ColumnSelector?
    /// The column (or JSON field) whose value groups rows into sections.
    public var section: ColumnSelector?
    /// Whether the first line is a header: `nil` means the format's default
    /// (yes for CSV and TSV, no for columns).
    public var header: Bool?
    /// The extension of the file the text came from, for `.auto`.
    public var fileExtension: String?
    /// What to do with bytes that are not valid UTF-8.
    public var invalidText: InvalidText
    /// Longer lines (in characters) are cut and end in `…`, so that a
    /// hostile line cannot hold megabytes of one row.
    public var maximumLineLength: Int

    /// Options for `format` (auto-detected by default), keyed by line text.
    public init(
        format: InputFormat = .auto,
        key: ColumnSelector? = nil,
        section: ColumnSelector? = nil,
        header: Bool? = nil,
        fileExtension: String? = nil,
        invalidText: InvalidText = .reject,
        maximumLineLength: Int = 4096
    ) {
        self.format = format
        self.key = key
        self.section = section
        self.header = header
        self.fileExtension = fileExtension
        self.invalidText = invalidText
        self.maximumLineLength = maximumLineLength
    }
}
