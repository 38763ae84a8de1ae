import CollectionView
import CollectionViewTesting
import Dispatch
import Foundation
import ListDiff
import ListInput
import SeededRandom

/// `bench live [SECONDS [ANIMATION_MS]]`: a `LiveList` at scale, in one run.
///
/// 1. **Load**: one `{"items":[…]}` document of 1M pod-like objects read
///    through `ChangeEventStream` in 64 KiB chunks (parse), then `resync`,
///    flush and the first frame drawn (apply + first frame).
/// 2. **Feed**: a producer thread sends 10,000 events/s (70% updates that
///    re-rank, 15% inserts, 15% deletes) for SECONDS (default 60) while the
///    main queue draws the view at 60 Hz into a 120×40 `GridCanvas` (a frame
///    timer, not a terminal). Measured: the lag of each event (sent → the
///    flush that takes it, i.e. its batch starting), frame intervals, a key
///    (↓) to the frame that shows the selection moved, RSS each second,
///    batches the view rejected, and the final list against the feed's state.
/// 3. **Headless**: events/s through `LiveChanges` + `LiveListModel.apply` on
///    100k rows in batches of a frame's worth (167 events).
/// 4. **Sort** and **filter** (`LIVE_PARTS=sort,filter`): a re-sort by
///    another field and typed filters on the feed's list size, each to its
///    first frame.
/// 5. **Snapshot path**: the same frame's worth of changes fed as full 100k-row
///    JSON snapshots through `SnapshotStream` → `Changeset(from:to:)` →
///    `ListController.apply`, as `demo watch -` does; events/s and the ratio.
@MainActor
enum LiveBench {
    /// A pod as the feed describes it.
    struct Pod: Hashable, Sendable, Differentiable {
        var name: String
        var namespace: String
        var restarts: Int
        var phase: String
        var differenceIdentifier: String { name }
    }

    nonisolated static let namespaces = (0..<20).map { "namespace-\($0)" }
    nonisolated static let phases = ["Running", "Pending", "Succeeded", "Failed"]

    static func run(seconds: Double, animation: Duration) {
        let sorted = ProcessInfo.processInfo.environment["LIVE_ORDER"] == "double" ? "Double" : "Int"
        print("bench live: load 1M, feed 10,000 events/s for \(Int(seconds)) s (animation \(animation)), headless 100k; rows by \(sorted) restarts")
        // `LIVE_PARTS=headless,feed` runs some parts only (for profiling).
        let parts = ProcessInfo.processInfo.environment["LIVE_PARTS"].map { Set($0.split(separator: ",").map(String.init)) }
        func wanted(_ part: String) -> Bool { parts?.contains(part) ?? true }
        if wanted("load") { load(rows: 1_000_000) }
        // `LIVE_HEADLESS_ROWS=1000000` runs headless on a list of that many rows instead of 100k.
        let headlessRows = ProcessInfo.processInfo.environment["LIVE_HEADLESS_ROWS"].flatMap { Int($0) } ?? 100_000
        if wanted("headless") { headless(rows: headlessRows, batch: 167, batches: 3_000) }
        if wanted("snapshot") { snapshotPath(rows: 100_000, batch: 167, snapshots: 5) }
        // `LIVE_FEED_ROWS=1000000` feeds a list of that many rows (the issue's 1M) instead of 100k.
        let feedRows = ProcessInfo.processInfo.environment["LIVE_FEED_ROWS"].flatMap { Int($0) } ?? 100_000
        if wanted("feed") { feed(rows: feedRows, seconds: seconds, animation: animation) }
        if wanted("filter") { filter(rows: feedRows) }
        if wanted("sort") { sort(rows: feedRows) }
        // Not in the default run: `LIVE_PARTS=flush` times flushes alone, deterministically (see `flushCost`).
        if parts?.contains("flush") == true {
            let events = ProcessInfo.processInfo.environment["LIVE_FLUSH_EVENTS"].flatMap(Int.init) ?? 350
            flushCost(rows: feedRows, batch: events, batches: 400)
        }
    }

    /// The list sizes the sort and filter parts run on, side by side:
    /// `LIVE_SORT_ROWS=100000,1000000` (the default), or the one size of
    /// `LIVE_FEED_ROWS` when that is set.
    static func sortRows(feedRows: Int) -> [Int] {
        let environment = ProcessInfo.processInfo.environment
        if let sizes = environment["LIVE_SORT_ROWS"] {
            return sizes.split(separator: ",").compactMap { Int($0) }
        }
        return environment["LIVE_FEED_ROWS"] != nil ? [feedRows] : [100_000, 1_000_000]
    }

