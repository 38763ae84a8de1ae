import CollectionView
import CollectionViewTesting
@testable import ExampleCluster
import ListDiff
import SeededRandom
import Testing
import TerminalUI
import TerminalUITesting

/// `example-cluster`: a `LiveList` on a plain `ListScreen`, fed by a
/// seeded cluster on the pilot's timer (the app's producer task calls the
/// same `ClusterFeed.step()`), so every run draws the same frames.
@MainActor @Suite struct ExampleClusterTests {
    typealias App = ClusterApp<SplitMix64>

    func pilot(seed: UInt64 = 3, columns: Int = 40, rows: Int = 40, feeding: Bool = true) -> (App, Pilot<PilotedListScreen<LiveList<String, Pod>>>) {
        let clock = ManualClock(), executor = ManualExecutor()
        let app = App(random: SplitMix64(seed: seed), clock: clock, executor: executor)
        let pilot = Pilot(size: CellSize(columns: columns, rows: rows), recording: true, clock: clock, executor: executor) { _, _ in app.screen }
        if feeding { pilot.startTimer(every: App.interval) { app.feed.step() } }
        return (app, pilot)
    }

    /// The cluster's pods as the list must show them: namespaces in order, most restarts first, ties by name.
    static func sections(_ pods: [Pod]) -> [ListSection<String, Pod>] {
        Dictionary(grouping: pods, by: \.namespace).sorted { $0.key < $1.key }.map { namespace, pods in
            ListSection(model: namespace, items: pods.sorted { $0.restarts != $1.restarts ? $0.restarts > $1.restarts : $0.name < $1.name })
        }
    }

    /// What the list shows now.
    static func shown(_ app: App) -> [ListSection<String, Pod>] {
        app.screen.list.model.sectionedRows.map { ListSection(model: $0.key, items: $0.rows) }
    }

    /// The list at rest shows exactly the cluster, and the screen draws its rows in that order.
    func expectShowsTheCluster(_ app: App, _ pilot: Pilot<PilotedListScreen<LiveList<String, Pod>>>, _ comment: Comment? = nil) {
        let expected = Self.sections(app.feed.current.pods)
        #expect(ViewVerifier.firstMismatch(view: app.screen.list.view, shown: Self.shown(app), expected: expected) == nil, comment)
        for section in expected {
            #expect(pilot.rows(inSection: section.model) == section.items.map(\.text), comment)
        }
    }

    @Test func theRowsAppearByNamespaceMostRestartsFirst() {
        let (app, pilot) = pilot(feeding: false)
        pilot.finish()
        #expect(app.feed.current.pods.count == 20)
        expectShowsTheCluster(app, pilot)
        let lines = pilot.text().components(separatedBy: "\n")
        #expect(lines.first == " example-cluster · 20 pods · 0 events/s")
        #expect(lines.last == " ↑/↓ select  Space pause  q quit")
    }

    @Test func aRestartedPodGlidesUpToItsNewPlace() throws {
        let (app, pilot) = pilot(feeding: false)
        pilot.finish()
        // Step the cluster until a step that only changes pods (no row comes or goes) makes one climb past another.
        var climber: (name: String, from: Int, to: Int)?
        for _ in 0..<100 where climber == nil {
            let before = Self.sections(app.feed.current.pods)
            let events = app.feed.step()
            if events.allSatisfy({ if case let .upsert(pod) = $0 { before.contains { $0.items.contains { $0.name == pod.name } } } else { false } }) {
                for section in Self.sections(app.feed.current.pods) {
                    guard let old = before.first(where: { $0.model == section.model }) else { continue }
                    for (to, pod) in section.items.enumerated() {
                        if let from = old.items.firstIndex(where: { $0.name == pod.name }), to < from { climber = (pod.name, from, to) }
                    }
                }
            }
            if climber == nil { pilot.finish() }
        }
        let (name, from, to) = try #require(climber)
        let start = pilot.frames.count
        pilot.finish()
        expectShowsTheCluster(app, pilot, "\(name) from \(from) to \(to)")
        // It glides: a line at a time upward, never back, and it is never drawn twice.
        let frames = pilot.frames[start...]
        let lines = frames.compactMap { frame in frame.canvas.lines.firstIndex { $0.hasPrefix("  \(name) ") } }
        #expect(frames.allSatisfy { $0.canvas.lines.filter { $0.hasPrefix("  \(name) ") }.count == 1 }, "always on screen, once")
        #expect((lines.first ?? 0) - (lines.last ?? 0) == from - to, "\(lines)")
        #expect(lines == lines.sorted(by: >), "never steps back: \(lines)")
        #expect(Set(lines).count == from - to + 1, "every line on its way: \(lines)")
    }

