/// Changes waiting to be applied to a ``LiveListModel``, coalesced per
/// identity: the last word on each row is all that is kept, so the size is
/// bounded by the number of distinct identities, not by how many changes
/// arrived. A row upserted 50 times is one upsert; upserted then deleted, it
/// is a delete (nothing, if the model never had it); a resync drops every
/// change before it.
///
/// Each call is O(1) expected, except ``resync(_:)``, which is O(rows).
public struct LiveChanges<Row: Differentiable> {
    /// The identity of a row.
    public typealias ID = Row.DifferenceIdentifier

    /// What is known of one identity.
    @usableFromInline
    enum Edit {
        /// The row's new value; it keeps its place in arrival order.
        case upsert(Row)
        /// Deleted, then added again: a new arrival.
        case replace(Row)
        case delete
    }

    /// The last edit of one identity and when it (re)arrived, counting every change.
    @usableFromInline
    struct Pending {
        @usableFromInline var edit: Edit
        @usableFromInline var order: Int

        /// The order of an entry just made by a lookup, not yet filled in (changes count from 1).
        @inlinable
        static var absent: Int { Int.min }

        @inlinable
        init(edit: Edit, order: Int) {
            self.edit = edit
            self.order = order
        }
    }

    /// Where each identity of the last resync is in ``resyncRows``; `nil` without one.
    @usableFromInline var resyncIndex: [ID: Int]?
    /// The rows of the last resync, in its order, one per identity.
    @usableFromInline var resyncRows: [Row] = []
    /// The last edit of each identity since the last resync.
    @usableFromInline var edits: [ID: Pending] = [:]
    /// How many changes were taken in (before coalescing), since the last ``take()``.
    public private(set) var received = 0

    /// Nothing pending.
    @inlinable
    public init() {}

    /// Whether nothing is pending.
    public var isEmpty: Bool { resyncIndex == nil && edits.isEmpty }

    /// The number of identities with a pending change, plus the rows of a
    /// pending resync: what the pending changes hold in memory. O(1).
    public var pendingCount: Int { resyncRows.count + edits.count }

    /// Adds `row`, or replaces the row with its identity. O(1) expected.
    @inlinable
    public mutating func upsert(_ row: Row) {
        countReceived()
        let id = row.differenceIdentifier
        let received = self.received
        let resyncIndex = self.resyncIndex
        func record(_ pending: inout Pending) {
            guard pending.order != Pending.absent else {
                // A row the last resync left out was deleted by it: coming back, it is a new arrival.
                let deletedByResync = resyncIndex.map { $0[id] == nil } ?? false
                pending = Pending(edit: deletedByResync ? .replace(row) : .upsert(row), order: received)
                return
            }
            switch pending.edit {
            case .upsert: pending.edit = .upsert(row)
            case .replace: pending.edit = .replace(row)
            case .delete: pending = Pending(edit: .replace(row), order: received)
            }
        }
        // One lookup of the identity: found, or made in place and filled in.
        record(&edits[id, default: Pending(edit: .delete, order: Pending.absent)])
    }

    /// Removes the row with identity `id`; nothing if there is none when applied. O(1) expected.
    @inlinable
    public mutating func delete(_ id: ID) {
        countReceived()
        let received = self.received
        func record(_ pending: inout Pending) {
            if pending.order == Pending.absent {
                pending = Pending(edit: .delete, order: received)
            } else {
                pending.edit = .delete
            }
        }
        record(&edits[id, default: Pending(edit: .delete, order: Pending.absent)])
    }

    /// One more change taken in.
    @usableFromInline
    mutating func countReceived() { received += 1 }

    /// Replaces the whole list with `rows` (a later row with an identity
    /// already seen replaces the earlier one in its place); every change
    /// pending before is dropped. O(rows).
    ///
    /// Inlinable, so a list of a concrete row type hashes its identities in specialized code.
    @inlinable
    public mutating func resync(_ rows: [Row]) {
        countReceived()
        edits = [:]
        var index: [ID: Int] = [:]
        index.reserveCapacity(rows.count)
        // Most resyncs name each identity once: their rows are kept as given, not copied.
        for (i, row) in rows.enumerated() where index.updateValue(i, forKey: row.differenceIdentifier) != nil {
            (resyncIndex, resyncRows) = Self.withoutDuplicates(rows)
            return
        }
        resyncIndex = index
        resyncRows = rows
    }

    /// `rows` with each identity once, where it first came, holding the last row given for it; and where each is.
    @usableFromInline
    static func withoutDuplicates(_ rows: [Row]) -> ([ID: Int], [Row]) {
        var index: [ID: Int] = [:]
        index.reserveCapacity(rows.count)
        var kept: [Row] = []
        kept.reserveCapacity(rows.count)
        for row in rows {
            let id = row.differenceIdentifier
            if let at = index.updateValue(kept.count, forKey: id) {
                index[id] = at
                kept[at] = row
            } else {
                kept.append(row)
            }
        }
        return (index, kept)
    }

    /// Adds the changes of `later` as if they were made here after the ones
    /// pending (a batch built outside a lock, handed over under it). O(1)
    /// for a resync, plus O(k log k) for k edits of `later`.
    public mutating func append(_ later: LiveChanges) {
        let total = received + later.received
        if let index = later.resyncIndex {
            resyncIndex = index
            resyncRows = later.resyncRows
            edits = [:]
        }
        for (id, pending) in later.edits.sorted(by: { $0.value.order < $1.value.order }) {
            switch pending.edit {
            case let .upsert(row): upsert(row)
            case let .replace(row):
                delete(id)
                upsert(row)
            case .delete: delete(id)
            }
        }
        received = total
    }

    /// Everything pending, leaving this empty. O(1).
    public mutating func take() -> LiveChanges {
        let taken = self
        self = LiveChanges()
        return taken
    }
}

extension LiveChanges: Sendable where Row: Sendable, Row.DifferenceIdentifier: Sendable {}
extension LiveChanges.Edit: Sendable where Row: Sendable {}
extension LiveChanges.Pending: Sendable where Row: Sendable {}
