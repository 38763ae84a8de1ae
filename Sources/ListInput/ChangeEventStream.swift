/// Change events read from bytes as they arrive: a ``JSONDocumentStream``
/// whose documents are decoded with ``ChangeEvent/decode(_:line:options:)``.
/// A document that does not parse, lacks its key or has another shape is a
/// problem naming its line, and the stream goes on: nothing else is lost.
public struct ChangeEventStream: Sendable {
    /// What the stream read.
    public enum Item: Hashable, Sendable {
        /// A change to apply.
        case event(ChangeEvent)
        /// A document (or text) skipped, and why.
        case problem(InputError)
    }

    /// How objects become rows.
    public let options: EventOptions
    /// The documents' splitter: bytes read, the document in progress.
    public private(set) var documents = JSONDocumentStream()

    /// A stream at the start of its input.
    public init(options: EventOptions) {
        self.options = options
    }

    /// Takes the next bytes; returns what they complete, in order. O(bytes).
    public mutating func read(_ chunk: some Sequence<UInt8>) -> [Item] {
        documents.read(chunk).map(decode)
    }

    /// The end of the input.
    public mutating func finish() -> [Item] {
        documents.finish().map(decode)
    }

    private func decode(_ item: JSONDocumentStream.Item) -> Item {
        switch item {
        case let .problem(error):
            return .problem(error)
        case let .document(bytes, line):
            do {
                return .event(try ChangeEvent.decode(bytes, line: line, options: options))
            } catch {
                return .problem(error)
            }
        }
    }
}