    @Test func theFeedRunsSteadilyAndTheTitleCountsIt() {
        let (app, pilot) = pilot()
        pilot.wait(.seconds(3))
        let sent = app.feed.current.eventCount
        #expect(sent > 60, "about 35 events a second: \(sent)")
        pilot.wait(.milliseconds(250))  // the title's next refresh
        let title = pilot.text().components(separatedBy: "\n").first ?? ""
        let rows = app.screen.list.model.numberOfRows
        #expect(title.hasPrefix(" example-cluster · \(rows) pods · "), "\(title)")
        #expect(title.hasSuffix(" events/s") && !title.hasSuffix(" 0 events/s"), "\(title)")
        pilot.finish()
        expectShowsTheCluster(app, pilot)
        // Every frame on the way was a list: no pod drawn twice.
        for frame in pilot.frames {
            let names = frame.canvas.lines.filter { $0.hasPrefix("  ") }.map { $0.split(separator: " ").first ?? "" }
            #expect(Set(names).count == names.count, "\(frame.text)")
        }
    }

    @Test func pauseFreezesTheScreenThenCatchesUpInOneBatch() {
        let (app, pilot) = pilot()
        pilot.wait(.seconds(1))
        pilot.press(.space)
        #expect(app.screen.list.isPaused)
        pilot.wait(.milliseconds(500))  // the batch running when the key came lands
        let frozen = pilot.frame().canvas.lines.dropFirst().dropLast()
        let batches = app.screen.list.statistics.batches
        let sent = app.feed.current.eventCount
        pilot.wait(.seconds(2))
        #expect(app.feed.current.eventCount > sent, "the feed goes on")
        #expect(app.screen.list.pendingCount > 0)
        #expect(app.screen.list.statistics.batches == batches, "no batch while paused")
        #expect(pilot.frame().canvas.lines.dropFirst().dropLast() == frozen, "the list holds still")
        let status = pilot.text().components(separatedBy: "\n").last ?? ""
        #expect(status == " paused · \(app.screen.list.pendingCount) changed · Space resumes")

        pilot.stopTimer()  // the feed stops: what waits is all there is
        pilot.press(.space)
        #expect(!app.screen.list.isPaused)
        #expect(app.screen.list.statistics.batches == batches + 1, "one batch")
        #expect(app.screen.list.view.isAnimating)
        pilot.finish()
        #expect(app.screen.list.statistics.batches == batches + 1, "and only one")
        expectShowsTheCluster(app, pilot)
    }

    @Test func theReadmeShowsItsFrame() throws {
        let (app, pilot) = pilot(columns: 44, rows: 20)
        pilot.wait(.seconds(2))
        pilot.finish()
        let expected = Self.sections(app.feed.current.pods)
        #expect(ViewVerifier.firstMismatch(view: app.screen.list.view, shown: Self.shown(app), expected: expected) == nil)
        let shown = ReadmeFrames.trimmed(pilot.text())
        #expect(try ReadmeFrames.frame("cluster") == shown, "the README shows:\n\(shown)")
    }

