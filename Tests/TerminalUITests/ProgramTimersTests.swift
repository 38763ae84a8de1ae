import TerminalUI
import Testing

/// The runtime's named timers, as a value.
@Suite struct ProgramTimersTests {
    @Test func timersFireInOrderOncePerCallAndGoOnFromNowWhenLate() {
        var timers = ProgramTimers()
        timers.start("slow", every: .milliseconds(300), now: .zero)
        timers.start("fast", every: .milliseconds(100), now: .zero)
        #expect(timers.next == .milliseconds(100))
        #expect(timers.fire(at: .milliseconds(50)) == [])
        #expect(timers.fire(at: .milliseconds(100)) == ["fast"])
        #expect(timers.fire(at: .milliseconds(300)) == ["fast", "slow"], "by due time")
        // Late by a long way: one tick each, the next from now, not a burst.
        #expect(timers.fire(at: .seconds(5)) == ["fast", "slow"])
        #expect(timers.fire(at: .seconds(5)) == [])
        #expect(timers.next == .seconds(5) + .milliseconds(100))
        timers.cancel("fast")
        #expect(timers.next == .seconds(5) + .milliseconds(300))
        timers.start("slow", every: .seconds(1), now: .seconds(6))
        #expect(timers.next == .seconds(7), "a restart replaces")
    }
}
