/// Turns text into a sectioned list with identities, in any of the
/// ``InputFormat``s: the one entry point of `ListInput`.
///
/// ```swift
/// let list = try InputParser.parse(Array(output.utf8), options: InputOptions(format: .columns, key: .number(2)))
/// let change = try Changeset(from: shown, to: list)
/// ```
public enum InputParser {
    /// The format `options` resolves to for `bytes` (`.auto` detected).
    public static func format(of bytes: [UInt8], options: InputOptions) -> InputFormat {
        guard options.format == .auto else { return options.format }
        return InputFormat.detect(fileExtension: options.fileExtension, text: bytes, hasKey: options.key != nil)
    }

    /// The list `bytes` hold. NDJSON gives its last snapshot (see ``snapshots(_:options:)``).
    ///
    /// Complexity: O(n) in the bytes (expected; keys are hashed).
    /// - Throws: ``InputError`` naming what is wrong and where; nothing is
    ///   returned in part.
    public static func parse(_ bytes: [UInt8], options: InputOptions = InputOptions()) throws(InputError) -> InputList {
        let format = format(of: bytes, options: options)
        switch format {
        case .auto, .lines, .columns: return try columns(bytes, format: format, options: options)
        case .csv: return try table(bytes, delimiter: ",", options: options)
        case .tsv: return try table(bytes, delimiter: "\t", options: options)
        case .json: return try JSONDocument.parse(bytes, line: nil, options: options)
        case .ndjson:
            guard let last = try snapshots(bytes, options: options).last else { throw .empty(.ndjson) }
            return last
        }
    }

    /// Each non-blank line of `bytes` as one JSON document (any shape
    /// ``InputFormat/json`` accepts), in order.
    ///
    /// Complexity: O(n) in the bytes.
    /// - Throws: ``InputError`` naming the line of the first bad document.
    public static func snapshots(_ bytes: [UInt8], options: InputOptions = InputOptions()) throws(InputError) -> [InputList] {
        var result = [InputList]()
        for (number, line) in NonBlankLines(bytes) {
            result.append(try snapshot(line, line: number, options: options))
        }
        return result
    }

    /// One line of NDJSON as a list; `line` is its number in messages.
    ///
    /// - Throws: ``InputError`` naming `line`.
    public static func snapshot(_ bytes: ArraySlice<UInt8>, line: Int, options: InputOptions = InputOptions()) throws(InputError) -> InputList {
        try JSONDocument.parse(bytes, line: line, options: options)
    }
}
