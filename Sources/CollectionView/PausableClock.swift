/// An animation clock that can be paused and stepped frame by frame, on
/// another clock (the system's in an app, a ``ManualClock`` in a test): a
/// view on it holds still while paused, whatever time passes, and moves by
/// exactly one step at a time (a pause key and a frame-step key, as the
/// demo's Space and `.`). Timers that must go on while the animation is
/// paused run on ``base``. Thread-safe: the state is behind a lock.
///
/// ```swift
/// let clock = PausableClock(base: SystemAnimationClock())
/// let list = ListController(clock: clock, ...)
/// clock.setPaused(true)                 // the animation stands still
/// clock.step(by: .milliseconds(16))     // one frame on
/// ```
public final class PausableClock: AnimationClock {
    private struct State {
        /// The time shown while paused.
        var frozen: Duration?
        /// Time spent paused, taken off the base clock.
        var offset: Duration = .zero
    }

    /// The clock time runs on.
    public let base: any AnimationClock
    private let state = LockedValue(State())

    /// A clock running on `base`, not paused.
    public init(base: any AnimationClock) {
        self.base = base
    }

    /// The animation time: the base clock minus the time spent paused. O(1).
    public var now: Duration {
        state.withLock { state in state.frozen ?? base.now - state.offset }
    }

    /// Whether the clock stands still.
    public var isPaused: Bool { state.withLock { $0.frozen != nil } }

    /// Stops (`true`) or restarts the clock; restarting goes on from the paused time.
    public func setPaused(_ paused: Bool) {
        let baseNow = base.now
        state.withLock { state in
            if paused, state.frozen == nil {
                state.frozen = baseNow - state.offset
            } else if !paused, let frozen = state.frozen {
                state.offset = baseNow - frozen
                state.frozen = nil
            }
        }
    }

    /// Moves a paused clock forward by `duration`; nothing while running.
    public func step(by duration: Duration) {
        state.withLock { state in
            if let frozen = state.frozen { state.frozen = frozen + duration }
        }
    }
}
