import CollectionView
import ListDiff
import ListInput

/// The reading side of a change feed, off the main thread: bytes go
/// through an ``EventFeed`` straight into the `LiveList` (which never
/// waits), the documents to the ``FeedRecorder``, and what the screen needs
/// to know comes back as a ``FeedProgress``.
///
/// After a restart of the command (``restart(resyncing:)``), what it sends
/// first is held back and handed over as one resync once it goes quiet
/// (``endResync()``): rows it no longer has go, in one batch.
public struct EventsReader<SectionKey: Hashable & Comparable & Sendable, Row: Differentiable & Sendable>: Sendable
where Row.DifferenceIdentifier == String {
    /// The decoder of the documents.
    public private(set) var feed: EventFeed
    /// The list fed.
    public let live: LiveList<SectionKey, Row>
    /// Where the documents are recorded, if anywhere.
    public let recorder: (any FeedRecorder)?
    /// Where each row's whole object is kept, if anywhere (for a pane that looks into a row).
    public let objects: EventObjects?
    /// The screen's clock: reports are stamped with it (a rate is counted on it).
    public let clock: any AnimationClock
    /// A row of a record.
    private let row: @Sendable (EventRecord) -> Row
    /// A restarted command's first events, held back until it goes quiet.
    private var window: ResyncWindow<Row>?

    /// A reader of documents decoded with `options` into `live`'s rows, made
    /// by `row`, the documents kept by `recorder`, each row's whole object
    /// by `objects` (which needs `options.keepsObjects`), reports stamped by `clock`.
    public init(
        options: EventOptions, live: LiveList<SectionKey, Row>, row: @escaping @Sendable (EventRecord) -> Row,
        recorder: (any FeedRecorder)? = nil, objects: EventObjects? = nil, clock: any AnimationClock
    ) {
        feed = EventFeed(options: options, keepsDocuments: recorder != nil)
        self.objects = objects
        self.live = live
        self.row = row
        self.recorder = recorder
        self.clock = clock
    }

    /// Takes the next bytes. Before a large document they complete is
    /// parsed (a resync of 70 MB takes more than a second), `announce` hears
    /// so: a report with the document's size in
    /// ``FeedProgress/parsingBytes``. O(bytes).
    public mutating func read(_ chunk: some Sequence<UInt8>, announce: (FeedProgress) -> Void = { _ in }) -> FeedProgress {
        // Split first, report after: the report says where the reading is after this chunk, not before it.
        let items = feed.split(chunk)
        return take(items, announce)
    }

    /// The end of the input (announcing a large last document as ``read(_:announce:)`` does).
    /// A resync held back is handed over now (``endResync()``).
    public mutating func finish(announce: (FeedProgress) -> Void = { _ in }) -> FeedProgress {
        let items = feed.splitFinish()
        let progress = take(items, announce)
        endResync()
        return progress
    }

    /// A new run of the command begins: line numbers count from 1 again, and
    /// when `resyncing`, what it sends first is held back as one resync. O(1).
    public mutating func restart(resyncing: Bool) {
        feed.restart()
        window = resyncing ? ResyncWindow() : nil
    }

    /// Whether a resync is held back that has rows (it ends when the input goes quiet).
    public var holdsResync: Bool { (window?.events ?? 0) > 0 }

    /// Hands the held-back resync to the list, as one resync: rows not in it
    /// go. Nothing when no event came since the restart (a command that
    /// failed at once leaves the list as it was). O(rows).
    public mutating func endResync() {
        guard let window else { return }
        self.window = nil
        guard window.events > 0 else { return }
        live.resync(window.rows)
    }

    /// Announces a large parse, parses, and hands the changes over.
    private mutating func take(_ items: [JSONDocumentStream.Item], _ announce: (FeedProgress) -> Void) -> FeedProgress {
        let parsing = EventFeed.documentBytes(in: items)
        if parsing >= FeedProgress.largeDocument {
            announce(FeedProgress(bytesRead: feed.bytesRead, pendingBytes: feed.pendingBytes, parsingBytes: parsing, time: clock.now))
        }
        return take(feed.decode(items))
    }

    /// The batch's changes go to the list (or the resync held back); the report is stamped once they are there.
    private mutating func take(_ batch: EventFeed.Batch) -> FeedProgress {
        if !batch.events.isEmpty {
            // The objects first: when the list's batch shows a change, a pane finds it.
            objects?.record(batch.events)
            if var held = window.take() {
                for event in batch.events { held.take(event, row: row) }
                window = held
            } else {
                // Built outside the list's lock, handed over under it in one go.
                var changes = LiveChanges<Row>()
                for event in batch.events { EventFeed.record(event, into: &changes, row: row) }
                live.send { $0.append(changes) }
            }
        }
        recorder?.write(batch.documents)
        let errors = batch.events.compactMap { event -> String? in
            if case let .error(message, line) = event { return "ERROR (line \(line)): \(message)" }
            return nil
        }
        // Measured here, on the reader's thread, so the screen's update only compares widths.
        var columns = EventColumns()
        for event in batch.events {
            switch event {
            case let .upsert(record), let .replace(_, record): columns.widen(to: record.cells)
            case let .resync(records, _): for record in records { columns.widen(to: record.cells) }
            case .delete, .deleteFromTable, .truncate, .bookmark, .error: break
            }
        }
        return FeedProgress(
            events: batch.events.count, problems: batch.problems, errors: errors,
            bytesRead: feed.bytesRead, pendingBytes: feed.pendingBytes, columns: columns, time: clock.now
        )
    }
}