    /// `/` typed on a loaded list: a filter applied and its batch started
    /// (`LiveList.setFilter`), then cleared, each timed to the first frame;
    /// each filter on a list freshly loaded, so that they start alike. Each
    /// is timed two ways in the same run: computed in the flush on the main
    /// thread (no worker: the path before), and computed on a worker
    /// (`DispatchWorkExecutor`, as in an app) while the main thread answers
    /// a key (↓, drawn) as often as it can, whose longest stall is printed.
    /// The filters: one that keeps one row in ten (a name's
    /// last digit), and one typed as a person types it, as `demo watch
    /// --events` searches a row (`TextFilter` on its key and cells) beside
    /// the search it replaced (Foundation's `localizedCaseInsensitiveContains`
    /// on the row's text joined), which keep the same rows. Each filter's
    /// test alone, over the rows in an array, is timed first.
    static func filter(rows: Int) {
        for size in sortRows(feedRows: rows) { filter(size: size) }
    }

    static func filter(size: Int) {
        let all = pods(size)
        let query = TextFilter("POD-7")
        let filters: [(name: String, isIncluded: @Sendable (Pod) -> Bool)] = [
            ("one row in ten kept", { $0.name.hasSuffix("7") }),
            ("typed \"POD-7\", TextFilter", { query.matches($0.name) || query.matches($0.namespace) || query.matches($0.phase) }),
            ("typed \"POD-7\", localizedCaseInsensitiveContains (before)", {
                [$0.name, $0.namespace, $0.phase].joined(separator: " ").localizedCaseInsensitiveContains("POD-7")
            }),
        ]
        let label = size >= 1_000_000 ? "\(size / 1_000_000)M" : "\(size / 1_000)k"
        for filter in filters {
            let alone = ContinuousClock.now
            let kept = all.reduce(0) { filter.isIncluded($1) ? $0 + 1 : $0 }
            print("filter \(label), \(filter.name), the test alone: \(ms(ContinuousClock.now - alone)) ms for \(all.count) rows, \(kept) kept")
            for offMain in [false, true] {
                let (list, clock, executor) = restingList(all, worker: offMain ? DispatchWorkExecutor() : nil)
                var canvas = GridCanvas(columns: 120, rows: 40)
                list.view.render(into: &canvas)
                for (name, isIncluded) in [(filter.name, Optional(filter.isIncluded)), ("cleared", nil)] {
                    let shown = { (0..<list.view.numberOfSections).reduce(0) { $0 + list.view.numberOfItems(inSection: $1) } }
                    if offMain {
                        let run = keysAnswered(list: list, executor: executor, canvas: &canvas) { list.setFilter(isIncluded) }
                        print("filter \(label), \(name), off the main thread: \(ms(run.firstFrame)) ms to the first frame, main thread's longest stall \(ms(run.longestStall)) ms (\(run.keys) keys answered meanwhile), \(shown()) rows shown")
                    } else {
                        let start = ContinuousClock.now
                        list.setFilter(isIncluded)
                        list.view.render(into: &canvas)
                        print("filter \(label), \(name), on the main thread (before): \(ms(ContinuousClock.now - start)) ms to the first frame, all of it a stall, \(shown()) rows shown")
                    }
                    clock.advance(by: list.view.configuration.longestBatchDuration)
                    list.view.advance()
                    executor.runPending()
                }
            }
        }
    }

    /// A sort key pressed on a loaded list (`<`, `>` or `R` in `demo watch
    /// --events`): the list re-ordered by another field and its batch
    /// started, timed to the first frame, as one batch in which every row
    /// that changes place glides to it; then the same order reversed, and
    /// back to the first. Two ways in the same run, on lists of 100k and 1M
    /// rows (see ``sortRows(feedRows:)``): as before (`setOrderByDiff`: the
    /// model diffs its lists before and after, in the flush on the main
    /// thread), and as now (`LiveList.setOrder` with a worker: the batch
    /// computed directly, off the main thread, while the main thread answers
    /// a key as often as it can; its longest stall is printed).
    static func sort(rows: Int) {
        for size in sortRows(feedRows: rows) { sort(size: size) }
    }

