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
    /// The screen's clock: reports are stamped with it (the rate is counted on it).
    let clock: any AnimationClock

    init(options: EventOptions, live: LiveList<String, EventRow>, saver: EventSaver?, clock: any AnimationClock) {
        feed = EventFeed(options: options)
        self.live = live
        self.saver = saver
        self.clock = clock
    }

    /// Takes the next bytes. O(bytes).
    mutating func read(_ chunk: some Sequence<UInt8>) -> EventsEvent.Progress {
        // Read first, report after: `take(feed.read(chunk))` would evaluate `self` before its
        // argument and report the position before this chunk (a finished document still "reading").
        let batch = feed.read(chunk)
        return take(batch)
    }

    /// The end of the input.
    mutating func finish() -> EventsEvent.Progress {
        let batch = feed.finish()
        return take(batch)
    }

    /// The batch's changes go to the list; the report is stamped once they are there.
    private func take(_ batch: EventFeed.Batch) -> EventsEvent.Progress {
        if !batch.events.isEmpty {
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
        return EventsEvent.Progress(
            events: batch.events.count, problems: batch.problems, errors: errors,
            bytesRead: feed.bytesRead, pendingBytes: feed.pendingBytes, time: clock.now
        )
    }
}

extension EventsEvent.Progress {
    /// This report and a later one as one (counts add up, the later position wins).
    func merged(with later: Self) -> Self {
        Self(events: events + later.events, problems: problems + later.problems, errors: errors + later.errors,
             bytesRead: later.bytesRead, pendingBytes: later.pendingBytes, time: later.time)
    }

    /// Whether it must reach the screen now (a problem or an ERROR), not at the next beat.
    var isUrgent: Bool { !problems.isEmpty || !errors.isEmpty }
}
