import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff
import ListFeed
import ListInput

/// A row of the feed tests: an event's key, section and cells.
struct Item: Differentiable, Hashable, Sendable {
    var id: String
    var cells: [String]
    var differenceIdentifier: String { id }

    init(_ record: EventRecord) {
        id = record.identity
        cells = record.cells
    }
}

/// A live list of ``Item``s on a ``FrameStepper``, a reader into it, and the
/// reports of a feed gathered as they come (on the main actor).
@MainActor
final class FeedHarness {
    let stepper = FrameStepper(size: CellSize(columns: 40, rows: 12))
    let live: LiveList<String, Item>
    private(set) var reports: [FeedReport] = []
    /// A temporary folder the scripts keep their state in.
    let folder: URL

    init() throws {
        live = LiveList<String, Item>(
            clock: stepper.clock, executor: stepper.executor, section: { _ in "" },
            header: { _ in nil }, row: { StyledText($0.id) })
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("listfeed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A feed running `script` with `sh -c` into the list (fields `id` and `v`).
    func feed(_ script: String, restart: RestartBackoff? = nil, clock: any FeedClock = SystemFeedClock()) -> ChangeFeed<String, Item> {
        let reader = EventsReader(options: EventOptions(key: "id", fields: ["id", "v"]), live: live, row: Item.init, clock: stepper.clock)
        return ChangeFeed(source: .command(["sh", "-c", script]), reader: reader, restart: restart, clock: clock)
    }

    /// Starts `feed`, gathering its reports here.
    func start(_ feed: ChangeFeed<String, Item>) -> Task<Void, Never> {
        let stream = feed.start()
        return Task { @MainActor in
            for await report in stream { self.reports.append(report) }
        }
    }

    /// The rows shown once every pending change is flushed and has landed: `id=v`.
    func rows() -> [String] {
        _ = stepper.settle(live)
        return live.model.sectionedRows.flatMap(\.rows).map { "\($0.id)=\($0.cells.count > 1 ? $0.cells[1] : "")" }
    }

    /// The problems reported so far.
    var problems: [String] {
        reports.flatMap { report -> [String] in
            if case let .read(progress) = report { return progress.problems }
            return []
        }
    }

    /// The restarts reported so far.
    var restarts: [Int] {
        reports.compactMap { report in
            if case let .restarted(count) = report { return count }
            return nil
        }
    }

    /// The exits reported so far.
    var exits: [CommandExit] {
        reports.compactMap { report in
            if case let .exited(exit) = report { return exit }
            return nil
        }
    }

    /// Waits (real time, letting the reports land) until `condition` holds; false after 600 s
    /// (generous on purpose: under the whole suite on two cores, the tests that block the cooperative pool
    /// starve swift-subprocess, which waits for a command's exit on it, for minutes; alone, this takes milliseconds).
    func until(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(600)
        while !condition() {
            if ContinuousClock.now > deadline { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }
}
