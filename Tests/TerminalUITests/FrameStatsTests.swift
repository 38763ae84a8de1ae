import TerminalUI
import Testing

/// The UI's own cost for a status line (``FrameStats``): the worst piece of work of the last second, times as text.
@MainActor @Suite struct FrameStatsTests {
    @Test func statsKeepTheWorstOfTheLastSecond() {
        let stats = FrameStats()
        let start = ContinuousClock.now
        stats.record(.milliseconds(30), at: start)
        stats.record(.milliseconds(5), at: start + .milliseconds(600))
        #expect(stats.worst(at: start + .milliseconds(900)) == .milliseconds(30))
        #expect(stats.worst(at: start + .milliseconds(1_100)) == .milliseconds(5))
        #expect(stats.worst(at: start + .milliseconds(1_700)) == .zero)
        #expect(FrameStats.format(.microseconds(850)) == "850 µs")
        #expect(FrameStats.format(.microseconds(12_345)) == "12.3 ms")
        #expect(stats.statusText().hasSuffix("· batch –"))
    }

    @Test func aMeasurementIsRecordedAndTheBatchStartIsKept() {
        let stats = FrameStats()
        let value = stats.measure { 42 }
        #expect(value == 42 && stats.worst(at: ContinuousClock.now) < .seconds(1))
        stats.recordBatchStart(.microseconds(310))
        #expect(stats.lastBatchStart == .microseconds(310) && stats.statusText().hasSuffix("· batch 310 µs"))
    }
}
