import CollectionView
import CollectionViewTesting
import FeedUI
import ListDiff
import ListInput

/// The list `demo diff` and `demo watch` animate (FeedUI's).
typealias DiffListController = InputListController

/// `demo diff --headless --frames N`: the animation from OLD to NEW as text
/// frames, the list alone, with the clock stepped exactly.
@MainActor
enum DiffFrames {
    /// The animation duration of `demo diff`.
    nonisolated static let duration = DemoState.baseDuration

    /// `count` frames evenly spaced in time from the first (OLD, still) to
    /// the last (NEW, still), each after a heading (`--- frame K (t=MS ms)` by default).
    /// With a `given` changeset (already checked), that batch is animated instead of the diff's.
    static func render(
        old: DiffInputList, new: DiffInputList, given: Changeset? = nil, count: Int, size: CellSize,
        heading: (Int, Duration) -> String = { HeadlessDemo.heading($0, time: $1) }
    ) -> String {
        text(of: frames(old: old, new: new, given: given, count: count, size: size), heading: heading)
    }

    /// The frames ``render(old:new:given:count:size:heading:)`` prints, with
    /// their clock times (the first is OLD, `count` in all).
    static func frames(old: DiffInputList, new: DiffInputList, given: Changeset? = nil, count: Int, size: CellSize) -> [Frame] {
        let total = measure(old: old, new: new, given: given, size: size)
        let run = Run(old: old, new: new, given: given, size: size)
        var frames = [run.frame()]
        guard count > 1 else { return frames }
        let start = run.clock.now
        run.list.apply(new)
        run.settle()
        for k in 2...count {
            let target = start + total * (Double(k - 1) / Double(count - 1))
            run.step(to: k == count ? start + total : target)
            frames.append(run.frame())
        }
        return frames
    }

    /// `frames` as text, each after its heading (its number from 1, its time from the first frame).
    nonisolated static func text(of frames: [Frame], heading: (Int, Duration) -> String = { HeadlessDemo.heading($0, time: $1) }) -> String {
        guard let start = frames.first?.time else { return "" }
        return frames.enumerated().map { index, frame in
            heading(index + 1, frame.time - start) + "\n" + frame.text + "\n"
        }.joined()
    }

    /// How long the whole animation takes (first batch, then deferred reloads).
    private static func measure(old: DiffInputList, new: DiffInputList, given: Changeset?, size: CellSize) -> Duration {
        let run = Run(old: old, new: new, given: given, size: size)
        let start = run.stepper.clock.now
        run.list.apply(new)
        run.stepper.settle(run.list)
        return run.stepper.clock.now - start
    }

    /// One headless list at a size, on a ``FrameStepper``'s clock and executor.
    @MainActor
    private final class Run {
        let stepper: FrameStepper
        let list: DiffListController
        var clock: ManualClock { stepper.clock }

        init(old: DiffInputList, new: DiffInputList, given: Changeset?, size: CellSize) {
            stepper = FrameStepper(size: size)
            let look = InputLook()
            look.width = size.columns
            look.prepare(for: old)
            look.prepare(for: new)
            list = .inputList(clock: stepper.clock, executor: stepper.executor, duration: DiffFrames.duration, look: look, given: given,
                             logger: DemoLogging.library)
            list.view.viewportSize = size
            list.apply(old, animated: false)
            settle()
        }

        func settle() {
            let view = list.view
            let queue = list.queue
            stepper.executor.run(until: { queue.isIdle || view.isAnimating })
        }

        /// Steps frame by frame (landing exactly on each batch's end) up to `target`.
        func step(to target: Duration) {
            stepper.step(list, to: target)
        }

        func frame() -> Frame {
            let frame = stepper.frame(of: list.view)
            settle()
            return frame
        }
    }
}
