import CollectionView
import ListInput

/// The latest whole object of every row of `demo watch --events`, by
/// identity, for the object pane (`Enter`): written by the reader's thread
/// as the events arrive (before the list hears of them), read by the
/// screen. Deleted rows leave it; a resync replaces it.
final class EventObjects: Sendable {
    private let objects = LockedValue<[String: JSONTree]>([:])

    init() {}

    /// Keeps the objects `events` carry (read with ``EventOptions/keepsObjects``). O(events), a resync O(rows).
    func record(_ events: [ChangeEvent]) {
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
    func object(for id: String) -> JSONTree? {
        objects.withLock { $0[id] }
    }
}
