/// How the elements of a resync become ``EventRecord``s, one after another
/// (the walk of `EventDocument` and the worker of `ResyncSplit` alike).
///
/// With named fields, the paths a record reads go straight from the bytes
/// into slots (``RecordFields``): no tree is built for the element, only for
/// the values the paths reach. Without them (every top-level field is a
/// cell), the element is built whole as a ``JSONNode`` and
/// `EventDocument.record` reads it. Both ways give the same records and the
/// same problems; with ``EventOptions/keepsObjects`` the first keeps the
/// element's bytes (a ``JSONTree`` parsed when asked), the second the tree.
///
/// A value type with its own scratch slots: each thread reads with its own copy.
struct EventRecordReader: Sendable {
    /// How objects become records.
    let options: EventOptions
    /// The line the document starts on (every record's, and every problem's).
    let line: Int
    /// The paths of the named fields, and where each value a record reads goes; `nil` without named fields.
    private let named: (fields: RecordFields, slots: Slots)?
    /// The values the last element's paths reached.
    private var values: [JSONNode?] = []

    /// A reader of the elements of a resync in a document starting on `line`.
    init(options: EventOptions, line: Int) {
        self.options = options
        self.line = line
        named = options.fields.map { cells in
            let fields = RecordFields(paths: [options.key] + [options.section, options.sort].compactMap { $0 } + cells)
            // The paths in order: key, section, sort, cells.
            var next = fields.slots.makeIterator()
            let key = next.next() ?? 0
            let section = options.section == nil ? nil : next.next()
            let sort = options.sort == nil ? nil : next.next()
            return (fields, Slots(key: key, section: section, sort: sort, cells: Array(IteratorSequence(next))))
        }
    }

    /// A reader like this one with storage of its own, for another thread
    /// (a copy would share its arrays, and their reference counts' cache
    /// line would pass back and forth between the threads).
    func forAnotherThread() -> EventRecordReader {
        EventRecordReader(options: options, line: line)
    }

    /// Reads the element at `reader` (checked whole as JSON).
    /// - Returns: its record, or why it is not one (the element named by
    ///   `path` in its document, asked only then).
    /// - Throws: ``JSONReaderError`` when the element is not JSON.
    /// - Complexity: O(bytes of the element).
    mutating func record(_ reader: inout JSONReader, at path: @autoclosure () -> String) throws(JSONReaderError) -> Result<EventRecord, InputError> {
        guard let (fields, slots) = named else {
            let element = try reader.value()
            return Result { () throws(InputError) in try EventDocument.record(element, at: path(), line: line, options: options) }
        }
        let start = reader.position
        guard try fields.read(&reader, into: &values) else {
            return .failure(EventDocument.notAnObject(at: path(), line: line))
        }
        let cells = slots.cells.map { values[$0]?.cellText ?? "" }
        // A kept object is its bytes, parsed only if a pane asks for it.
        let object = options.keepsObjects ? JSONTree(text: Array(reader.bytes[start..<reader.position])) : nil
        return Result { () throws(InputError) in
            var record = try EventDocument.record(key: values[slots.key], section: slots.section.flatMap { values[$0] },
                                                  sort: slots.sort.flatMap { values[$0] }, cells: cells, at: path(),
                                                  line: line, options: options)
            record.object = object
            return record
        }
    }

    /// How many records an array is expected to hold, judged from the first
    /// `count` read from `readBytes` of its `totalBytes` (with an eighth more,
    /// and never more than one per 32 bytes, so odd first elements do not
    /// reserve much): the capacity to reserve, so that a million records are
    /// not copied and their memory touched again at every doubling. O(1).
    static func expectedCount(_ count: Int, in readBytes: Int, of totalBytes: Int) -> Int {
        guard readBytes > 0 else { return count }
        return max(count, min(totalBytes / 32, count * totalBytes / readBytes + count / 8))
    }

    /// The slot of each value a record reads.
    private struct Slots: Sendable {
        var key: Int
        var section: Int?
        var sort: Int?
        var cells: [Int]
    }
}
