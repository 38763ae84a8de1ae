import CollectionView
import Testing

/// A clock that pauses and steps (``PausableClock``): still while paused, one step at a time, on from where it stood.
@Suite struct PausableClockTests {
    @Test func itStandsStillWhilePausedStepsAndGoesOnFromThePausedTime() {
        let base = ManualClock()
        let clock = PausableClock(base: base)
        base.advance(by: .milliseconds(100))
        #expect(clock.now == .milliseconds(100) && !clock.isPaused)
        clock.step(by: .milliseconds(16))
        #expect(clock.now == .milliseconds(100), "no step while running")
        clock.setPaused(true)
        base.advance(by: .seconds(5))
        #expect(clock.now == .milliseconds(100) && clock.isPaused, "still, whatever time passes")
        clock.step(by: .milliseconds(16))
        #expect(clock.now == .milliseconds(116))
        clock.setPaused(true)
        #expect(clock.now == .milliseconds(116), "pausing again changes nothing")
        clock.setPaused(false)
        base.advance(by: .milliseconds(10))
        #expect(clock.now == .milliseconds(126) && base.now == .milliseconds(5110), "on from the paused time; the base went on")
    }
}
