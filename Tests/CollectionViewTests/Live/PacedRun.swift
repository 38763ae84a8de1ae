import CollectionView
import CollectionViewTesting
import ListDiff

/// When each batch of a view started and ended, by the view's clock, and
/// whether it ended on its own (`false`: cut short by another batch).
@MainActor
final class BatchTimes {
    struct Batch: Equatable {
        var start: Duration
        var end: Duration?
        var completed: Bool?
        /// How long it animated (`nil` while it runs).
        var length: Duration? { end.map { $0 - start } }
    }

    var batches: [Batch] = []
}

/// A plugin writing the start and end of every batch into a ``BatchTimes``.
struct BatchTimer: CollectionViewPlugin {
    let times: BatchTimes
    let clock: ManualClock

    mutating func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
        switch event {
        case .batchStarted:
            times.batches.append(BatchTimes.Batch(start: clock.now))
        case let .batchFinished(_, completed):
            if let running = times.batches.lastIndex(where: { $0.end == nil }) {
                times.batches[running].end = clock.now
                times.batches[running].completed = completed
            }
        default:
            break
        }
        return .ignored
    }
}

/// A live list of ``Proc`` fed on a `FrameStepper`'s clock as a steady feed
/// would feed it: changes at chosen instants, a frame drawn whenever the
/// view asks for one, flushes run as the executor gets them. Records when
/// every change was sent and when the flush that took it ran (its batch's
/// start: the change is on screen from then on), and audits the frames of
/// every batch with `LegibilityAudit`.
@MainActor
final class PacedRun {
    let stepper: FrameStepper
    let list: LiveList<String, Proc>
    let times = BatchTimes()

    /// A change, by the time it was sent and the time a flush took it.
    struct Lag {
        var sent: Duration
        var taken: Duration
        var lag: Duration { taken - sent }
    }

    /// Every change taken so far, in the order sent.
    private(set) var lags: [Lag] = []
    /// What the audit of every batch's frames found, summed.
    private(set) var audit = LegibilityAudit.Report()
    /// The batches audited (started and ended during the run).
    private(set) var auditedBatches = 0
    /// Frames drawn at the view's request.
    private(set) var frames = 0
    /// Batches the next one cut short, once their rows had landed on screen or as they landed (see `LiveList.canStartBatch`).
    private(set) var cutBatches = 0

    /// Send times of the changes no flush has taken yet, oldest first.
    private var waiting: [Duration] = []
    /// The screen at rest, as named lines.
    private var rest: [String] = []
    /// The batch running: the screen before it and its frames so far.
    private var running: (old: [String], frames: [[String]])?

    /// - Parameter flushCost: how far the clock moves each time the list
    ///   reads a changed row's section as it applies a flush: a flush that
    ///   takes time, as one at a million rows does (zero: flushes take none).
    init(size: CellSize = CellSize(columns: 24, rows: 14), maximumLag: Duration? = nil, flushCost: Duration = .zero,
         configure: (inout CollectionViewConfiguration) -> Void = { _ in }) {
        stepper = FrameStepper(size: size)
        var configuration = CollectionViewConfiguration()
        configure(&configuration)
        let clock = stepper.clock
        list = LiveList<String, Proc>(
            clock: stepper.clock, configuration: configuration, executor: stepper.executor,
            section: { row in
                if flushCost > .zero { clock.advance(by: flushCost) }
                return row.group
            },
            order: .descending { $0.cpu },
            header: { StyledText($0) }, row: { StyledText("\($0.name) \($0.cpu)") },
            plugins: [BatchTimer(times: times, clock: stepper.clock)]
        )
        if let maximumLag { list.maximumLag = maximumLag }
        rest = screen()
    }

    /// Sends `row` now, noting the time.
    func upsert(_ row: Proc) {
        waiting.append(stepper.clock.now)
        list.upsert(row)
    }

    /// Deletes the row named `name` now, noting the time.
    func delete(_ name: String) {
        waiting.append(stepper.clock.now)
        list.delete(name)
    }

