/// When the next run of a repeated command starts: an interval after the last run ended, or with
/// `-p` on the interval's grid from the first run's start.
public struct RunSchedule: Sendable {
    /// The time between runs.
    public var interval: Duration
    /// `-p/--precise`: runs start on the grid.
    public var precise: Bool
    /// When the first run started.
    public var origin: ContinuousClock.Instant

    /// A schedule of runs `interval` apart (on the grid from `origin` when `precise`).
    public init(interval: Duration, precise: Bool = false, origin: ContinuousClock.Instant = .now) {
        self.interval = interval
        self.precise = precise
        self.origin = origin
    }

    /// The start of the next run, `beat` runs having ended, seen at `now`.
    ///
    /// On the grid a run that overran its beat is followed at once (it is
    /// late); when more than a whole beat was missed (a pause, a very slow
    /// run) the next run waits for the next beat instead of catching up
    /// with a burst of runs.
    public func next(beat: Int, now: ContinuousClock.Instant) -> ContinuousClock.Instant {
        guard precise else { return now + interval }
        let onGrid = origin + interval * beat
        guard onGrid < now - interval else { return onGrid }
        let beats = ((now - origin) / interval).rounded(.up)
        return origin + interval * beats
    }
}
