
/// Where a ``CollectionView`` reads the time. Injected, so that tests and
/// headless runs step through frames deterministically.
public protocol AnimationClock: Sendable {
    /// The time now, measured from any fixed origin.
    var now: Duration { get }
}

/// The real clock: time since the clock was created, from `ContinuousClock`.
public struct SystemAnimationClock: AnimationClock {
    private let origin: ContinuousClock.Instant

    /// Creates a clock whose origin is now.
    public init() {
        origin = ContinuousClock.now
    }

    /// Time elapsed since the clock was created.
    public var now: Duration { origin.duration(to: ContinuousClock.now) }
}

/// A clock that moves only when told: for tests and frame-by-frame stepping.
/// Safe to read and advance from any thread.
public final class ManualClock: AnimationClock {
    private let time: LockedValue<Duration>

    /// Creates a clock showing `start`.
    public init(start: Duration = .zero) {
        time = LockedValue(start)
    }

    /// The current time.
    public var now: Duration { time.current }

    /// Moves the clock forward (or back) by `duration`.
    public func advance(by duration: Duration) {
        time.withLock { $0 += duration }
    }

    /// Sets the clock to `instant`.
    public func set(_ instant: Duration) {
        time.withLock { $0 = instant }
    }
}
