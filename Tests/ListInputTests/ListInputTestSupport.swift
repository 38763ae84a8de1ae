import ListDiff
import ListInput

/// Parses `text` with `options`.
func parse(_ text: String, _ options: InputOptions = InputOptions()) throws(InputError) -> InputList {
    try InputParser.parse(Array(text.utf8), options: options)
}

/// The error `body` throws, or `nil`.
func inputError(_ body: () throws(InputError) -> InputList) -> InputError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

extension ListSection where Model == InputSection, Item == InputRow {
    /// The rows' ids as written (`text#k` for repeats).
    var ids: [String] { items.map(\.id.description) }
    /// The rows' texts.
    var texts: [String] { items.map(\.text) }
}
