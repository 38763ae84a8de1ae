import Foundation

/// A value guarded by a lock: the one lock of the package (the update
/// queue's shared state, the manual clock, the demo's clock), and one an
/// app or its tests may use for state shared between threads.
///
/// Not `Synchronization.Mutex`: on Linux it waits with raw futexes, which
/// Thread Sanitizer cannot see, so every access looked like a race. `NSLock`
/// is a pthread mutex, which the sanitizer understands.
///
/// `@unchecked Sendable` is safe: `value` is private and read or written only
/// inside `withLock`, while `lock` is held; `Value: Sendable`, so what goes
/// in or comes out may cross threads.
public final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) { self.value = value }

    /// A copy of the value, read under the lock.
    public var current: Value { withLock { $0 } }

    /// Runs `body` with exclusive access to the value. Never call out to
    /// unknown code or wait inside `body`.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
