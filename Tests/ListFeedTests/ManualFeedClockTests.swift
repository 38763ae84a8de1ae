import ListFeed
import Testing

/// The test clock of feeds: sleeps end when it is advanced, or when cancelled.
@Suite struct ManualFeedClockTests {
    @Test func aSleepEndsWhenTheClockReachesItsDeadline() async throws {
        let clock = ManualFeedClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(30)) }
        while clock.sleeperCount == 0 { await Task.yield() }
        clock.advance(by: .seconds(29))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(1))
        try await sleeper.value
        #expect(clock.now == .seconds(30) && clock.sleepRequests == [.seconds(30)] && clock.sleeperCount == 0)
    }

    @Test func aCancelledSleepThrowsAndIsForgotten() async {
        let clock = ManualFeedClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(5)) }
        while clock.sleeperCount == 0 { await Task.yield() }
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }
}
