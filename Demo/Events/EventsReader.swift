import CollectionView
import Foundation
import ListInput

/// The reading side of `demo watch --events`, off the main thread: bytes go
/// through an ``EventFeed`` straight into the ``LiveList`` (which never
/// waits), the documents into the `--save` file, and what the screen's
/// update needs to know comes back as an ``EventsEvent/Progress``.
struct EventsReader: Sendable {
    var feed: EventFeed
    let live: LiveList<String, EventRow>
    let saver: EventSaver?

    init(options: EventOptions, live: LiveList<String, EventRow>, saver: EventSaver?) {
        feed = EventFeed(options: options)
        self.live = live
        self.saver = saver
    }

    /// Takes the next bytes. O(bytes).
    mutating func read(_ chunk: some Sequence<UInt8>, at time: Date = Date()) -> EventsEvent.Progress {
        take(feed.read(chunk), at: time)
    }

    /// The end of the input.
    mutating func finish(at time: Date = Date()) -> EventsEvent.Progress {
        take(feed.finish(), at: time)
    }

    private func take(_ batch: EventFeed.Batch, at time: Date) -> EventsEvent.Progress {
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
            bytesRead: feed.bytesRead, pendingBytes: feed.pendingBytes, time: time
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
