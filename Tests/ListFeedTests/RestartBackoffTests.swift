import ListFeed
import Testing

/// The wait before a command is started again: 1 s, doubling to 30 s, 1 s
/// again after a run of a minute.
@Suite struct RestartBackoffTests {
    @Test func waitsDoubleUpToThirtySeconds() {
        var backoff = RestartBackoff()
        let waits = (0..<8).map { _ in backoff.delay(afterRunLasting: .milliseconds(10)) }
        #expect(waits == [1, 2, 4, 8, 16, 30, 30, 30].map { Duration.seconds($0) })
    }

    @Test func aMinuteOfSuccessStartsAgainFromOneSecond() {
        var backoff = RestartBackoff()
        for _ in 0..<4 { _ = backoff.delay(afterRunLasting: .seconds(1)) }
        #expect(backoff.delay(afterRunLasting: .seconds(59)) == .seconds(16))
        #expect(backoff.delay(afterRunLasting: .seconds(60)) == .seconds(1))
        #expect(backoff.delay(afterRunLasting: .zero) == .seconds(2))
    }
}
