import Foundation

/// Everything `demo watch --events` knows beside its rows (the rows are the
/// ``LiveList``'s, fed straight from the reader): counts, problems, the
/// reading's progress, what the keys have set. Changed only by ``EventsUpdate``.
struct EventsState: Hashable, Sendable {
    /// What the keys do now.
    enum Mode: Hashable, Sendable {
        /// The screen's keys, then the list's.
        case browsing
        /// Keys type into the filter.
        case filtering
        /// The help box is up: a key closes it.
        case help
    }

    /// Change events received (upserts, deletes, resyncs, bookmarks, errors).
    var events = 0
    /// Events received in each of the last seconds: (the second, count), oldest first.
    var recent: [Second] = []
    /// Documents skipped.
    var problemCount = 0
    /// The last problem (naming its line).
    var lastProblem: String?
    /// The last `ERROR` event's message.
    var lastError: String?
    /// Bytes read so far.
    var bytesRead = 0
    /// Bytes of a document still being read.
    var pendingBytes = 0
    /// Whether the input has ended.
    var ended = false
    /// Whether the screen holds still (events still apply underneath).
    var paused = false
    /// The filter text; rows containing it (ignoring case) are shown.
    var filter = ""
    /// What the keys do now.
    var mode: Mode = .browsing
    /// Set once the watch is asked to end.
    var exitRequested: Int32?

    /// The events counted in one second of wall time.
    struct Second: Hashable, Sendable {
        var second: Int
        var count: Int
    }

    /// Events per second: those of the last whole second before `now` (the
    /// second under way is still counting). O(1).
    func rate(at now: Date) -> Int {
        let current = Int(now.timeIntervalSince1970.rounded(.down))
        return recent.last { $0.second == current - 1 }?.count ?? 0
    }
}