    /// Calls `feed` at once and then every `tick` while less than `length`
    /// has passed, drawing every frame the view asks for on the way, then
    /// lets everything sent settle.
    ///
    /// Frames come when the view asks (`nextFrameTime`, so a batch's end
    /// is seen at once), or with `timer`, every frame interval from the
    /// start of the run whatever the view asks, as a 60 Hz timer draws
    /// (a batch's end is seen up to a frame late).
    func run(for length: Duration, every tick: Duration, timer: Bool = false, feed: (PacedRun) -> Void) {
        let clock = stepper.clock
        let stop = clock.now + length
        var nextTick = clock.now
        let cadence = list.view.configuration.frameInterval
        // The loop's next frame, fixed when the last one was drawn (or a
        // batch started), as an app's frame loop fixes it: the view's
        // `nextFrameTime` asked later would keep receding with the clock.
        var frameDue = timer ? clock.now + cadence : list.view.nextFrameTime
        for _ in 0..<stepper.stepLimit {
            let feeding = nextTick < stop
            guard feeding || list.view.isAnimating || stepper.executor.pendingCount > 0 || list.pendingCount > 0
            else { break }
            let next = [feeding ? nextTick : nil, frameDue].compactMap { $0 }.min()
            if let next, next > clock.now { clock.set(next) }
            if feeding, nextTick <= clock.now {
                feed(self)
                nextTick += tick
            }
            if let due = frameDue, due <= clock.now {
                draw()
                frameDue = timer ? due + cadence : list.view.nextFrameTime
            }
            if !list.view.isAnimating { rest = screen() }
            let received = list.statistics.received
            let batches = list.statistics.batches
            let wasAnimating = list.view.isAnimating
            stepper.executor.runPending()
            take(list.statistics.received - received)
            if list.statistics.batches != batches {
                // A batch cut short by this one (its rows landed, or landing as the flush ended) ends on this one's
                // first frame, which shows them landed: drawn without finishing the batch (as `render` would if
                // its time were up).
                let first = screen(finishing: false)
                if wasAnimating, let batch = running {
                    finish(batch, on: first)
                    cutBatches += 1
                }
                running = (wasAnimating ? first : rest, [])
            }
            if frameDue == nil { frameDue = list.view.nextFrameTime }
        }
    }

    /// The longest lag of the changes sent at or after `time`.
    func longestLag(sentFrom time: Duration) -> Duration {
        lags.filter { $0.sent >= time }.map(\.lag).max() ?? .zero
    }

    /// Draws the frame due now; at the end of a batch, audits its frames.
    private func draw() {
        let lines = screen()
        frames += 1
        if list.view.isAnimating {
            running?.frames.append(lines)
        } else if let batch = running {
            finish(batch, on: lines)
            running = nil
        }
    }

    /// Audits a batch's frames, ending on the screen `last`.
    private func finish(_ batch: (old: [String], frames: [[String]]), on last: [String]) {
        let audit = LegibilityAudit(
            old: LegibilityAudit.oneLineElements(batch.old), new: LegibilityAudit.oneLineElements(last), scrolls: false
        )
        self.audit = self.audit + audit.audit([batch.old] + batch.frames + [last])
        auditedBatches += 1
    }

    /// The `count` oldest waiting changes were taken now.
    private func take(_ count: Int) {
        guard count > 0 else { return }
        let now = stepper.clock.now
        lags += waiting.prefix(count).map { Lag(sent: $0, taken: now) }
        waiting.removeFirst(min(count, waiting.count))
    }

    /// The view drawn now, each line named by its first word (a row's name,
    /// whatever its count), so a row whose count changes stays one element.
    /// `finishing`: drawn as a frame (`render`, which ends a batch whose time
    /// is up), else only looked at (`draw`).
    private func screen(finishing: Bool = true) -> [String] {
        let view = list.view
        let now = stepper.clock.now
        let frame = finishing ? stepper.frame(of: view) : stepper.frame { view.draw(into: &$0, at: now) }
        return frame.text.split(separator: "\n", omittingEmptySubsequences: false).map { LegibilityAudit.name(of: String($0)) }
    }
}
