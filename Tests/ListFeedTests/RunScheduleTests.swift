@testable import ListFeed
import Testing

/// When the next run of a repeated command starts: an interval after now, or on the grid (`precise`).
@Suite struct RunScheduleTests {
    private static let origin = ContinuousClock().now

    @Test func relaxedRunsStartAnIntervalAfterTheLastEnded() {
        let schedule = RunSchedule(interval: .milliseconds(500), precise: false, origin: Self.origin)
        let now = Self.origin + .milliseconds(1234)
        #expect(schedule.next(beat: 1, now: now) == now + .milliseconds(500))
    }

    @Test func preciseRunsStartOnTheGridAndALateOneFollowsAtOnce() {
        let schedule = RunSchedule(interval: .milliseconds(500), precise: true, origin: Self.origin)
        #expect(schedule.next(beat: 1, now: Self.origin + .milliseconds(100)) == Self.origin + .milliseconds(500))
        #expect(schedule.next(beat: 3, now: Self.origin + .milliseconds(1400)) == Self.origin + .milliseconds(1500))
        // Run 2 overran its beat by less than an interval: it is late, the next starts at once (its beat is past).
        #expect(schedule.next(beat: 2, now: Self.origin + .milliseconds(1300)) == Self.origin + .milliseconds(1000))
    }

    @Test func afterAPauseThePreciseGridResumesWithoutABurstOfRuns() {
        let schedule = RunSchedule(interval: .milliseconds(500), precise: true, origin: Self.origin)
        // Paused for 10 s after beat 2: the next run waits for the next beat, not beat 3 long gone.
        #expect(schedule.next(beat: 3, now: Self.origin + .milliseconds(11_100)) == Self.origin + .milliseconds(11_500))
    }
}
