import Foundation
import ListInput

/// The changed runs of a watch, oldest first, bounded: at most `limit`
/// entries, the oldest dropped first. Runs whose list did not change are
/// counted, not stored. Lists are stored as ``ListDelta``s from the entry
/// before, with a full list every ``keyframeInterval`` entries, so a long
/// watch of a large output costs what changed, and reading any entry back
/// replays at most that many deltas. A delta may come later (it costs as
/// much as a diff, and the screen computes it off the UI thread after the
/// list is on its way): until then the entry holds its list in full.
struct WatchHistory: Sendable {
    /// A changed run.
    struct Entry: Sendable {
        /// Which run it was (1-based, counting unchanged runs too).
        var run: Int
        /// When it started.
        var started: Date
        fileprivate var storage: Storage
    }

    fileprivate enum Storage: Sendable {
        case full(InputList)
        case delta(ListDelta)
        /// In full until its delta from the entry before comes (``attach(_:run:)``).
        case awaitingDelta(InputList)
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
    /// `delta`, when given, is the change from ``newest`` to `list`, computed
    /// already. With `deferringDelta` an entry that is not a keyframe is kept
    /// in full until ``attach(_:run:)`` brings its delta.
    ///
    /// - Returns: whether the entry waits for its delta.
    /// - Complexity: O(n) in the rows (one delta; O(1) when given or deferred),
    ///   plus O(n · keyframeInterval) when the oldest is dropped.
    @discardableResult
    mutating func append(_ list: InputList, run: Int, started: Date, delta: ListDelta? = nil, deferringDelta: Bool = false) -> Bool {
        let storage: Storage
        if let newest, sinceKeyframe < Self.keyframeInterval - 1 {
            if let delta {
                storage = .delta(delta)
            } else if deferringDelta {
                storage = .awaitingDelta(list)
            } else {
                storage = .delta(ListDelta(from: newest, to: list))
            }
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
        if case .awaitingDelta = entries.last?.storage { return true }
        return false
    }

    /// Stores run `run`'s list as `delta`, the change from the entry before
    /// it, when it is still waiting for one (and is not the oldest, which
    /// stands on its own).
    ///
    /// Complexity: O(entries after it), O(1) for the newest.
    mutating func attach(_ delta: ListDelta, run: Int) {
        guard let index = entries.lastIndex(where: { $0.run == run }), index > 0,
              case .awaitingDelta = entries[index].storage else { return }
        entries[index].storage = .delta(delta)
    }

    /// The list of entry `index`.
    ///
    /// Complexity: O(n · k), k ≤ ``keyframeInterval`` deltas replayed.
    func list(at index: Int) -> InputList {
        guard index >= 0, index < entries.count else { return newest ?? [] }
        if index == entries.count - 1, let newest { return newest }
        var start = index
        while start > 0, case .delta = entries[start].storage { start -= 1 }
        var list: InputList
        switch entries[start].storage {
        case let .full(full), let .awaitingDelta(full): list = full
        case .delta: return []
        }
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
            case let .full(list), let .awaitingDelta(list): total + list.reduce(0) { $0 + $1.items.count }
            case let .delta(delta): total + delta.storedRows
            }
        }
    }
}
