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

    func pilot(seed: UInt64 = 3, columns: Int = 44, rows: Int = 40, feeding: Bool = true) -> (App.Runner, Pilot<App.Runner>) {
        let pilot = Pilot(size: CellSize(columns: columns, rows: rows), recording: true) { clock, executor in
            App.runner(random: SplitMix64(seed: seed), clock: clock, executor: executor)
        }
        let app = pilot.app
        if feeding { pilot.startTimer(every: App.interval) { app.model.feed.step() } }
        return (app, pilot)
    }

    /// The cluster's pods as the list must show them: namespaces in order, most restarts first, ties by name.
    static func sections(_ pods: [Pod]) -> [ListSection<String, Pod>] {
        Dictionary(grouping: pods, by: \.namespace).sorted { $0.key < $1.key }.map { namespace, pods in
            ListSection(model: namespace, items: pods.sorted { $0.restarts != $1.restarts ? $0.restarts > $1.restarts : $0.name < $1.name })
        }
    }

    /// What the list shows now.
    static func shown(_ app: App.Runner) -> [ListSection<String, Pod>] {
        app.screen.list.model.sectionedRows.map { ListSection(model: $0.key, items: $0.rows) }
    }

    /// The list at rest shows exactly the cluster, and the screen draws its rows in that order.
    func expectShowsTheCluster(_ app: App.Runner, _ pilot: Pilot<App.Runner>, _ comment: Comment? = nil) {
        let expected = Self.sections(app.model.feed.current.pods)
        #expect(ViewVerifier.firstMismatch(view: app.screen.list.view, shown: Self.shown(app), expected: expected) == nil, comment)
        for section in expected {
            #expect(pilot.rows(inSection: section.model) == section.items.map(\.text), comment)
        }
    }

    @Test func theRowsAppearByNamespaceMostRestartsFirst() {
        let (app, pilot) = pilot(feeding: false)
        pilot.finish()
        #expect(app.model.feed.current.pods.count == 20)
        expectShowsTheCluster(app, pilot)
        let lines = pilot.text().components(separatedBy: "\n")
        #expect(lines.first == " example-cluster · 20 pods · 0 events/s")
        #expect(lines.last == " ↑/↓ select  < sort  ? help  q quit", "the route's order: the plugins', the table's, the app's (cut first), the pinned")
    }

    @Test func aRestartedPodGlidesUpToItsNewPlace() throws {
        let (app, pilot) = pilot(feeding: false)
        pilot.finish()
        // Step the cluster until a step that only changes pods (no row comes or goes) makes one climb past another.
        var climber: (name: String, from: Int, to: Int)?
        for _ in 0..<100 where climber == nil {
            let before = Self.sections(app.model.feed.current.pods)
            let events = app.model.feed.step()
            if events.allSatisfy({ if case let .upsert(pod) = $0 { before.contains { $0.items.contains { $0.name == pod.name } } } else { false } }) {
                for section in Self.sections(app.model.feed.current.pods) {
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
        let sent = app.model.feed.current.eventCount
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
        let sent = app.model.feed.current.eventCount
        pilot.wait(.seconds(2))
        #expect(app.model.feed.current.eventCount > sent, "the feed goes on")
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
        let expected = Self.sections(app.model.feed.current.pods)
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
        let pilot = Pilot(size: CellSize(columns: 90, rows: 30), recording: false) { clock, executor in
            App.runner(random: SplitMix64(seed: 3), clock: clock, executor: executor)
        }
        let app = pilot.app
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
            app.model.feed.step()
            pilot.finish()
            app.send(.refresh)
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
        #expect(app.model.inspected?.id == pod.name, "the model names the pod the pane follows")
        pilot.press(.escape)
        #expect(app.screen.pane == nil)
        app.send(.refresh)
        #expect(app.model.inspected == nil, "a closed pane ends the inspection at the next refresh")
        #expect(!pilot.text().contains("╭─"))
        #expect(app.exitCode == nil, "Esc closed the pane, it did not quit")
    }
}

/// `example-cluster` as a live table: the header line names the columns over
/// their cells; `<` `>` `R` and clicks on the names re-sort every namespace
/// in one gliding batch (ties by the previous sort, then the name); `H`
/// holds the ranks while the restarts keep counting, new pods at the end of
/// their namespace, and `H` again re-sorts; `?` lists every key.
@MainActor @Suite struct ExampleClusterTableTests {
    typealias App = ClusterApp<SplitMix64>
    typealias ClusterPilot = Pilot<App.Runner>

    func pilot(columns: Int = 44, rows: Int = 40) -> (App.Runner, ClusterPilot) {
        let pilot = Pilot(size: CellSize(columns: columns, rows: rows), recording: true) { clock, executor in
            App.runner(random: SplitMix64(seed: 3), clock: clock, executor: executor)
        }
        pilot.finish()
        return (pilot.app, pilot)
    }

    static func lines(_ pilot: ClusterPilot) -> [String] { pilot.text().components(separatedBy: "\n") }

    /// Each namespace's pods as the list shows them, and as `areInOrder` orders them (ties by name).
    static func expectSorted(_ app: App.Runner, _ comment: Comment? = nil, by areInOrder: (Pod, Pod) -> Bool?) {
        for section in app.screen.list.model.sectionedRows {
            let expected = section.rows.sorted { areInOrder($0, $1) ?? ($0.name < $1.name) }
            #expect(section.rows.map(\.name) == expected.map(\.name), "\(section.key): \(comment.map { "\($0)" } ?? "")")
        }
    }

    static func natural(_ a: String, _ b: String, descending: Bool) -> Bool? {
        let order = NaturalOrder.compare(a, b)
        return order == 0 ? nil : (order < 0) != descending
    }

    static func restarts(_ a: Pod, _ b: Pod) -> Bool? { a.restarts == b.restarts ? nil : a.restarts > b.restarts }

    @Test func theHeaderNamesTheColumnsOverTheirCells() throws {
        let (app, pilot) = pilot(rows: 12)
        let lines = Self.lines(pilot)
        #expect(lines[1] == "  name          phase             restarts ▼")
        let row = try #require(lines.first { $0.hasPrefix("  ") && $0.contains("Running") })
        // The cells start where their names do; the restarts end under the end of theirs.
        #expect(row.range(of: "Running")?.lowerBound.utf16Offset(in: row) == lines[1].range(of: "phase")?.lowerBound.utf16Offset(in: lines[1]))
        #expect(row.count == lines[1].range(of: "restarts")?.upperBound.utf16Offset(in: lines[1]))
        // Scrolled to the last pod, the header is still the line under the title.
        for _ in 0..<30 { pilot.press(.down) }
        pilot.finish()
        #expect(Self.lines(pilot)[1] == lines[1])
        #expect(app.screen.list.view.scrollOffset > 0)
    }

    @Test func keysMoveAndReverseTheSortInOneGlidingBatch() {
        let (app, pilot) = pilot()
        pilot.press(.down)
        pilot.finish()
        let selected = app.screen.list.selectedRow?.name
        let batches = app.screen.list.statistics.batches
        pilot.press(.character(">"))  // restarts → name (wraps around), still descending
        #expect(Self.lines(pilot)[1] == "  name ▼        phase             restarts")
        var frames: [[String]] = []
        for _ in 0..<20 {
            pilot.wait(.milliseconds(16))
            frames.append(Self.lines(pilot).filter { $0.hasPrefix("  ") }.map { String($0.split(separator: " ").first ?? "") })
        }
        pilot.finish()
        #expect(app.screen.list.statistics.batches == batches + 1, "one batch")
        #expect(frames.contains { $0 != frames.first && $0 != frames.last }, "rows glide through frames between")
        #expect(frames.allSatisfy { Set($0).count == $0.count }, "every frame is a list")
        #expect(app.screen.list.selectedRow?.name == selected, "the selection follows its pod")
        Self.expectSorted(app, "name ▼") { Self.natural($0.name, $1.name, descending: true) }
        pilot.press(.character("<"))  // back to restarts, ties by name descending
        pilot.finish()
        #expect(Self.lines(pilot)[1].hasSuffix("restarts ▼"))
        Self.expectSorted(app, "restarts ▼, ties name ▼") { Self.restarts($0, $1) ?? Self.natural($0.name, $1.name, descending: true) }
        pilot.press(.character("<"))  // phase, ties by restarts descending
        pilot.finish()
        #expect(Self.lines(pilot)[1] == "  name          phase ▼           restarts")
        Self.expectSorted(app, "phase ▼") { Self.natural($0.phase.rawValue, $1.phase.rawValue, descending: true) ?? Self.restarts($0, $1) }
        pilot.press(.character("R"))
        pilot.finish()
        #expect(Self.lines(pilot)[1] == "  name          phase ▲           restarts")
        Self.expectSorted(app, "phase ▲") { Self.natural($0.phase.rawValue, $1.phase.rawValue, descending: false) ?? Self.restarts($0, $1) }
        #expect(app.screen.table?.previousSort == App.sort)
    }

    @Test func aClickOnANameSortsByItAndASecondReverses() throws {
        let (app, pilot) = pilot()
        // "  name          phase …": phase starts at x 16 of line 1.
        app.route(.mouse(MouseEvent(kind: .click(button: 1), column: 17, row: 1)))
        pilot.finish()
        #expect(Self.lines(pilot)[1] == "  name          phase ▲           restarts")
        Self.expectSorted(app, "phase ▲") { Self.natural($0.phase.rawValue, $1.phase.rawValue, descending: false) ?? Self.restarts($0, $1) }
        app.route(.mouse(MouseEvent(kind: .click(button: 1), column: 17, row: 1)))
        pilot.finish()
        #expect(Self.lines(pilot)[1] == "  name          phase ▼           restarts")
        Self.expectSorted(app, "phase ▼") { Self.natural($0.phase.rawValue, $1.phase.rawValue, descending: true) ?? Self.restarts($0, $1) }
        app.route(.mouse(MouseEvent(kind: .click(button: 1), column: 3, row: 1)))
        pilot.finish()
        #expect(Self.lines(pilot)[1] == "  name ▲        phase             restarts")
        Self.expectSorted(app, "name ▲") { Self.natural($0.name, $1.name, descending: false) }
    }

    @Test func holdKeepsThePodsInPlaceWhileTheirRestartsCountThenReSorts() throws {
        let (app, pilot) = pilot(columns: 60, rows: 60)
        pilot.press(.character("H"))
        pilot.finish()
        #expect(Self.lines(pilot)[0].hasSuffix(" HELD"), "\(Self.lines(pilot)[0])")
        let before = app.screen.list.model.sectionedRows.map { (key: $0.key, names: $0.rows.map(\.name)) }
        var restarted = false
        for _ in 0..<30 {
            app.model.feed.step()
            pilot.finish()
        }
        for section in app.screen.list.model.sectionedRows {
            let old = before.first { $0.key == section.key }?.names ?? []
            let names = section.rows.map(\.name)
            let kept = names.filter(old.contains)
            #expect(kept == old.filter(names.contains), "\(section.key): the pods there before keep their order")
            #expect(Array(names.prefix(kept.count)) == kept, "\(section.key): new pods come after them")
            if section.rows != section.rows.sorted(by: { Self.restarts($0, $1) ?? ($0.name < $1.name) }) { restarted = true }
            for pod in section.rows {
                #expect(pilot.rows(inSection: section.key)?.contains(pod.text) == true, "\(pod.name) shows its restarts now")
            }
        }
        #expect(restarted, "with this seed a pod restarts past another while held")
        pilot.press(.character("H"))
        #expect(app.screen.list.view.isAnimating, "re-sorting animates")
        pilot.finish()
        #expect(!Self.lines(pilot)[0].contains("HELD"))
        Self.expectSorted(app, "restarts ▼ again", by: Self.restarts)
    }

    @Test func helpListsTheTableKeysAndAnyKeyClosesIt() {
        let (app, pilot) = pilot(columns: 90, rows: 30)
        #expect(Self.lines(pilot).last?.contains("? help") == true)
        pilot.press(.character("?"))
        let help = pilot.text()
        for line in ["example-cluster — keys", "sort by the previous column", "sort by the next column", "reverse the sort",
                     "hold the ranks", "pause or resume the screen", "show the selected pod's object", "quit"] {
            #expect(help.contains(line), "\(help)")
        }
        pilot.press(.character("R"))  // closes the help, and only that
        #expect(!pilot.text().contains("example-cluster — keys"))
        #expect(app.screen.table?.header.sort == App.sort)
        #expect(pilot.app.exitCode == nil)
    }
}
