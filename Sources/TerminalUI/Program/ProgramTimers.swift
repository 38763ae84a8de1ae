/// The repeating timers of a program, by name, as a value on the program's
/// clock (times are durations since the clock's start). The runtime keeps
/// them; the program only starts and cancels them with commands.
public struct ProgramTimers: Hashable, Sendable {
    /// One repeating timer.
    public struct Timer: Hashable, Sendable {
        /// The time between two ticks.
        public var interval: Duration
        /// When the next tick is due.
        public var next: Duration
    }

    /// The running timers by name.
    public private(set) var timers: [TimerName: Timer] = [:]

    /// No timer.
    public init() {}

    /// Starts (or restarts) `name`: a tick every `interval` from `now`.
    ///
    /// - Precondition: `interval` is above zero.
    public mutating func start(_ name: TimerName, every interval: Duration, now: Duration) {
        precondition(interval > .zero, "a timer needs an interval above zero")
        timers[name] = Timer(interval: interval, next: now + interval)
    }

    /// Stops `name` (nothing when it does not run).
    public mutating func cancel(_ name: TimerName) {
        timers[name] = nil
    }

    /// When the first timer is due next, `nil` while none runs. O(timers).
    public var next: Duration? { timers.values.map(\.next).min() }

    /// The timers due at `now`, in order of their due time (ties by name), each moved on to
    /// its next tick. One tick per timer per call: a timer that fell behind goes on from `now`,
    /// not in a burst. O(timers log timers).
    public mutating func fire(at now: Duration) -> [TimerName] {
        let due = timers.filter { $0.value.next <= now }.sorted { ($0.value.next, $0.key.name) < ($1.value.next, $1.key.name) }
        for (name, var timer) in due {
            timer.next += timer.interval
            if timer.next <= now { timer.next = now + timer.interval }
            timers[name] = timer
        }
        return due.map(\.key)
    }
}