    static func sort(size: Int) {
        let all = pods(size)
        let orders: [(name: String, order: LiveListOrder<Pod>)] = [
            ("by name (natural order)", .ascending(by: { $0.name })),
            ("by name, reversed", .descending(by: { $0.name })),
            ("by restarts again", order),
        ]
        let label = size >= 1_000_000 ? "\(size / 1_000_000)M" : "\(size / 1_000)k"
        for offMain in [false, true] {
            let (list, clock, executor) = restingList(all, worker: offMain ? DispatchWorkExecutor() : nil)
            var canvas = GridCanvas(columns: 120, rows: 40)
            list.view.render(into: &canvas)
            for (name, order) in orders {
                if offMain {
                    let prepared = list.preparedBatches
                    let run = keysAnswered(list: list, executor: executor, canvas: &canvas) { list.setOrder(order) }
                    let moved = (list.view.isAnimating ? "animating" : "at rest")
                        + (list.preparedBatches > prepared ? ", prepared on the worker" : ", checked and planned on the main thread")
                    let frames = animationFrames(list.view, clock: clock, canvas: &canvas)
                    print("sort \(label), \(name), off the main thread: \(ms(run.firstFrame)) ms to the first frame, main thread's longest stall \(ms(run.longestStall)) ms (\(run.keys) keys answered meanwhile; \(moved)); then \(frames.count) frames, the longest \(ms(frames.longest)) ms, at offset \(list.view.scrollOffset)")
                } else {
                    let start = ContinuousClock.now
                    list.setOrderByDiff(order)
                    list.view.render(into: &canvas)
                    let moved = list.view.isAnimating ? "animating" : "at rest"
                    print("sort \(label), \(name), on the main thread (before): \(ms(ContinuousClock.now - start)) ms to the first frame, all of it a stall (\(moved))")
                }
                clock.advance(by: list.view.configuration.longestBatchDuration)
                list.view.advance()
                executor.runPending()
            }
        }
    }

    /// What the main thread did while a list's worker computed: `action`
    /// (a re-sort or filter asked), then, until the batch it computes has
    /// started and its first frame is drawn, a key (↓ or ↑, alternately)
    /// handled and drawn whenever no job waits, and the jobs the worker
    /// posts (its result landing, the old model let go of) run as they come.
    /// Returns the time from `action` to the first frame of its batch, the
    /// longest the main thread spent on one step (a key and its frame, or a
    /// job and the frame after it: how long a key could have waited), and
    /// how many keys were answered.
    static func keysAnswered(
        list: LiveList<String, Pod>, executor: ManualExecutor, canvas: inout GridCanvas, _ action: () -> Void
    ) -> (firstFrame: Duration, longestStall: Duration, keys: Int) {
        let start = ContinuousClock.now
        action()
        var longest = ContinuousClock.now - start
        var keys = 0
        var down = true
        let batches = list.statistics.batches
        while list.statistics.batches == batches, !list.isIdle {
            let step = ContinuousClock.now
            if executor.runPending() == 0 {
                _ = list.view.handle(down ? .down : .up)
                down.toggle()
                keys += 1
            }
            list.view.render(into: &canvas)
            longest = max(longest, ContinuousClock.now - step)
            if list.statistics.batches == batches, !list.isIdle { _ = executor.waitForJob(timeout: .milliseconds(1)) }
        }
        return (ContinuousClock.now - start, longest, keys)
    }

    /// The frames of the running batch after its first, 16 ms apart on the
    /// manual clock, each drawn: how many, and the longest one took (how
    /// long a key could wait while the batch moves).
    static func animationFrames(
        _ view: CollectionView, clock: ManualClock, canvas: inout GridCanvas
    ) -> (count: Int, longest: Duration) {
        var count = 0
        var longest = Duration.zero
        while view.isAnimating, count < 1_000 {
            clock.advance(by: .milliseconds(16))
            let start = ContinuousClock.now
            view.advance()
            view.render(into: &canvas)
            longest = max(longest, ContinuousClock.now - start)
            count += 1
        }
        return (count, longest)
    }

