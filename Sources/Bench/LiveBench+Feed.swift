import CollectionView
import CollectionViewTesting
import Dispatch
import Foundation
import ListDiff
import SeededRandom
import TerminalUI

extension LiveBench {
    /// Send times of the feed's events, by sequence number: written by the
    /// producer before it hands event `i` to the list, read on the main
    /// queue only for events the list has flushed. The list's lock (taken
    /// by the send, then by the flush) orders the write before the read, so
    /// no slot is read while it is written. Hence `@unchecked Sendable`.
    final class SendTimes: @unchecked Sendable {
        let slots: UnsafeMutablePointer<UInt64>
        let capacity: Int
        init(capacity: Int) {
            self.capacity = capacity
            slots = .allocate(capacity: capacity)
            // Written now, so its pages are resident before the RSS samples: otherwise the buffer, filled as the
            // feed runs, grows the process by 8 bytes an event and reads as growth of the list.
            slots.initialize(repeating: 0, count: capacity)
        }
        deinit { slots.deallocate() }
    }

    /// Runs each flush job and then reports, on the main actor, that it ran.
    struct ObservedExecutor: UIExecutor {
        let before: @MainActor @Sendable () -> Void
        /// Told how long the job itself took, in nanoseconds, and how many page faults the main thread took in it.
        let after: @MainActor @Sendable (UInt64, Int) -> Void
        func execute(_ job: @escaping @MainActor @Sendable () -> Void) {
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    before()
                    let faults = LiveBench.threadPageFaults()
                    let start = LiveBench.nanos()
                    job()
                    after(LiveBench.nanos() - start, LiveBench.threadPageFaults() - faults)
                }
            }
        }
    }

    /// The page faults the calling thread has taken (minor and major): a job
    /// that touches memory the kernel must first supply (fresh pages, or
    /// pages the host of a virtual machine took back) waits for each.
    nonisolated static func threadPageFaults() -> Int {
        var usage = rusage()
        // RUSAGE_THREAD (1) is a GNU extension the Glibc module does not name.
        guard getrusage(__rusage_who_t(1), &usage) == 0 else { return 0 }
        return usage.ru_minflt + usage.ru_majflt
    }

    /// The feed's list, once made.
    @MainActor final class MadeList {
        var list: LiveList<String, Pod>?
    }

    nonisolated static func nanos() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    static func feed(rows: Int, seconds: Double, animation: Duration) {
        let rate = 10_000
        let total = Int(seconds * Double(rate))
        let times = SendTimes(capacity: total + 1)
        var received = 0
        // The measures are given their room up front (and touched), so that the bench's own bookkeeping does not
        // show as the list's RSS growth: a lag per event is 4.8 MB for 60 s, grown by doubling otherwise.
        var lags = [Double](repeating: 0, count: total)
        lags.removeAll(keepingCapacity: true)
        var frames: [Double] = []
        /// How long the main thread spends in each flush (the model's apply and the batch's start) and each frame.
        var flushes: [Double] = []
        var draws: [Double] = []
        /// The events each batch took in.
        var flushedEvents: [Int] = []
        /// The main thread's page faults in each flush that started a batch (in step with `flushes`).
        var flushFaults: [Int] = []
        var receivedSeen = 0
        var keys: [Double] = []
        var rss: [Int] = []
        var lastFrame: UInt64 = 0
        var timeline = Timeline(isOn: ProcessInfo.processInfo.environment["LIVE_TIMELINE"] == "1")
        // The screen: ncurses on a pty the bench owns (what an app's frames cost, `doupdate` included), drained
        // by a thread as a terminal would read it; `LIVE_SCREEN=grid` draws into a `GridCanvas` only. The audit
        // reads its frames from a `GridCanvas`, drawn as well while a batch is audited.
        let terminalScreen = ProcessInfo.processInfo.environment["LIVE_SCREEN"] == "grid"
            ? nil : try? TerminalBench.openTerminal(columns: 120, rows: 40)
        let drained = LockedValue(0)
        let drainDone = DispatchSemaphore(value: 0)
        if let (_, pty) = terminalScreen {
            let controller = pty.controller
            let reader = Thread {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while true {
                    var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
                    let ready = poll(&poller, 1, 100)
                    if drainDone.wait(timeout: .now()) == .success { break }
                    guard ready > 0 else { continue }
                    let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
                    guard count > 0 else { break }
                    drained.withLock { $0 += count }
                }
            }
            reader.start()
        }
        var canvas = GridCanvas(columns: 120, rows: 40)
        /// Draws a frame where the user would see it.
        func show(_ live: LiveList<String, Pod>) {
            if let (terminal, _) = terminalScreen {
                terminal.drawFrame { live.view.render(into: &$0) }
            } else {
                live.view.render(into: &canvas)
            }
        }
        // Audit: every 20th batch (`LIVE_AUDIT_EVERY`), the frame before it, every frame while it runs, the frame after,
        // each with the view's scroll offset: a batch during which the list scrolled (the selection
        // followed a key) is audited as scrolling, and counted apart. The offset a batch sets as it
        // starts is not a scroll: it keeps the screen on its content (the view's scroll anchor), so
        // the screen is audited as is.
        var audited = 0
        var auditedScrolling = 0
        var auditReport = LegibilityAudit.Report()
        var faultingBatches = 0
        var scrollingReport = LegibilityAudit.Report()
        var auditFrames: [[String]]? = nil
        var auditOffsets: [Int] = []
        var auditOld: [String] = []
        /// The element the audited batch keeps at its screen line (the view's scroll anchor), by name.
        var auditAnchor: String?
        var batchesSeen = 0
        /// Batches that started while a batch's audit ran, in a job the audit did not watch (must stay 0: else that
        /// audit ran across two batches).
        var unwatchedBatches = 0
        // `LIVE_AUDIT_SAVE=DIR` saves each faulting audited batch for replay (see `LegibilityAudit.SavedBatch`).
        let saveDirectory = ProcessInfo.processInfo.environment["LIVE_AUDIT_SAVE"]
        let clock = RecordingClock()
        let batchBox = BatchBox()
        var saved = 0
        var auditModel: LiveListModel<String, Pod>?
        var auditSelection: String?
        var auditMotion: Duration = .zero
        var auditStart: Duration = .zero
        var auditTimes: [Duration] = []
        var keyPending: (sent: UInt64, before: AnyHashable?)? = nil
        // The executor's hooks exist before the list (it is made with the executor): they find it here.
        let made = MadeList()

        /// Audits the batch whose frames were collected, ending on the screen `new` at scroll offset `offset`;
        /// `model` is the list it ends on.
        func finishAudit(on new: [String], offset: Int, model: LiveListModel<String, Pod>?) {
            guard let frames = auditFrames else { return }
            let scrolls = Set(auditOffsets.dropFirst() + [offset]).count > 1
            let audit = LegibilityAudit(
                old: LegibilityAudit.oneLineElements(auditOld), new: LegibilityAudit.oneLineElements(new),
                scrolls: scrolls, anchor: auditAnchor
            )
            let report = audit.audit([auditOld] + frames + [new])
            // `LIVE_AUDIT_DUMP=1` prints the frames of each batch the audit faults, to judge them by eye.
            if !report.isLegible, ProcessInfo.processInfo.environment["LIVE_AUDIT_DUMP"] == "1" {
                print("--- audit \(report), anchor \(auditAnchor ?? "none"), scrolls \(scrolls), offsets \(auditOffsets + [offset])")
                for (f, frame) in ([auditOld] + frames + [new]).enumerated() {
                    print("frame \(f): " + frame.prefix(40).map { $0.isEmpty ? "." : $0 }.joined(separator: " "))
                }
            }
            if !report.isLegible, let saveDirectory, let old = auditModel, let model, let changeset = auditChangeset {
                saved += 1
                let record = LegibilityAudit.SavedBatch(
                    report: "\(report)", anchor: auditAnchor, offset: auditOffsets[0],
                    offsets: auditOffsets + [offset], selection: auditSelection,
                    motion: secondsOf(auditMotion), frameTimes: (auditTimes + [clock.last.current]).map { secondsOf($0 - auditStart) },
                    old: sections(old), new: sections(model), changeset: changeset,
                    frames: [auditOld] + frames + [new]
                )
                save(record, to: saveDirectory, index: saved)
            }
            if scrolls {
                scrollingReport = scrollingReport + report
                auditedScrolling += 1
            } else {
                auditReport = auditReport + report
                audited += 1
                if !report.isLegible { faultingBatches += 1 }
            }
            auditFrames = nil
        }

        var nextAudit = 1
        // `LIVE_AUDIT_EVERY=N` audits every Nth batch (default 20; 1 audits them all, to hunt a rare fault).
        let auditEvery = ProcessInfo.processInfo.environment["LIVE_AUDIT_EVERY"].flatMap(Int.init).map { max(1, $0) } ?? 20
        /// What the view showed as a flush that may start a batch began: its scroll offset, and (saving) the list.
        var beforeFlush: (offset: Int, model: LiveListModel<String, Pod>?, selection: String?, motion: Duration)?
        var auditChangeset: Changeset?
        /// Asks for a frame, as a batch starts (set once the timer exists).
        var batchStarted: (() -> Void)?
        let executor = ObservedExecutor(before: {
            // A batch ends in a frame (the timer's `render`), as in `TerminalLoop`, or when the next batch starts:
            // once a frame has shown its rows landed (the next batch cuts their flash short), or once the last
            // frame of its moves is drawn and they land before the flush would end (`LiveList.canStartBatch`).
            // Its audit ends on the next batch's first frame, which shows its rows landed.
            // Every job, not only those where `live.canStartBatch`: that reads the clock, and the flush a moment
            // later may find the moves landing within its reach where this did not. The batch it then started went
            // unseen, and its predecessor's audit ran on through it, as if the two were one batch (saved, its rows
            // after were two batches on: the changeset did not lead from the rows before to them).
            guard let live = made.list else { return beforeFlush = nil }
            let wanted = auditFrames != nil || live.statistics.batches >= nextAudit
            guard wanted else { return beforeFlush = nil }
            var motion = Duration.zero
            if saveDirectory != nil {
                // A batch that cuts the last one short catches up too (`LiveList.flush`).
                let catchesUp = live.isCatchingUp || live.view.isAnimating
                motion = catchesUp ? live.catchUpDuration : live.view.configuration.animationDuration
            }
            beforeFlush = (live.view.scrollOffset, saveDirectory == nil ? nil : live.model,
                           live.view.selectedItemID.flatMap { $0.base as? String }, motion)
        }) { took, faults in
            guard let live = made.list else { return }
            let ended = nanos()
            // A job that started no batch: most are flushes that found one running (short, left out of the report);
            // a longer one is most likely the list letting go of a batch it cut short.
            let kind = live.statistics.batches != batchesSeen ? "flush of \(live.statistics.received - receivedSeen) events"
                : took > 300_000 ? "job without a batch" : "idle flush"
            timeline.job(kind, start: ended - took, end: ended, batch: live.statistics.batches)
            // Only flushes that started a batch: the others found the last batch still running and returned.
            if live.statistics.batches != batchesSeen {
                flushes.append(Double(took) / 1e6)
                flushedEvents.append(live.statistics.received - receivedSeen)
                flushFaults.append(faults)
                receivedSeen = live.statistics.received
            }
            if live.statistics.batches != batchesSeen, beforeFlush == nil, auditFrames != nil { unwatchedBatches += 1 }
            if live.statistics.batches != batchesSeen, let before = beforeFlush {
                // The new batch's first frame: the last batch's rows landed, as the screen shows them now.
                live.view.render(into: &canvas)
                let first = canvas.lines.map(LegibilityAudit.name(of:))
                // It ends where the last batch left the screen: the offset the new batch set is not a scroll.
                if auditFrames != nil { finishAudit(on: first, offset: before.offset, model: before.model) }
                if batchesSeen >= nextAudit {
                    auditOld = first
                    // Where the last batch left the screen, then where this one set it as it started: a key that
                    // scrolls the list while the batch runs changes the offset from there, and the batch is then
                    // audited as scrolling (without the second, a scroll before the first audited frame went unseen).
                    auditOffsets = [before.offset, live.view.scrollOffset]
                    auditModel = before.model
                    auditSelection = before.selection
                    auditMotion = before.motion
                    auditChangeset = batchBox.changeset
                    auditFrames = []
                    // Saving (already slow): the rows the audited batch starts from are the model's, or it says where not.
                    // O(rows), so every 20th batch only, however often the audit runs.
                    if saveDirectory != nil, live.statistics.batches % 20 == 0, let difference = firstDifference(live) {
                        print("  batch \(live.statistics.batches): the view differs from its model: \(difference)")
                    }
                    auditAnchor = switch live.view.scrollAnchor {
                    case let .item(path)?: live.view.itemID(at: path).flatMap { $0.base as? String }
                    case let .header(section)?: live.view.sectionID(section).flatMap { $0.base as? String }
                    default: nil
                    }
                    nextAudit = live.statistics.batches + auditEvery
                    // The view read the clock last as it started the batch.
                    auditStart = clock.last.current
                    auditTimes = []
                }
            }
            beforeFlush = nil
            let now = nanos()
            let flushed = live.statistics.received - 1  // the initial resync counts once
            while received < flushed, received < total {
                lags.append(Double(now - times.slots[received]) / 1e6)
                received += 1
            }
            if live.statistics.batches != batchesSeen {
                batchesSeen = live.statistics.batches
                // As `TerminalLoop` does when a view starts a batch: the first frame now, the next ones a frame apart.
                batchStarted?()
            }
        }
        let list = makeList(executor: executor, clock: clock, animation: animation, plugins: [BatchRecorder(box: batchBox)])
        made.list = list
        if let lag = ProcessInfo.processInfo.environment["LIVE_MAX_LAG_MS"].flatMap(Int.init) {
            list.maximumLag = .milliseconds(lag)
        }
        let start = pods(rows)
        list.resync(start)
        list.flush()
        list.view.render(into: &canvas)
        _ = list.view.selectItem(at: ItemPath(item: 0, section: 0))

        let producerDone = DispatchSemaphore(value: 0)
        let live = list
        // The producer: 10 events each millisecond, paced by the clock, not by the screen.
        let producerThread = Thread {
            var feed = Feed(start)
            let begin = nanos()
            var sent = 0
            while sent < total {
                let due = min(total, Int(Double(nanos() - begin) / 1e9 * Double(rate)))
                while sent < due {
                    let event = feed.event()
                    times.slots[sent] = nanos()
                    switch event {
                    case let .upsert(pod): live.upsert(pod)
                    case let .delete(name): live.delete(name)
                    }
                    sent += 1
                }
                usleep(1_000)
            }
            finalState.withLock { $0 = feed.state }
            producerDone.signal()
        }
        producerThread.stackSize = 1 << 22
        producerThread.start()

        // The frames: a 60 Hz timer on the main queue, and a frame asked for when a batch starts, as `TerminalLoop`
        // draws (its `setNeedsDisplay`).
        let began = nanos()
        var frameCount = 0
        var lastSample = began
        var down = true
        // A key about every fifth of a second (enough keys for a p99), at times unrelated to the frames (a person's),
        // posted from another thread to the main queue as a terminal's reader posts it: the wait behind a flush counts.
        let pressKey = PostedAction()
        pressKey.action = { sent in
            guard keyPending == nil else { return }
            let input: ViewInput = down ? .down : .up
            down.toggle()
            let before = live.view.selectedItemID
            let handled = nanos()
            defer { timeline.key(sent: sent, handled: handled, drawn: nanos()) }
            keyPending = (sent, before)
            _ = live.view.handle(input)
            show(live)
            if live.view.selectedItemID != before {
                keys.append(Double(nanos() - sent) / 1e6)
                keyPending = nil
            }
        }
        let keysDone = LockedValue(false)
        let keyThread = Thread {
            var random = SplitMix64(seed: 25)
            while !keysDone.withLock({ $0 }) {
                usleep(150_000 + UInt32(random.next() % 100_000))
                let sent = nanos()
                DispatchQueue.main.async { MainActor.assumeIsolated { pressKey.action?(sent) } }
            }
        }
        keyThread.start()
        /// A frame where the user would see it, with what the figures need.
        func frame() {
            let now = nanos()
            if lastFrame != 0 { frames.append(Double(now - lastFrame) / 1e6) }
            lastFrame = now
            show(live)
            draws.append(Double(nanos() - now) / 1e6)
            timeline.job(live.view.isAnimating ? "frame (animating)" : "frame", start: now, end: nanos(), batch: live.statistics.batches)
            frameCount += 1
            if auditFrames != nil {
                if terminalScreen != nil { live.view.render(into: &canvas) }
                let lines = canvas.lines.map(LegibilityAudit.name(of:))
                if live.view.isAnimating {
                    auditFrames?.append(lines)
                    auditOffsets.append(live.view.scrollOffset)
                    auditTimes.append(clock.last.current)
                } else {
                    finishAudit(on: lines, offset: live.view.scrollOffset, model: saveDirectory == nil ? nil : live.model)
                }
            }
            if let key = keyPending, live.view.selectedItemID != key.before {
                keys.append(Double(nanos() - key.sent) / 1e6)
                keyPending = nil
            }
            if now - lastSample >= 1_000_000_000 {
                rss.append(rssKB())
                lastSample = now
            }
        }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let frameInterval = DispatchTimeInterval.nanoseconds(16_666_667)
        timer.schedule(deadline: .now(), repeating: frameInterval, leeway: .microseconds(500))
        timer.setEventHandler { MainActor.assumeIsolated { frame() } }
        // As the loop's `setNeedsDisplay`: a frame in a job of its own (a key that came during the flush goes
        // first, and draws the batch's first frame itself), the timer kept on its beat.
        let startFrame = PostedAction()
        startFrame.action = { _ in frame() }
        batchStarted = {
            DispatchQueue.main.async { MainActor.assumeIsolated { startFrame.action?(0) } }
        }
        timer.resume()
        // Run the main queue until the producer is done and every event is flushed.
        while true {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
            if producerDone.wait(timeout: .now()) == .success { break }
        }
        let drainDeadline = nanos() + 10_000_000_000
        while received < total, nanos() < drainDeadline {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        }
        timer.cancel()
        keysDone.withLock { $0 = true }
        pressKey.action = nil  // a key or frame posted since does nothing
        startFrame.action = nil
        let written = drained.withLock { $0 }
        drainDone.signal()
        if let (terminal, _) = terminalScreen { terminal.restore() }
        let state = finalState.withLock { $0 }
        let equal = equals(live.model, state)
        let warm = rss.dropFirst(max(5, rss.count / 5))
        let firstHalf = warm.prefix(warm.count / 2).max() ?? 0
        let secondHalf = warm.suffix(warm.count - warm.count / 2).max() ?? 0
        let growth = firstHalf == 0 ? 0 : Double(secondHalf - firstHalf) / Double(firstHalf) * 100
        print("feed: \(total) events over \(Int(seconds)) s on \(rows) rows, \(live.statistics.batches) batches, "
            + "\(frameCount) frames (main-queue 60 Hz timer, and a frame at each batch's start, drawing "
            + (terminalScreen == nil ? "a 120×40 GridCanvas, not a terminal)" : "120×40 through ncurses on a pty, \(written / 1000) kB written)"))
        print(String(format: "  lag (sent → its batch starts) p50 %.1f ms, p99 %.1f ms, max %.1f ms (%d events)",
                     percentile(lags, 0.5), percentile(lags, 0.99), lags.max() ?? 0, lags.count))
        print(String(format: "  frame interval p50 %.1f ms, p99 %.1f ms, max %.1f ms",
                     percentile(frames, 0.5), percentile(frames, 0.99), frames.max() ?? 0))
        let events = flushedEvents.map(Double.init)
        print(String(format: "  main thread: a batch's flush p50 %.1f ms, p99 %.1f ms, max %.1f ms (events in it p50 %.0f, p99 %.0f); "
                     + "frame p50 %.1f ms, p99 %.1f ms, max %.1f ms",
                     percentile(flushes, 0.5), percentile(flushes, 0.99), flushes.max() ?? 0,
                     percentile(events, 0.5), percentile(events, 0.99),
                     percentile(draws, 0.5), percentile(draws, 0.99), draws.max() ?? 0))
        // Page faults: the flushes slower than their p99 against all of them (a slow one that faulted far more waited
        // for memory, not for its own work).
        let slowest = percentile(flushes, 0.99)
        let slowFaults = zip(flushes, flushFaults).filter { $0.0 >= slowest }.map { Double($0.1) }
        print(String(format: "  main thread's page faults in a flush: p50 %.0f, p99 %.0f; in the flushes at or above the flush p99: mean %.0f (%d flushes)",
                     percentile(flushFaults.map(Double.init), 0.5), percentile(flushFaults.map(Double.init), 0.99),
                     slowFaults.reduce(0, +) / Double(max(slowFaults.count, 1)), slowFaults.count))
        print(String(format: "  key → selection drawn p50 %.2f ms, p99 %.2f ms (%d keys)",
                     percentile(keys, 0.5), percentile(keys, 0.99), keys.count))
        print("  audit: \(audited) batches, \(auditReport) in \(faultingBatches) of them; "
            + "\(auditedScrolling) batches that scrolled (audited as scrolling), \(scrollingReport)"
            + (unwatchedBatches > 0 ? "; \(unwatchedBatches) batches started unwatched during an audit" : ""))
        print(String(format: "  RSS after warm-up: first half max %d KB, last half max %d KB (%+.1f%%), %d samples",
                     firstHalf, secondHalf, growth, warm.count))
        print("  final list equals the feed's state: \(equal) (\(live.model.numberOfRows) rows, pending \(live.pendingCount)); "
            + "the view shows its model: \(firstDifference(live) ?? "yes")")
        timeline.report()
    }

    /// What a job posted to the main queue from elsewhere does when the
    /// queue reaches it (a key, given when it was sent; a frame).
    @MainActor final class PostedAction {
        var action: ((UInt64) -> Void)?
    }

    nonisolated static let finalState = LockedState()

    /// The producer's final state, handed to the main thread once.
    final class LockedState: @unchecked Sendable {
        // Every access goes through `lock`, so the dictionary is never shared unguarded.
        private let lock = NSLock()
        private var value: [String: Pod] = [:]
        func withLock<T>(_ body: (inout [String: Pod]) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&value)
        }
    }
}
