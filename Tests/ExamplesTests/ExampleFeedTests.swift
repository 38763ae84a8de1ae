import CollectionView
import CollectionViewTesting
@testable import ExampleFeed
import Foundation
import ListFeed
import Testing
import TerminalUI
import TerminalUITesting

/// `example-feed`: a real `sh -c` command's change events through a
/// `ChangeFeed` into the app's `LiveList`, on a `Pilot` that reaches the
/// app's model; the command exits and is restarted on a manual feed clock
/// (no test waits for the backoff), and what it sends first replaces the rows.
@MainActor @Suite(.serialized) struct ExampleFeedTests {
    /// Run 1 reports three jobs and fails; run 2 reports two of them (one with more tries) and stays.
    static func script(_ folder: URL) -> String {
        let count = folder.appendingPathComponent("runs").path
        return """
            n=$(cat '\(count)' 2>/dev/null || echo 0); n=$((n+1)); echo $n > '\(count)'
            if [ $n -eq 1 ]; then
              printf '{"name":"b-1","queue":"build","state":"queued","tries":0}\\n'
              printf '{"name":"b-2","queue":"build","state":"running","tries":2}\\n'
              printf 'not a job\\n'
              printf '{"name":"t-1","queue":"test","state":"running","tries":1}\\n'
              exit 1
            fi
            printf '{"name":"b-1","queue":"build","state":"running","tries":5}\\n{"name":"t-1","queue":"test","state":"done","tries":1}\\n'
            sleep 5
            """
    }

    /// Waits (real time, so the feed's reports land on the main actor) until `condition` holds; false after 600 s
    /// (generous on purpose: under the whole suite on two cores, the tests that block the cooperative pool
    /// starve swift-subprocess, which waits for a command's exit on it, for minutes; alone, this takes milliseconds).
    func until(_ pilot: Pilot<FeedApp.Runner>, _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(600)
        while !condition() {
            if ContinuousClock.now > deadline { return false }
            try? await Task.sleep(for: .milliseconds(5))
            pilot.finish()
        }
        return true
    }

    @Test func theFeedFillsTheListRestartsTheCommandAndResyncs() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("example-feed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = ManualClock(), executor = ManualExecutor(), feedClock = ManualFeedClock()
        // The runtime starts the feed at the program's start (the pilot's).
        let pilot = Pilot(size: CellSize(columns: 72, rows: 9), clock: clock, executor: executor) { clock, executor in
            FeedApp.runner(command: ["sh", "-c", Self.script(folder)], clock: clock, executor: executor, feedClock: feedClock)
        }
        let app = pilot.app
        #expect(await until(pilot) { app.model.lastExit == "exit 1" && app.screen.list.model.numberOfRows == 3 })
        #expect(pilot.rows(inSection: "build") == ["  b-2           running         2", "  b-1           queued          0"])
        #expect(app.model.problems.count == 1 && app.model.problems.first?.contains("line 3") == true, "\(app.model.problems)")
        pilot.wait(.milliseconds(300))
        #expect(pilot.text().hasPrefix(" example-feed · 3 jobs · 2 events/s · restarts 0 · exit 1"), "\(pilot.text())")
        #expect(pilot.text().contains("1 skipped · line 3"), "\(pilot.text())")
        #expect(feedClock.sleepRequests == [.seconds(1)])
        feedClock.advance(by: .seconds(1))
        // Restarted: b-2, not reported again, goes; b-1 climbs above where b-2 was.
        #expect(await until(pilot) { app.model.restarts == 1 && app.screen.list.model.numberOfRows == 2 })
        #expect(pilot.rows(inSection: "build") == ["  b-1           running         5"])
        #expect(pilot.rows(inSection: "test") == ["  t-1           done            1"])
        pilot.wait(FeedApp.titleInterval)  // the title's refresh
        #expect(pilot.text().hasPrefix(" example-feed · 2 jobs · "), "\(pilot.text())")
        #expect(pilot.text().contains("restarts 1 · exit 1"), "\(pilot.text())")
        // Two seconds after the last event the rate is 0: the frame the Examples article shows.
        pilot.wait(.seconds(3))
        let shown = ReadmeFrames.trimmed(pilot.text())
        #expect(try ReadmeFrames.frame("feed") == shown, "the article shows:\n\(shown)")
        await app.model.feed.stop()
    }
}
