/// How text is turned into a list (`--format`).
public enum InputFormat: String, CaseIterable, Hashable, Sendable {
    /// Decide from the file extension, then the text (see ``InputFormat/detect(fileExtension:text:hasKey:)``).
    case auto
    /// One row per line; a repeated line gets an occurrence identity.
    case lines
    /// Whitespace-separated fields; `--key` picks the identity, the line is the content.
    case columns
    /// Comma-separated values (RFC 4180 quoting, embedded newlines).
    case csv
    /// Tab-separated values, quoted like CSV.
    case tsv
    /// A JSON document: a list of strings, `{"sections": …}`, or a list of objects.
    case json
    /// One JSON document per line, each a snapshot of the list.
    case ndjson

    /// The format `auto` stands for: the file extension decides (`.csv`,
    /// `.tsv`, `.json`, `.ndjson`/`.jsonl`, `.txt`), else JSON when the text
    /// parses as JSON, else columns when a key is given, else lines.
    ///
    /// Complexity: O(n) in the text when it has to be tried as JSON.
    public static func detect(fileExtension: String?, text: [UInt8], hasKey: Bool) -> InputFormat {
        switch fileExtension?.lowercased() {
        case "csv": return .csv
        case "tsv", "tab": return .tsv
        case "json": return .json
        case "ndjson", "jsonl": return .ndjson
        case "txt", "log": return hasKey ? .columns : .lines
        default: break
        }
        if JSONDocument.looksLikeJSON(text) { return .json }
        return hasKey ? .columns : .lines
    }
}
