import Foundation

/// A value guarded by a lock, for state the update queue shares between
/// threads.
///
/// Not `Synchronization.Mutex`: on Linux it waits with raw futexes, which
/// Thread Sanitizer cannot see, so every access looked like a race. `NSLock`
/// is a pthread mutex, which the sanitizer understands.
///
/// `@unchecked Sendable` is safe: `value` is private and read or written only
/// inside `withLock`, while `lock` is held; `Value: Sendable`, so what goes
/// in or comes out may cross threads.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value. Never call out to
    /// unknown code or wait inside `body`.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
