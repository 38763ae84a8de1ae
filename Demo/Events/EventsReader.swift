import CollectionView
import ListInput

/// The reading side of `demo watch --events`, off the main thread: bytes go
/// through an ``EventFeed`` straight into the ``LiveList`` (which never
/// waits), the documents into the `--save` file, and what the screen's
/// update needs to know comes back as an ``EventsEvent/Progress``.
struct EventsReader: Sendable {
    var feed: EventFeed
    let live: LiveList<String, EventRow>
    let saver: EventSaver?
    /// Where each row's whole object is kept for the pane (`nil`: not kept).
    let objects: EventObjects?
    /// The screen's clock: reports are stamped with it (the rate is counted on it).
    let clock: any AnimationClock

    init(
        options: EventOptions, live: LiveList<String, EventRow>, saver: EventSaver?, clock: any AnimationClock,
        objects: EventObjects? = nil
    ) {
        feed = EventFeed(options: options, keepsDocuments: saver != nil)
        self.objects = objects
        self.live = live
        self.saver = saver
        self.clock = clock
    }

    /// Takes the next bytes. Before a large document they complete is
    /// parsed (a resync of 70 MB takes more than a second), `announce` hears
    /// so: a report with the document's size in
    /// ``EventsEvent/Progress/parsingBytes``. O(bytes).
    mutating func read(
        _ chunk: some Sequence<UInt8>, announce: (EventsEvent.Progress) -> Void = { _ in }
    ) -> EventsEvent.Progress {
        // Split first, report after: the report says where the reading is after this chunk, not before it.
        let items = feed.split(chunk)
        return take(items, announce)
    }

    /// The end of the input (announcing a large last document as ``read(_:announce:)`` does).
    mutating func finish(announce: (EventsEvent.Progress) -> Void = { _ in }) -> EventsEvent.Progress {
        let items = feed.splitFinish()
        return take(items, announce)
    }

    /// Announces a large parse, parses, and hands the changes over.
    private mutating func take(_ items: [JSONDocumentStream.Item], _ announce: (EventsEvent.Progress) -> Void) -> EventsEvent.Progress {
        let parsing = EventFeed.documentBytes(in: items)
        if parsing >= EventsState.largeDocument {
            announce(EventsEvent.Progress(bytesRead: feed.bytesRead, pendingBytes: feed.pendingBytes, parsingBytes: parsing, time: clock.now))
        }
        return take(feed.decode(items))
    }

    /// The batch's changes go to the list; the report is stamped once they are there.
    private func take(_ batch: EventFeed.Batch) -> EventsEvent.Progress {
        if !batch.events.isEmpty {
            // The objects first: when the list's batch shows a change, the pane finds it.
            objects?.record(batch.events)
            // One lock for the chunk's changes; a resync's rows were built before.
            live.send { changes in
                for event in batch.events { EventFeed.record(event, into: &changes) }
            }
        }
        saver?.write(batch.documents)
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
        return EventsEvent.Progress(
            events: batch.events.count, problems: batch.problems, errors: errors,
            bytesRead: feed.bytesRead, pendingBytes: feed.pendingBytes, columns: columns, time: clock.now
        )
    }
}

extension EventsEvent.Progress {
    /// This report and a later one as one (counts add up, the later position wins).
    func merged(with later: Self) -> Self {
        var columns = columns
        columns.widen(to: later.columns)
        return Self(
            events: events + later.events, problems: problems + later.problems, errors: errors + later.errors,
            bytesRead: later.bytesRead, pendingBytes: later.pendingBytes, parsingBytes: later.parsingBytes,
            columns: columns, time: later.time
        )
    }

    /// Whether it must reach the screen now (a problem or an ERROR), not at the next beat.
    var isUrgent: Bool { !problems.isEmpty || !errors.isEmpty }
}
