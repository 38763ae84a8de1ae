import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// The stepper at chosen times: looking ahead, drawing at instants, moving
/// the clock by hand, running a batch to its end.
@MainActor @Suite struct FrameStepperTimesTests {
    /// A view of S: a b c on the stepper's clock, its batch moving c to the top just started (250 ms).
    static func moving(_ stepper: FrameStepper) throws -> (CollectionView, completedAt: () -> Duration?) {
        let rows = { (ids: [String]) in [SectionedDataSource.Section(id: "S", header: "S", items: ids.map { SectionedDataSource.Item(id: $0) })] }
        let source = SectionedDataSource(sections: rows(["a", "b", "c"]))
        var configuration = CollectionViewConfiguration()
        configuration.easing = .linear
        let view = CollectionView(dataSource: source, clock: stepper.clock, configuration: configuration)
        stepper.settle(view)
        source.sections = rows(["c", "a", "b"])
        var completedAt: Duration?
        let clock = stepper.clock
        try view.performBatchUpdates(
            Changeset(items: .init(moved: [Move(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0))]))
        ) { _ in completedAt = clock.now }
        return (view, { completedAt })
    }

    @Test func framesAfterOffsetsLookAheadWithoutMovingTheClock() throws {
        let stepper = FrameStepper(size: CellSize(columns: 8, rows: 4))
        let (view, completedAt) = try Self.moving(stepper)
        let frames = stepper.frames(of: view, after: [.zero, .milliseconds(125), .milliseconds(250)])
        #expect(frames.map(\.time) == [.zero, .milliseconds(125), .milliseconds(250)])
        #expect(frames.first?.text == "S\na\nb\nc")
        #expect(frames.last?.text == "S\nc\na\nb")
        #expect(frames[1].text != "S\na\nb\nc" && frames[1].text != "S\nc\na\nb", "mid-glide: \(frames[1].text)")
        #expect(stepper.clock.now == .zero && view.isAnimating && completedAt() == nil)
    }

    @Test func framesEveryIntervalEndOnTheLength() throws {
        let stepper = FrameStepper(size: CellSize(columns: 8, rows: 4))
        let (view, _) = try Self.moving(stepper)
        let frames = stepper.frames(of: view, every: .milliseconds(16), through: .milliseconds(250))
        let expected = (Array(stride(from: 0, through: 240, by: 16)) + [250]).map { Duration.milliseconds($0) }
        #expect(frames.map(\.time) == expected)
        #expect(frames.last?.text == "S\nc\na\nb")
        #expect(stepper.clock.now == .zero)
    }

    @Test func framesAtTimesMoveTheClockAndEndTheBatch() throws {
        let stepper = FrameStepper(size: CellSize(columns: 8, rows: 4))
        let (view, completedAt) = try Self.moving(stepper)
        let frames = stepper.frames(of: view, at: [.milliseconds(100), .milliseconds(50), .seconds(1)])
        #expect(frames.map(\.time) == [.milliseconds(100), .milliseconds(100), .seconds(1)], "the clock never goes back")
        #expect(frames[0] == frames[1])
        #expect(frames.last?.text == "S\nc\na\nb")
        #expect(!view.isAnimating && completedAt() == .seconds(1))
    }

    @Test func advanceMovesTheClockAndEndsABatchWhoseTimeIsUp() throws {
        let stepper = FrameStepper(size: CellSize(columns: 8, rows: 4))
        let (view, completedAt) = try Self.moving(stepper)
        stepper.advance(view, by: .milliseconds(100))
        #expect(stepper.clock.now == .milliseconds(100) && view.isAnimating && completedAt() == nil)
        stepper.advance(view, by: .milliseconds(150))
        #expect(!view.isAnimating && completedAt() == .milliseconds(250))
    }

    @Test func finishStopsAtEveryFrameTimeUntilTheBatchEnds() throws {
        let stepper = FrameStepper(size: CellSize(columns: 8, rows: 4))
        let (view, completedAt) = try Self.moving(stepper)
        let times = stepper.finish(view)
        #expect(times.count > 10)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
        #expect(times.last == .milliseconds(250) && completedAt() == .milliseconds(250))
        #expect(!view.isAnimating && stepper.finish(view).isEmpty)
    }

    @Test func animationFramesDrawTheRunningBatchToItsEndAndRunNoJobs() throws {
        let stepper = FrameStepper(size: CellSize(columns: 8, rows: 4))
        let (view, completedAt) = try Self.moving(stepper)
        stepper.executor.execute {}  // a UI job waiting (a flush, a queued batch)
        let frames = stepper.animationFrames(of: view)
        #expect(frames.first?.text == "S\na\nb\nc" && frames.first?.time == .zero)
        #expect(frames.last?.text == "S\nc\na\nb")
        #expect(frames.contains { $0.text != "S\na\nb\nc" && $0.text != "S\nc\na\nb" }, "mid-glide frames")
        #expect(frames.map(\.time) == frames.map(\.time).sorted() && Set(frames.map(\.time)).count == frames.count, "one frame per time, in order")
        #expect(!view.isAnimating && completedAt() == frames.last?.time, "the batch ended at its last frame")
        #expect(stepper.executor.pendingCount == 1, "no UI job ran")
        #expect(stepper.animationFrames(of: view).count == 1, "at rest: one frame")
    }
}
