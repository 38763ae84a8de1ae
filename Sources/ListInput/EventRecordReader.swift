/// How the elements of a resync become ``EventRecord``s, one after another
/// (the walk of `EventDocument` and the worker of `ResyncSplit` alike).
///
/// With named fields, the paths a record reads go straight from the bytes
/// into slots (``RecordFields``): no tree is built for the element. Without
/// them (every top-level field is a cell), or with a path inside another, the
/// element is built as a ``JSONNode`` (whole, or only the paths, with
/// `JSONReader.value(keeping:)`) and `EventDocument.record` reads it. Both
/// ways give the same records and the same problems.
///
/// A value type with its own scratch slots: each thread reads with its own copy.
struct EventRecordReader: Sendable {
    /// How objects become records.
    let options: EventOptions
    /// The line the document starts on (every record's, and every problem's).
    let line: Int
    /// The direct way, when the paths allow it.
    private let fields: RecordFields?
    /// Otherwise the paths to keep when building the element; `nil` builds it whole.
    private let wanted: JSONFieldTree?
    /// Where the direct way puts each value a record reads.
    private let slots: Slots?
    /// The values the last element's paths reached (the direct way).
    private var values: [JSONNode?] = []

    /// A reader of the elements of a resync in a document starting on `line`.
    init(options: EventOptions, line: Int) {
        self.options = options
        self.line = line
        guard let named = options.fields else {
            fields = nil
            wanted = nil
            slots = nil
            return
        }
        let paths = [options.key] + [options.section, options.sort].compactMap { $0 } + named
        fields = RecordFields(paths: paths)
        wanted = fields == nil ? JSONFieldTree(paths: paths) : nil
        slots = fields.map { (fields) -> Slots in
            // The paths in order: key, section, sort, cells.
            var next = fields.slots.makeIterator()
            let key = next.next() ?? 0
            let section = options.section == nil ? nil : next.next()
            let sort = options.sort == nil ? nil : next.next()
            return Slots(key: key, section: section, sort: sort, cells: Array(IteratorSequence(next)))
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
        guard let fields, let slots else {
            let element = if let wanted { try reader.value(keeping: wanted) } else { try reader.value() }
            return Result { () throws(InputError) in try EventDocument.record(element, at: path(), line: line, options: options) }
        }
        guard try fields.read(&reader, into: &values) else {
            return .failure(EventDocument.notAnObject(at: path(), line: line))
        }
        let cells = slots.cells.map { values[$0]?.cellText ?? "" }
        return Result { () throws(InputError) in
            try EventDocument.record(key: values[slots.key], section: slots.section.flatMap { values[$0] },
                                     sort: slots.sort.flatMap { values[$0] }, cells: cells, at: path(), line: line, options: options)
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
