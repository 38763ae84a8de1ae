import Foundation
import ListInput

/// The changed runs of a watch, oldest first, bounded: at most `limit`
/// entries, the oldest dropped first. Runs whose list did not change are
/// counted, not stored. Lists are stored as ``ListDelta``s from the entry
/// before, with a full list every ``keyframeInterval`` entries, so a long
/// watch of a large output costs what changed, and reading any entry back
/// replays at most that many deltas.
struct WatchHistory {
    /// A changed run.
    struct Entry {
        /// Which run it was (1-based, counting unchanged runs too).
        var run: Int
        /// When it started.
        var started: Date
        fileprivate var storage: Storage
    }

    fileprivate enum Storage {
        case full(InputList)
        case delta(ListDelta)
    }

    /// How many changed runs are kept.
    let limit: Int
    /// A full list is stored once every this many entries.
    static let keyframeInterval = 16
    /// The entries, oldest first.
    private(set) var entries: [Entry] = []
    /// The newest list, in full (the one the next delta starts from).
    private(set) var newest: InputList?
    private var sinceKeyframe = 0

    /// An empty history of at most `limit` entries.
    init(limit: Int) {
        self.limit = max(limit, 1)
    }

    /// The number of entries.
    var count: Int { entries.count }

    /// Records `list` as run `run`, started at `started`.
    ///
    /// Complexity: O(n) in the rows (one delta), plus O(n · keyframeInterval) when the oldest is dropped.
    /// `delta`, when given, is the change from ``newest`` to `list`, computed already (off the UI thread).
    mutating func append(_ list: InputList, run: Int, started: Date, delta: ListDelta? = nil) {
        let storage: Storage
        if let newest, sinceKeyframe < Self.keyframeInterval - 1 {
            storage = .delta(delta ?? ListDelta(from: newest, to: list))
            sinceKeyframe += 1
        } else {
            storage = .full(list)
            sinceKeyframe = 0
        }
        entries.append(Entry(run: run, started: started, storage: storage))
        newest = list
        if entries.count > limit {
            // The new oldest entry must stand on its own.
            if entries.count > 1, case .delta = entries[1].storage {
                entries[1].storage = .full(self.list(at: 1))
            }
            entries.removeFirst()
        }
    }

    /// The list of entry `index`.
    ///
    /// Complexity: O(n · k), k ≤ ``keyframeInterval`` deltas replayed.
    func list(at index: Int) -> InputList {
        guard index >= 0, index < entries.count else { return newest ?? [] }
        if index == entries.count - 1, let newest { return newest }
        var start = index
        while start > 0, case .delta = entries[start].storage { start -= 1 }
        guard case var .full(list) = entries[start].storage else { return [] }
        var position = start + 1
        while position <= index {
            if case let .delta(delta) = entries[position].storage { list = delta.apply(to: list) }
            position += 1
        }
        return list
    }

    /// Rows stored in full across the entries (keyframes and delta rows).
    var storedRows: Int {
        entries.reduce(0) { total, entry in
            switch entry.storage {
            case let .full(list): total + list.reduce(0) { $0 + $1.items.count }
            case let .delta(delta): total + delta.storedRows
            }
        }
    }
}
