import Foundation

/// A value shared between test threads.
///
/// Built on `NSLock` (a pthread mutex Thread Sanitizer understands) rather
/// than `Synchronization.Mutex`, whose futex waits it cannot see.
/// `@unchecked Sendable` is safe: `stored` is private and touched only while
/// `lock` is held, and `Value: Sendable`.
final class QueueLockedBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value { self.mutate { $0 } }

    func mutate<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&stored)
    }
}