    /// A list loaded with `rows` on a manual clock, its first batch ended: at rest, as before a user's action.
    static func restingList(
        _ rows: [Pod], worker: (any WorkExecutor)? = nil
    ) -> (list: LiveList<String, Pod>, clock: ManualClock, executor: ManualExecutor) {
        let clock = ManualClock()
        let executor = ManualExecutor()
        let list = makeList(executor: executor, worker: worker, clock: clock, animation: .milliseconds(250))
        list.resync(rows)
        list.flush()
        clock.advance(by: list.view.configuration.longestBatchDuration)
        list.view.advance()
        return (list, clock, executor)
    }

    // MARK: - Rows

    /// Rows by restarts, most first. `LIVE_ORDER=double` orders by the
    /// same counts as `Double`s: the path of `demo watch --sort`, whose JSON
    /// numbers reach the list as doubles (the order, hence every figure's
    /// workload, is the same).
    static var order: LiveListOrder<Pod> {
        if ProcessInfo.processInfo.environment["LIVE_ORDER"] == "double" {
            return .descending(by: { Double($0.restarts) })
        }
        return .descending(by: { $0.restarts })
    }

    static func makeList(
        executor: any UIExecutor, worker: (any WorkExecutor)? = nil, clock: any AnimationClock, animation: Duration,
        plugins: [any CollectionViewPlugin] = []
    ) -> LiveList<String, Pod> {
        var configuration = CollectionViewConfiguration()
        configuration.animationDuration = animation
        let list = LiveList<String, Pod>(
            clock: clock, configuration: configuration, executor: executor, worker: worker,
            section: { $0.namespace }, order: order,
            header: { StyledText($0) },
            row: { StyledText("\($0.name)  \($0.phase)  \($0.restarts)") },
            plugins: [Selectable()] + plugins
        )
        list.view.viewportSize = CellSize(columns: 120, rows: 40)
        return list
    }

    static func pods(_ count: Int) -> [Pod] {
        (0..<count).map { i in
            Pod(name: "pod-\(i)", namespace: namespaces[i % namespaces.count], restarts: (i &* 7919) % 1000,
                phase: phases[i % phases.count])
        }
    }

    /// The feed: 70% updates that re-rank, 15% inserts, 15% deletes, over a
    /// pool of live names; it keeps the state it produced.
    struct Feed {
        var random = SplitMix64(seed: 25)
        var state: [String: Pod] = [:]
        var names: [String] = []
        var index: [String: Int] = [:]
        var next = 0

        init(_ rows: [Pod]) {
            for pod in rows { add(pod) }
            next = rows.count
        }

        mutating func add(_ pod: Pod) {
            state[pod.name] = pod
            index[pod.name] = names.count
            names.append(pod.name)
        }

        mutating func remove(_ name: String) {
            guard let at = index.removeValue(forKey: name) else { return }
            state[name] = nil
            let last = names.removeLast()
            if last != name {
                names[at] = last
                index[last] = at
            }
        }

        enum Event {
            case upsert(Pod), delete(String)

            /// Records the event into pending changes, as `LiveList` records it.
            func record(into changes: inout LiveChanges<Pod>) {
                switch self {
                case let .upsert(pod): changes.upsert(pod)
                case let .delete(name): changes.delete(name)
                }
            }
        }

        mutating func event() -> Event {
            let roll = random.next() % 100
            if roll < 70, !names.isEmpty {
                let name = names[Int(random.next() % UInt64(names.count))]
                guard var pod = state[name] else { return .delete(name) }
                pod.restarts = Int(random.next() % 1000)
                pod.phase = LiveBench.phases[Int(random.next() % 4)]
                state[name] = pod
                return .upsert(pod)
            } else if roll < 85 || names.isEmpty {
                let pod = Pod(name: "new-\(next)", namespace: LiveBench.namespaces[Int(random.next() % 20)],
                              restarts: Int(random.next() % 1000), phase: "Pending")
                next += 1
                add(pod)
                return .upsert(pod)
            } else {
                let name = names[Int(random.next() % UInt64(names.count))]
                remove(name)
                return .delete(name)
            }
        }
    }

    // MARK: - 1. Load

