import CollectionView
import ListDiff

/// Drives lists without a terminal and without waiting: a `ManualClock`
/// the stepper moves exactly to each frame time, a `ManualExecutor` whose
/// UI jobs it runs, and a `GridCanvas` it draws on. What a test of an app
/// needs to see every frame of a change, the same on every run.
///
/// Build the app's `ListController` with the stepper's ``clock`` and
/// ``executor``, change its data, then ``settle(_:drawing:)-(List,_)``:
///
/// ```swift
/// let stepper = FrameStepper(size: CellSize(columns: 40, rows: 10))
/// let list = ListController<String, String>(clock: stepper.clock, executor: stepper.executor,
///                                           header: { StyledText($0) }, row: { StyledText($0) })
/// list.apply([ListSection(model: "Fruit", items: ["apple", "pear"])])
/// let frames = stepper.settle(list)
/// #expect(frames.last?.text == "Fruit\napple\npear" + String(repeating: "\n", count: 7))
/// ```
@MainActor
public final class FrameStepper {
    /// The clock the lists under test animate on.
    public let clock: ManualClock
    /// The UI executor the lists' update queues run their UI work on.
    public let executor: ManualExecutor
    /// The size frames are drawn at.
    public var size: CellSize
    /// Steps that ``settle(_:drawing:)-(List,_)`` may take before giving up (a safety
    /// net against a view that never stops animating, not a timing rule).
    public var stepLimit = 100_000

    /// Creates a stepper drawing frames of `size`, on a clock starting at zero.
    public init(size: CellSize = CellSize(columns: 80, rows: 24),
                clock: ManualClock = ManualClock(), executor: ManualExecutor = ManualExecutor()) {
        self.size = size
        self.clock = clock
        self.executor = executor
    }

    /// Lets everything `list` was asked to do happen: runs its UI jobs (a
    /// `ListController`'s queue, a `LiveList`'s flushes), and while a batch
    /// animates moves the clock to the view's next frame time and draws,
    /// until the list is idle and nothing moves (a batch's deferred reloads
    /// included: they flash after its moves). Build the list with the
    /// stepper's ``clock`` and ``executor``.
    ///
    /// - Parameters:
    ///   - list: the list whose UI jobs and view are run (any `ScreenList`).
    ///   - drawing: draws one frame (default: the list's view alone,
    ///     on the whole canvas); pass a screen's drawing to capture it all.
    /// - Returns: the frames drawn, in order, the last one being the list at
    ///   rest (also when nothing animated); no frame twice in a row at one time.
    @discardableResult
    public func settle<List: ScreenList>(_ list: List, drawing: ((inout GridCanvas) -> Void)? = nil) -> [Frame] {
        settle(view: list.view, isIdle: { list.isIdle }, drawing: drawing)
    }

    /// ``settle(_:drawing:)-(List,_)`` for a view changed directly (its own
    /// `performBatchUpdates`, a plugin, a fold or a scroll), with no queue
    /// feeding it: draws every frame until nothing moves.
    ///
    /// - Returns: the frames from now to the end of the running animation,
    ///   both included (the animation was started before the call, so its
    ///   frame now is one of them); one frame when nothing moves.
    /// - Precondition: `view` animates on this stepper's ``clock`` (built
    ///   with it), or no frame would ever come.
    @discardableResult
    public func settle(_ view: CollectionView, drawing: ((inout GridCanvas) -> Void)? = nil) -> [Frame] {
        precondition((view.clock as? ManualClock) === clock, "FrameStepper.settle: the view does not animate on the stepper's clock")
        let now = frame(drawing ?? { view.render(into: &$0) })
        guard view.nextFrameTime != nil else { return [now] }
        return [now] + settle(view: view, isIdle: { true }, drawing: drawing)
    }

    /// ``settle(_:drawing:)-(List,_)`` for any view and whatever feeds it: `isIdle`
    /// says when the feeder (an `UpdateQueue`) has nothing left to do.
    @discardableResult
    public func settle(
        view: CollectionView, isIdle: () -> Bool, drawing: ((inout GridCanvas) -> Void)? = nil
    ) -> [Frame] {
        let draw = drawing ?? { view.render(into: &$0) }
        var frames: [Frame] = []
        for _ in 0..<stepLimit {
            executor.runPending()
            if let due = view.nextFrameTime {
                if due > clock.now { clock.set(due) }
                frames.append(frame(draw))
                continue
            }
            if isIdle(), executor.pendingCount == 0 { break }
            // The queue's thread is diffing: wait for the job it will send.
            _ = executor.waitForJob(timeout: .milliseconds(1))
        }
        // The list at rest, unless the last frame drawn (at the animation's end) already is it.
        let rest = frame(draw)
        if frames.last != rest { frames.append(rest) }
        return frames
    }

    /// Moves the clock to `target`, stopping at every frame time on the way
    /// (so a queued batch starts when it would), running the UI jobs of
    /// `list`'s queue at each stop; for frames at chosen times rather than
    /// at every frame. Draws nothing.
    public func step<Model, Item>(_ list: ListController<Model, Item>, to target: Duration) {
        let view = list.view
        let queue = list.queue
        let settle = { _ = self.executor.run(until: { queue.isIdle || view.isAnimating }) }
        for _ in 0..<stepLimit {
            guard let next = view.nextFrameTime, next <= target else { break }
            if next > clock.now { clock.set(next) }
            view.advance()
            settle()
            if next == clock.now, !view.isAnimating, queue.isIdle { break }
        }
        clock.set(max(target, clock.now))
        view.advance()
        settle()
    }

    /// The frame `drawing` draws now, without moving the clock.
    public func frame(_ drawing: (inout GridCanvas) -> Void) -> Frame {
        var canvas = GridCanvas(columns: size.columns, rows: size.rows)
        drawing(&canvas)
        return Frame(time: clock.now, canvas: canvas)
    }

    /// `view` drawn now (on the whole canvas), without moving the clock.
    public func frame(of view: CollectionView) -> Frame {
        frame { view.render(into: &$0) }
    }

    /// `view` drawn now, as text.
    public func text(of view: CollectionView) -> String {
        frame(of: view).text
    }
}
