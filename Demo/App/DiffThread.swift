import CollectionView
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One thread of its own, at a low priority (`nice` 10), for the demo's
/// diffs: a diff of a million rows takes most of a second, and on a busy
/// machine it must not take the CPU from the UI. The dispatch pool's threads
/// keep their priority; on Linux they also drain the main queue.
///
/// `@unchecked Sendable` is safe: its one mutable field, `jobs`, is read and
/// written only between `condition.lock()` and `condition.unlock()`.
final class DiffThread: @unchecked Sendable {
    // Guarded by `condition`.
    private var jobs: [@Sendable () -> Void] = []
    private let condition = NSCondition()

    /// Starts the thread; it lives as long as the process.
    init() {
        let thread = Thread { [condition] in
            // On Linux the nice value is per thread, and 0 names the calling thread.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
            self.serve(condition)
        }
        thread.name = "ListMotion demo diff"
        thread.start()
    }

    /// Runs `body` on the thread and waits for its result (called from the update queue's thread).
    func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        let result = LockedValue<Result<T, any Error>?>(nil)
        condition.lock()
        jobs.append {
            let outcome = Result { try body() }
            result.withLock { $0 = outcome }
            done.signal()
        }
        condition.signal()
        condition.unlock()
        done.wait()
        guard let outcome = result.withLock({ $0 }) else { throw CancellationError() }
        return try outcome.get()
    }

    private func serve(_ condition: NSCondition) {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}
