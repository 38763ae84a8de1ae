/// What a status line can show of the UI's own cost (`demo --stats`): the longest piece of UI
/// work in the last second (drawing a frame, handling a key or a stream
/// tick, one job of the update queue: each one delays the next frame by
/// its whole length), and how long the last batch took to start (validate,
/// derive the new layout, plan the motion).
///
/// Times are wall-clock times of the main actor's work, not animation time:
/// they come from `ContinuousClock`, whatever clock the animation runs on.
///
/// ```swift
/// let stats = FrameStats()
/// stats.measure { screen.draw(on: &canvas) }   // and each key, each queue job
/// status = StyledText(stats.statusText())      // "frame max 2.4 ms · batch 310 µs"
/// ```
@MainActor
public final class FrameStats {
    /// How far back ``worst(at:)`` looks.
    public static let window: Duration = .seconds(1)

    /// Recent pieces of work: when each ended and how long it took, oldest first.
    private var samples: [(end: ContinuousClock.Instant, duration: Duration)] = []
    /// How long the most recent batch took to start, once one has.
    public private(set) var lastBatchStart: Duration?

    private let clock = ContinuousClock()

    /// No work measured yet.
    public init() {}

    /// Runs `body` and records how long it took. Nested measurements each count.
    public func measure<T>(_ body: () throws -> T) rethrows -> T {
        let start = clock.now
        defer { record(clock.now - start, at: clock.now) }
        return try body()
    }

    /// Records a piece of work of `duration` that ended at `end`. Amortized O(1).
    public func record(_ duration: Duration, at end: ContinuousClock.Instant) {
        samples.append((end, duration))
        prune(before: end - Self.window)
    }

    /// Records how long a batch took to start.
    public func recordBatchStart(_ duration: Duration) {
        lastBatchStart = duration
    }

    /// The longest piece of work that ended within ``window`` before `now` (zero when none).
    public func worst(at now: ContinuousClock.Instant) -> Duration {
        let since = now - Self.window
        var worst = Duration.zero
        for sample in samples where sample.end >= since { worst = max(worst, sample.duration) }
        return worst
    }

    /// The status line's part: `frame max 2.4 ms · batch 310 µs` (`batch –` before the first).
    public func statusText() -> String {
        let batch = lastBatchStart.map(Self.format) ?? "–"
        return "frame max \(Self.format(worst(at: clock.now))) · batch \(batch)"
    }

    /// `850 µs` below a millisecond, `12.3 ms` above.
    public static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let micros = Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000)
        if micros < 1000 { return "\(micros) µs" }
        let tenths = (micros + 50) / 100
        return "\(tenths / 10).\(tenths % 10) ms"
    }

    private func prune(before limit: ContinuousClock.Instant) {
        // Dropped in bulk so that trimming stays amortized O(1).
        guard samples.count > 256, let keep = samples.firstIndex(where: { $0.end >= limit }), keep > 128 else { return }
        samples.removeFirst(keep)
    }
}