    /// Inserts and deletes balance around the size the cluster started with: the list neither empties nor grows without end.
    @Test func theClusterStaysAroundItsSize() {
        var cluster = Cluster(pods: 20, random: SplitMix64(seed: 5))
        var sizes: [Int] = []
        for _ in 0..<6_000 {  // ten minutes of steps
            _ = cluster.step()
            sizes.append(cluster.pods.count)
        }
        #expect((sizes.min() ?? 0) >= 8 && (sizes.max() ?? 0) <= 32, "\(sizes.min() ?? 0)...\(sizes.max() ?? 0)")
        #expect(Set(cluster.pods.map(\.name)).count == cluster.pods.count, "names are unique")
    }

    @Test func qQuits() {
        let (_, pilot) = pilot()
        pilot.wait(.milliseconds(300))
        pilot.press(.character("q"))
        #expect(pilot.app.exitCode == 0)
    }
}

/// `example-cluster`'s Enter: the selected pod's object in the screen's pane, following the pod.
@MainActor @Suite struct ExampleClusterPaneTests {
    typealias App = ClusterApp<SplitMix64>

    @Test func enterShowsThePodsObjectLiveAndEscClosesIt() throws {
        let clock = ManualClock(), executor = ManualExecutor()
        let app = App(random: SplitMix64(seed: 3), clock: clock, executor: executor)
        let pilot = Pilot(size: CellSize(columns: 90, rows: 30), recording: false, clock: clock, executor: executor) { _, _ in app.screen }
        pilot.finish()
        // A flaky pod: it restarts (its row re-ranks and its object changes) long before it could be deleted.
        pilot.press(.down)
        for _ in 0..<20 where app.screen.list.selectedRow?.flaky == false { pilot.press(.down) }
        pilot.finish()
        let pod = try #require(app.screen.list.selectedRow)
        #expect(pod.flaky)
        pilot.press(.enter)
        let text = pilot.text()
        #expect(text.contains("╭─ \(pod.name) ─"), "\(text)")
        #expect(text.contains("\"phase\": \"\(pod.phase.rawValue)\","), "\(text)")
        #expect(text.contains("\"flaky\": \(pod.flaky)"), "a field the row does not show: \(text)")
        #expect(text.components(separatedBy: "\n").last?.contains("Esc close") == true, "the pane's keys first in the hints")
        // Step the cluster until the pod changes (or goes): the pane follows it.
        var changed: Pod?
        var gone = false
        for _ in 0..<400 where changed == nil && !gone {
            app.feed.step()
            pilot.finish()
            app.refreshTitle()
            if let now = app.screen.list.model.row(withID: pod.name) {
                if now.restarts != pod.restarts || now.phase != pod.phase { changed = now }
            } else {
                gone = true
            }
        }
        #expect(changed != nil, "with this seed the pod changes before it goes")
        if let changed {
            let after = pilot.frame()
            #expect(after.text.contains("\"restartCount\": \(changed.restarts)"), "\(after.text)")
            let lines = after.text.components(separatedBy: "\n")
            // The line of the field that changed (a restart, or else the phase).
            let field = changed.restarts != pod.restarts ? "\"restartCount\": \(changed.restarts)" : "\"phase\": \"\(changed.phase.rawValue)\""
            let y = try #require(lines.firstIndex { $0.contains(field) })
            let x = try #require(lines[y].range(of: field)).lowerBound.utf16Offset(in: lines[y])
            #expect(after.canvas.cells[y][x].style == ObjectPane.flashStyle, "the changed line flashes: \(after.text)")
            let other = try #require(lines.firstIndex { $0.contains("\"namespace\"") })
            #expect(after.canvas.cells[other][x].style != ObjectPane.flashStyle, "an unchanged line does not")
            pilot.wait(ObjectPaneState.flashDuration + .milliseconds(300))
            #expect(app.screen.pane?.flashEnd == nil, "and stops flashing")
        } else {
            #expect(gone)
            #expect(pilot.text().contains(ObjectPane.goneNotice))
        }
        pilot.press(.escape)
        #expect(app.screen.pane == nil)
        #expect(!pilot.text().contains("╭─"))
        #expect(app.screen.exitCode == nil, "Esc closed the pane, it did not quit")
    }
}