    static func load(rows: Int) {
        var text = #"{"kind": "List", "items": ["#
        text.reserveCapacity(rows * 130)
        for (i, pod) in pods(rows).enumerated() {
            text += (i == 0 ? "" : ", ")
                + #"{"metadata": {"name": "\#(pod.name)", "namespace": "\#(pod.namespace)"}, "#
                + #""status": {"phase": "\#(pod.phase)", "restartCount": \#(pod.restarts)}}"#
        }
        text += "]}\n"
        let bytes = Array(text.utf8)
        text = ""
        let options = EventOptions(key: "metadata.name", section: "metadata.namespace", sort: "status.restartCount",
                                   descending: true, fields: ["status.phase"])
        let start = ContinuousClock.now
        var stream = ChangeEventStream(options: options)
        var items: [ChangeEventStream.Item] = []
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + 65_536, bytes.count)
            items += stream.read(bytes[offset..<end])
            offset = end
        }
        items += stream.finish()
        let parsed = ContinuousClock.now
        var records: [EventRecord] = []
        for case let .event(.resync(found, _)) in items { records = found }
        let rowsIn = records.map { record -> Pod in
            let restarts: Int
            if case let .number(value)? = record.sortValue { restarts = Int(value) } else { restarts = 0 }
            return Pod(name: record.key, namespace: record.section ?? "", restarts: restarts, phase: record.cells.first ?? "")
        }
        records = []
        let executor = ManualExecutor()
        let clock = ManualClock()
        let list = makeList(executor: executor, clock: clock, animation: .milliseconds(250))
        list.resync(rowsIn)
        list.flush()
        var canvas = GridCanvas(columns: 120, rows: 40)
        list.view.render(into: &canvas)
        let drawn = ContinuousClock.now
        // The rows fade in: the first frame is their start; the frame after the fade shows them all.
        let firstShows = canvas.lines.filter { $0.hasPrefix("pod-") }.count
        clock.advance(by: list.view.configuration.longestBatchDuration)
        list.view.render(into: &canvas)
        let shows = "\(firstShows) rows drawn in the first frame, \(canvas.lines.filter { $0.hasPrefix("pod-") }.count) once the fade-in ends" 
        print("load: \(bytes.count / 1_000_000) MB, \(list.model.numberOfRows) rows; parse \(ms(parsed - start)) ms, "
            + "map to rows + resync + flush + first frame \(ms(drawn - parsed)) ms, total \(ms(drawn - start)) ms; "
            + "\(shows); peak RSS \(peakMB()) MB")
    }

    // MARK: - 3. Headless

    static func headless(rows: Int, batch: Int, batches: Int) {
        var model = LiveListModel<String, Pod>(section: { $0.namespace }, order: order)
        var initial = LiveChanges<Pod>()
        let start = pods(rows)
        initial.resync(start)
        _ = model.apply(initial)
        var feed = Feed(start)
        // The events are made before timing so the figure is the list's.
        var events = 0
        let made = (0..<batches).map { _ in (0..<batch).map { _ in feed.event() } }
        let clock = ContinuousClock.now
        var changed = 0
        var applying = Duration.zero
        for chunk in made {
            var changes = LiveChanges<Pod>()
            for event in chunk { event.record(into: &changes) }
            events += chunk.count
            let t0 = ContinuousClock.now
            changed += model.apply(changes).isEmpty ? 0 : 1
            applying += ContinuousClock.now - t0
        }
        let elapsed = ContinuousClock.now - clock
        let equal = equals(model, feed.state)
        headlessEventsPerSecond = Double(events) / seconds(elapsed)
        print("headless: \(events) events on \(rows) rows in batches of \(batch): \(ms(elapsed)) ms, "
            + "\(Int(Double(events) / seconds(elapsed))) events/s (record + apply + changeset); "
            + String(format: "apply alone %.2f µs/event; ", seconds(applying) * 1e6 / Double(events))
            + "final list equals the feed: \(equal)")
    }

    static func equals(_ model: LiveListModel<String, Pod>, _ state: [String: Pod]) -> Bool {
        var seen = 0
        for (key, rows) in model.sectionedRows {
            var previous = Int.max
            for pod in rows {
                guard state[pod.name] == pod, pod.namespace == key, pod.restarts <= previous else { return false }
                previous = pod.restarts
                seen += 1
            }
        }
        return seen == state.count
    }

    /// Where the view's layout first differs from its model (a section's id
    /// or row count, or a row's id), or `nil` when it shows exactly the
    /// model's rows: a batch the view accepted with the `.counts` check
    /// (kept rows' ids unasked) that the model did not mean would show here.
    /// O(rows).
    @MainActor
    static func firstDifference(_ live: LiveList<String, Pod>) -> String? {
        let model = live.model
        guard live.view.numberOfSections == model.numberOfSections else {
            return "\(live.view.numberOfSections) sections shown, \(model.numberOfSections) in the model"
        }
        for (s, (key, rows)) in model.sectionedRows.enumerated() {
            guard live.view.sectionID(s) == AnyHashable(key) else { return "section \(s) shown as \(String(describing: live.view.sectionID(s))), \(key) in the model" }
            guard live.view.numberOfItems(inSection: s) == rows.count else {
                return "section \(key): \(live.view.numberOfItems(inSection: s)) rows shown, \(rows.count) in the model"
            }
            for (i, pod) in rows.enumerated() where live.view.itemID(at: ItemPath(item: i, section: s)) != AnyHashable(pod.name) {
                return "section \(key) row \(i): \(String(describing: live.view.itemID(at: ItemPath(item: i, section: s)))) shown, \(pod.name) in the model"
            }
        }
        return nil
    }

    // MARK: - 4. Snapshot path

    static func snapshotPath(rows: Int, batch: Int, snapshots: Int) {
        var feed = Feed(pods(rows))
        let options = InputOptions(format: .json, key: .name("name"), section: .name("namespace"))
        func document(_ state: [String: Pod]) -> [UInt8] {
            // Ordered as the live list orders them (the snapshot path shows rows in input order).
            let sorted = state.values.sorted { ($0.namespace, -$0.restarts, $0.name) < ($1.namespace, -$1.restarts, $1.name) }
            var text = "["
            text.reserveCapacity(sorted.count * 90)
            for (i, pod) in sorted.enumerated() {
                text += (i == 0 ? "" : ", ")
                    + #"{"name": "\#(pod.name)", "namespace": "\#(pod.namespace)", "phase": "\#(pod.phase)", "restarts": \#(pod.restarts)}"#
            }
            return Array((text + "]\n").utf8)
        }
        let executor = ManualExecutor()
        let clock = ManualClock()
        let list = ListController<InputSection, InputRow>(
            clock: clock, executor: executor,
            header: { StyledText($0.header) }, row: { StyledText($0.text) }
        )
        list.view.viewportSize = CellSize(columns: 120, rows: 40)
        var stream = SnapshotStream(options: options)
        func read(_ bytes: [UInt8]) -> InputList? {
            var result: InputList?
            var offset = 0
            while offset < bytes.count {
                let end = min(offset + 65_536, bytes.count)
                for case let .success(list) in stream.read(bytes[offset..<end]) { result = list }
                offset = end
            }
            return result
        }
        guard let first = read(document(feed.state)) else {
            print("snapshot path: the first snapshot did not parse")
            return
        }
        list.apply(first, animated: false)
        executor.run(until: { list.queue.isIdle })
        var parse = Duration.zero, diffAndStart = Duration.zero
        for _ in 0..<snapshots {
            for _ in 0..<batch { _ = feed.event() }
            let bytes = document(feed.state)  // the producer's cost, not timed
            let t0 = ContinuousClock.now
            guard let next = read(bytes) else {
                print("snapshot path: a snapshot did not parse")
                return
            }
            let t1 = ContinuousClock.now
            list.apply(next)
            executor.run(until: { list.view.isAnimating || list.queue.isIdle })
            let t2 = ContinuousClock.now
            parse += t1 - t0
            diffAndStart += t2 - t1
            clock.advance(by: .seconds(1))
            list.view.advance()
            executor.run(until: { list.queue.isIdle })
        }
        let perSnapshot = seconds(parse + diffAndStart) / Double(snapshots)
        print("snapshot path: \(rows) rows, \(batch) changes per snapshot: parse \(ms(parse / snapshots)) ms, "
            + "diff + batch start \(ms(diffAndStart / snapshots)) ms per snapshot; "
            + "\(Int(Double(batch) / perSnapshot)) events/s; live (headless) / snapshot = "
            + String(format: "%.0f×", headlessEventsPerSecond * perSnapshot / Double(batch)))
        snapshotEventsPerSecond = Double(batch) / perSnapshot
    }

    static var snapshotEventsPerSecond = 0.0
    static var headlessEventsPerSecond = 0.0

    // MARK: - Helpers

    static func seconds(_ d: Duration) -> Double {
        let (s, atto) = d.components
        return Double(s) + Double(atto) / 1e18
    }

    static func ms(_ d: Duration) -> String { String(format: "%.1f", seconds(d) * 1000) }

    static func peakMB() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss / 1024)
    }

    static func rssKB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
    }
}
