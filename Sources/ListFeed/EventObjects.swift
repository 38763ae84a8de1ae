import CollectionView
import ListInput

/// The latest whole object of every row a feed reads, by identity, for a
/// pane that looks into a row (`demo watch --events`' `Enter`): written by
/// the reader's thread as the events arrive (before the list hears of
/// them), read by the screen. Deleted rows leave it; a resync replaces it.
/// Give it to an ``EventsReader`` (or a ``ChangeFeed``) whose options keep
/// objects (`EventOptions.keepsObjects`).
public final class EventObjects: Sendable {
    private let objects = LockedValue<[String: JSONTree]>([:])

    /// An empty store.
    public init() {}

    /// Keeps the objects `events` carry (read with `EventOptions.keepsObjects`). O(events), a resync O(rows).
    public func record(_ events: [ChangeEvent]) {
        objects.withLock { objects in
            for event in events {
                switch event {
                case let .upsert(record): objects[record.identity] = record.object
                case let .delete(key, _): objects[key] = nil
                case let .deleteFromTable(key, table, _): objects[EventRecord.identity(key: key, table: table)] = nil
                case let .replace(oldKey, record):
                    objects[EventRecord.identity(key: oldKey, table: record.table)] = nil
                    objects[record.identity] = record.object
                case let .resync(records, _):
                    objects = [:]
                    objects.reserveCapacity(records.count)
                    for record in records { objects[record.identity] = record.object }
                case .truncate, .bookmark, .error: break
                }
            }
        }
    }

    /// The object of the row with identity `id`, `nil` when the row is gone (or kept no object). O(1) expected.
    public func object(for id: String) -> JSONTree? {
        objects.withLock { $0[id] }
    }
}
