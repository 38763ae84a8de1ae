import Foundation
import ListInput

/// The changed runs of a watch (a command run again and again, or a stream
/// of snapshots), oldest first, bounded: at most ``limit``
/// entries, the oldest dropped first. Runs whose list did not change are
/// counted, not stored. Only the oldest list is stored in full; every other
/// entry is a ``ListDelta`` from the entry before, so a long watch of a
/// large output costs one list and what changed, and reading an entry back
/// composes the deltas in between (their pieces, not their lists) and
/// applies the result once. When the oldest is dropped, its delta is
/// composed into the next one, which then starts from the list the
/// dropped one started from. A delta may come later (it costs as much as a
/// diff, so a screen makes it off the UI thread once the list is on its
/// way): until then the entry holds its list in full.
///
/// ```swift
/// var history = WatchHistory(limit: 500)
/// if step.changed || history.count == 0 {               // a WatchJudge's verdict on a run
///     history.append(list, run: judge.runs, started: outcome.started)
/// }
/// let earlier = history.list(at: history.count - 2)    // ← steps back through the changed runs
/// ```
public struct WatchHistory: Sendable {
    /// A changed run.
    public struct Entry: Sendable {
        /// Which run it was (1-based, counting unchanged runs too).
        public var run: Int
        /// When it started.
        public var started: Date
        fileprivate var storage: Storage
    }

    fileprivate enum Storage: Sendable {
        case full(InputList)
        case delta(ListDelta)
        /// In full until its delta from the entry before comes (``attach(_:run:)``).
        case awaitingDelta(InputList)
    }

    /// How many changed runs are kept.
    public let limit: Int
    /// The entries, oldest first.
    public private(set) var entries: [Entry] = []
    /// The newest list, in full (the one the next delta starts from).
    public private(set) var newest: InputList?
    /// The list the oldest entry's delta starts from, when the oldest is a
    /// delta (the run it was made from has been dropped).
    private var anchor: InputList?

    /// An empty history of at most `limit` entries (at least one).
    public init(limit: Int) {
        self.limit = max(limit, 1)
    }

    /// The number of entries.
    public var count: Int { entries.count }

    /// Records `list` as run `run`, started at `started`.
    ///
    /// `delta`, when given, is the change from ``newest`` to `list`, computed
    /// already. With `deferringDelta` the entry is kept in full until
    /// ``attach(_:run:)`` brings its delta.
    ///
    /// - Returns: whether the entry waits for its delta.
    /// - Complexity: O(n) in the rows (one delta; O(1) when given or
    ///   deferred), plus, when the oldest is dropped, composing two deltas
    ///   (O(pieces · log pieces)).
    @discardableResult
    public mutating func append(_ list: InputList, run: Int, started: Date, delta: ListDelta? = nil, deferringDelta: Bool = false) -> Bool {
        let storage: Storage
        if let newest {
            if let delta {
                storage = .delta(delta)
            } else if deferringDelta {
                storage = .awaitingDelta(list)
            } else {
                storage = .delta(ListDelta(from: newest, to: list))
            }
        } else {
            storage = .full(list)
        }
        entries.append(Entry(run: run, started: started, storage: storage))
        newest = list
        if entries.count > limit { dropOldest() }
        if case .awaitingDelta = entries.last?.storage { return true }
        return false
    }

    /// Drops the oldest entry; the next one, if a delta, then starts where the dropped one did.
    private mutating func dropOldest() {
        let oldest = entries.removeFirst()
        guard case let .delta(next)? = entries.first?.storage else {
            anchor = nil  // the new oldest stands on its own
            return
        }
        switch oldest.storage {
        case let .full(list), let .awaitingDelta(list): anchor = list
        case let .delta(delta): entries[0].storage = .delta(delta.then(next))
        }
    }

    /// Stores run `run`'s list as `delta`, the change from the entry before
    /// it, when it is still waiting for one (and is not the oldest, which
    /// stands on its own).
    ///
    /// Complexity: O(entries after it), O(1) for the newest.
    public mutating func attach(_ delta: ListDelta, run: Int) {
        guard let index = entries.lastIndex(where: { $0.run == run }), index > 0,
              case .awaitingDelta = entries[index].storage else { return }
        entries[index].storage = .delta(delta)
    }

    /// The list of entry `index` (``newest`` for an index out of range; an empty list when there is none).
    ///
    /// Complexity: O(n + p · log p) for p pieces in the deltas composed
    /// (those between the entry and the nearest list stored in full before it).
    public func list(at index: Int) -> InputList {
        guard index >= 0, index < entries.count else { return newest ?? [] }
        if index == entries.count - 1, let newest { return newest }
        var start = index
        while start >= 0, case .delta = entries[start].storage { start -= 1 }
        let base: InputList
        if start >= 0 {
            switch entries[start].storage {
            case let .full(list), let .awaitingDelta(list): base = list
            case .delta: return []
            }
        } else {
            guard let anchor else { return [] }
            base = anchor
        }
        var composed: ListDelta?
        for position in (start + 1)..<(index + 1) {
            guard case let .delta(delta) = entries[position].storage else { continue }
            composed = composed.map { $0.then(delta) } ?? delta
        }
        return composed?.apply(to: base) ?? base
    }

    /// Rows stored in full (the lists stored whole and the rows of the deltas): what the history costs. O(entries).
    public var storedRows: Int {
        let rows = { (list: InputList) in list.reduce(0) { $0 + $1.items.count } }
        return entries.reduce(anchor.map(rows) ?? 0) { total, entry in
            switch entry.storage {
            case let .full(list), let .awaitingDelta(list): total + rows(list)
            case let .delta(delta): total + delta.storedRows
            }
        }
    }
}
