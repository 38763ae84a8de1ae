import CollectionView

/// The time the last diff took, written on the update queue's thread and
/// read on the main actor when the batch lands. Thread-safe: a lock.
final class DiffStopwatch: Sendable {
    private let last = LockedValue<Duration?>(nil)

    /// The duration of the most recent diff.
    var lastDuration: Duration? { last.withLock { $0 } }

    /// Runs `body`, recording how long it took.
    func time<T>(_ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        defer {
            let elapsed = ContinuousClock.now - start
            last.withLock { $0 = elapsed }
        }
        return try body()
    }
}
