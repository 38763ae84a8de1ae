/// Whole-list snapshots read from bytes as they arrive (`demo watch -`): a
/// ``JSONDocumentStream`` whose documents are each parsed as a list, as
/// ``InputFormat/json`` parses one. One document per line or pretty-printed
/// documents back to back; each is read in time linear in its bytes,
/// however the pipe cuts it.
public struct SnapshotStream: Sendable {
    /// How each snapshot becomes a list (the key and section fields).
    public let options: InputOptions
    /// The documents' splitter: bytes read, the document in progress.
    public private(set) var documents = JSONDocumentStream()

    /// A stream at the start of its input.
    public init(options: InputOptions = InputOptions()) {
        self.options = options
    }

    /// Takes the next bytes; returns the snapshots they complete, in order,
    /// each a list or the ``InputError`` that names the line where its
    /// document (or the text that is not one) starts. O(bytes).
    public mutating func read(_ chunk: some Sequence<UInt8>) -> [Result<InputList, InputError>] {
        documents.read(chunk).map(parse)
    }

    /// The end of the input: a snapshot cut short is an error.
    public mutating func finish() -> [Result<InputList, InputError>] {
        documents.finish().map(parse)
    }

    private func parse(_ item: JSONDocumentStream.Item) -> Result<InputList, InputError> {
        switch item {
        case let .problem(error):
            return .failure(error)
        case let .document(bytes, line):
            do throws(InputError) {
                return .success(try InputParser.snapshot(bytes[...], line: line, options: options))
            } catch {
                return .failure(error)
            }
        }
    }
}
