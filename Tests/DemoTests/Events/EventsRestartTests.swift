import CollectionView
import CollectionViewTesting
@testable import Demo
import FeedUI
import Foundation
import TerminalUI
import ListFeed
import ListInput
import Testing

/// `demo watch --events --restart -- COMMAND` on screen, under a ``Pilot``:
/// a real `sh -c` command that exits is started again after the backoff
/// (on a manual feed clock: no test waits a second), the title says
/// `restarts N` and the last exit status, and what the restarted command
/// sends first replaces the rows. Without `--restart` the feed ends with the command.
@MainActor
@Suite(.serialized) struct EventsRestartTests {
    private static func screen(
        _ script: String, restart: Bool, clock: ManualFeedClock
    ) -> Pilot<ProgramRunner<EventsScreen>> {
        let options = EventOptions(key: "name", fields: ["name", "v"])
        let settings = EventsSettings(source: .command(["sh", "-c", script]), title: "feed", options: options,
                                      restart: restart ? RestartBackoff() : nil)
        return Pilot(size: CellSize(columns: 120, rows: 8)) { animationClock, executor in
            EventsScreen(settings: settings, executor: executor, clock: animationClock, feedClock: clock).runner()
        }
    }

    private static func title(_ pilot: Pilot<ProgramRunner<EventsScreen>>) -> String {
        pilot.lines().first ?? ""
    }

    private static func names(_ pilot: Pilot<ProgramRunner<EventsScreen>>) -> [String] {
        pilot.app.program.live.model.sectionedRows.flatMap(\.rows).map(\.key)
    }

    /// Waits (real time, on the main actor, so the feed's reports land) until `condition` holds; false after 600 s
    /// (generous on purpose: under the whole suite on two cores, the tests that block the cooperative pool
    /// starve swift-subprocess, which waits for a command's exit on it, for minutes; alone, this takes milliseconds).
    private static func until(_ pilot: Pilot<ProgramRunner<EventsScreen>>, _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(600)
        while !condition() {
            if ContinuousClock.now > deadline { return false }
            try? await Task.sleep(for: .milliseconds(5))
            pilot.finish()
        }
        return true
    }

    /// A script counting its runs in `folder`: run 1 sends a, b and c, later runs only a and c; each exits 1.
    private static func script(_ folder: URL) -> String {
        let count = folder.appendingPathComponent("runs").path
        return """
            n=$(cat '\(count)' 2>/dev/null || echo 0); n=$((n+1)); echo $n > '\(count)'
            if [ $n -eq 1 ]; then printf '{"name":"a","v":1}\\n{"name":"b","v":1}\\n{"name":"c","v":1}\\n'
            else printf '{"name":"a","v":%d}\\n{"name":"c","v":%d}\\n' $n $n; fi
            echo "run $n failed" >&2
            exit 1
            """
    }

    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listmotion-restart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func restartStartsTheCommandAgainAndTheTitleCountsIt() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = ManualFeedClock()
        let pilot = Self.screen(Self.script(folder), restart: true, clock: clock)
        // The first run: its rows, its exit, and the title says so (no restart yet).
        #expect(await Self.until(pilot) { pilot.app.model.lastExit != nil && Self.names(pilot) == ["a", "b", "c"] })
        #expect(clock.sleeperCount == 1)
        #expect(Self.title(pilot).contains("restarts 0 · exit 1"), "\(Self.title(pilot))")
        #expect(Self.title(pilot).contains("run 1 failed"), "the exit's reason, with the status: \(Self.title(pilot))")
        #expect(!pilot.app.model.ended && !pilot.text().contains("end of input"))
        #expect(clock.sleepRequests == [.seconds(1)])
        clock.advance(by: .seconds(1))
        // Restarted: it sends a and c only, so b goes; then it exits again and the backoff doubles.
        #expect(await Self.until(pilot) { clock.sleepRequests.count == 2 && pilot.app.model.restarts == 1 && Self.names(pilot) == ["a", "c"] })
        #expect(Self.title(pilot).contains("restarts 1 · exit 1"), "\(Self.title(pilot))")
        #expect(clock.sleepRequests == [.seconds(1), .seconds(2)])
        clock.advance(by: .seconds(2))
        #expect(await Self.until(pilot) { clock.sleepRequests.count == 3 && pilot.app.model.restarts == 2 && Self.names(pilot) == ["a", "c"] })
        pilot.finish()
        #expect(Self.title(pilot).contains("restarts 2 · exit 1"), "\(Self.title(pilot))")
        #expect(pilot.text().contains("a  3"), "\(pilot.text())")
        await pilot.app.program.stop()
    }

    @Test func withoutRestartTheFeedEndsWithTheCommand() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = ManualFeedClock()
        let pilot = Self.screen(Self.script(folder), restart: false, clock: clock)
        #expect(await Self.until(pilot) { pilot.app.model.ended })
        pilot.finish()
        #expect(Self.names(pilot) == ["a", "b", "c"])
        #expect(clock.sleepRequests.isEmpty)
        #expect(!Self.title(pilot).contains("restarts"), "\(Self.title(pilot))")
        #expect(Self.title(pilot).contains("ended") && Self.title(pilot).contains("sh exited with status 1: run 1 failed"), "\(Self.title(pilot))")
        #expect(pilot.text().contains("end of input"))
    }

    @Test func restartIsForACommandAndNotHeadless() throws {
        let noCommand = try DemoBinary.run(["watch", "--events", "--restart", "-"], stdin: "")
        #expect(noCommand.status == 2 && noCommand.stderr.contains("--restart starts a command again"), "\(noCommand.stderr)")
        let headless = try DemoBinary.run(["watch", "--events", "--restart", "--headless", "--", "sh", "-c", "exit 0"])
        #expect(headless.status == 2 && headless.stderr.contains("--restart would never end under --headless"), "\(headless.stderr)")
        let withoutEvents = try DemoBinary.run(["watch", "--restart", "--headless", "--runs", "1", "--", "true"])
        #expect(withoutEvents.status == 2 && withoutEvents.stderr.contains("--restart needs --events"), "\(withoutEvents.stderr)")
    }
}
