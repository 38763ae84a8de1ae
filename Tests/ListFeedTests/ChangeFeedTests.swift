import CollectionView
import Foundation
import ListFeed
import ListInput
import Testing

/// A real `sh -c` command feeding a live list through a ``ChangeFeed``: its
/// events reach the list, bad documents are reported with their line and
/// skipped, its exit is reported; with a ``RestartBackoff`` it is started
/// again on the backoff's schedule (an injected clock: no test waits for it),
/// and what it sends first after a restart replaces the rows, in one batch.
@MainActor
@Suite(.serialized) struct ChangeFeedTests {
    /// A script that counts its runs in `folder` (`$n` is 1 on the first run).
    private static func counting(_ folder: URL, _ body: String) -> String {
        let count = folder.appendingPathComponent("runs").path
        return "n=$(cat '\(count)' 2>/dev/null || echo 0); n=$((n+1)); echo $n > '\(count)'\n" + body
    }

    @Test func eventsReachTheListBadDocumentsNameTheirLineAndTheExitIsReported() async throws {
        let harness = try FeedHarness()
        let feed = harness.feed(#"""
            printf '{"id":"a","v":1}\n{"id":"b","v":2}\ngarbage here\n{"id":"c","v":3}\n'
            printf '{"type":"DELETED","object":{"id":"b"}}\n'
            echo 'the server went away' >&2
            exit 3
            """#)
        let reading = harness.start(feed)
        await reading.value
        #expect(harness.rows() == ["a=1", "c=3"])
        // The bad document is named by its line; the documents after it were not lost.
        #expect(harness.problems.count == 1 && harness.problems.first?.contains("line 3") == true, "\(harness.problems)")
        #expect(harness.exits == [CommandExit(command: "sh", ending: .exited(3), lastErrorLine: "the server went away")])
        #expect(harness.exits.first?.failure == "sh exited with status 3: the server went away")
        // Without a backoff, the feed ends with the command, saying why.
        #expect(harness.reports.last == .ended("sh exited with status 3: the server went away"))
        #expect(harness.restarts.isEmpty)
    }

    @Test func anExitedCommandStartsAgainOnTheBackoffSchedule() async throws {
        let harness = try FeedHarness()
        let clock = ManualFeedClock()
        let feed = harness.feed(#"printf '{"id":"a","v":1}\n'; exit 1"#, restart: RestartBackoff(), clock: clock)
        let reading = harness.start(feed)
        let schedule: [Duration] = [1, 2, 4, 8, 16, 30, 30].map { .seconds($0) }
        for (index, wait) in schedule.enumerated() {
            // The command exited: the feed waits on the clock for the backoff, and nothing starts meanwhile.
            #expect(await harness.until { clock.sleeperCount == 1 && harness.exits.count == index + 1 })
            #expect(clock.sleepRequests == Array(schedule[...index]))
            #expect(harness.restarts.count == index)
            #expect(harness.exits.last?.restartDelay == wait && harness.exits.last?.status == "exit 1")
            clock.advance(by: wait)
            #expect(await harness.until { harness.restarts.count == index + 1 })
        }
        #expect(harness.restarts == Array(1...7))
        await feed.stop()
        await reading.value
        #expect(clock.sleeperCount == 0)
        #expect(harness.rows() == ["a=1"])
    }

    @Test func aMinuteOfSuccessResetsTheBackoff() async throws {
        let harness = try FeedHarness()
        let clock = ManualFeedClock()
        let go = harness.folder.appendingPathComponent("go").path
        // Runs 1 and 2 exit at once; run 3 waits for the test (which moves the clock on a minute meanwhile).
        let feed = harness.feed(Self.counting(harness.folder, """
            printf '{"id":"a","v":%d}\\n' $n
            if [ $n -eq 3 ]; then while [ ! -f '\(go)' ]; do sleep 0.01; done; fi
            exit 1
            """), restart: RestartBackoff(), clock: clock)
        let reading = harness.start(feed)
        #expect(await harness.until { clock.sleeperCount == 1 })
        clock.advance(by: .seconds(1))
        #expect(await harness.until { clock.sleeperCount == 1 && clock.sleepRequests.count == 2 })
        clock.advance(by: .seconds(2))
        #expect(await harness.until { harness.restarts == [1, 2] })
        clock.advance(by: .seconds(61))
        _ = FileManager.default.createFile(atPath: go, contents: nil)
        #expect(await harness.until { clock.sleeperCount == 1 && clock.sleepRequests.count == 3 })
        #expect(clock.sleepRequests == [.seconds(1), .seconds(2), .seconds(1)])
        await feed.stop()
        await reading.value
    }

    @Test func whatTheRestartedCommandSendsFirstReplacesTheRowsInOneBatch() async throws {
        let harness = try FeedHarness()
        let clock = ManualFeedClock()
        let go = harness.folder.appendingPathComponent("go").path
        let feed = harness.feed(Self.counting(harness.folder, """
            if [ $n -eq 1 ]; then printf '{"id":"a","v":1}\\n{"id":"b","v":1}\\n{"id":"c","v":1}\\n'; exit 0; fi
            printf '{"id":"c","v":2}\\n{"id":"a","v":2}\\n'
            while [ ! -f '\(go)' ]; do sleep 0.01; done
            """), restart: RestartBackoff(), clock: clock)
        let reading = harness.start(feed)
        #expect(await harness.until { clock.sleeperCount == 1 })
        #expect(harness.rows() == ["a=1", "b=1", "c=1"])
        let batches = harness.live.statistics.batches
        clock.advance(by: .seconds(1))
        #expect(await harness.until { harness.restarts == [1] })
        // Held back until the command goes quiet, then one resync: b, not re-sent, goes with the updates of a and c.
        #expect(await harness.until { harness.live.pendingCount > 0 })
        #expect(harness.rows() == ["a=2", "c=2"])
        #expect(harness.live.statistics.batches == batches + 1)
        _ = FileManager.default.createFile(atPath: go, contents: nil)
        #expect(await harness.until { harness.exits.count == 2 })
        #expect(harness.exits.map(\.status) == ["exit 0", "exit 0"])
        await feed.stop()
        await reading.value
    }

    @Test func aRestartedCommandCountsItsLinesAfresh() async throws {
        let harness = try FeedHarness()
        let clock = ManualFeedClock()
        let feed = harness.feed(Self.counting(harness.folder, #"""
            printf '{"id":"a","v":1}\n{"id":"b","v":1}\nnot json\n'
            exit 2
            """#), restart: RestartBackoff(), clock: clock)
        let reading = harness.start(feed)
        #expect(await harness.until { clock.sleeperCount == 1 })
        clock.advance(by: .seconds(1))
        #expect(await harness.until { clock.sleeperCount == 1 && harness.exits.count == 2 })
        #expect(harness.problems.count == 2 && harness.problems.allSatisfy { $0.contains("line 3") }, "\(harness.problems)")
        #expect(harness.rows() == ["a=1", "b=1"])
        await feed.stop()
        await reading.value
    }

    @Test func aCommandThatCannotStartIsNotRestarted() async throws {
        let harness = try FeedHarness()
        let clock = ManualFeedClock()
        let reader = EventsReader(options: EventOptions(), live: harness.live, row: Item.init, clock: harness.stepper.clock)
        let feed = ChangeFeed(source: .command(["listfeed-no-such-command"]), reader: reader, restart: RestartBackoff(), clock: clock)
        let reading = harness.start(feed)
        await reading.value
        #expect(harness.reports.last == .ended(#"cannot run "listfeed-no-such-command": command not found"#))
        #expect(harness.exits.isEmpty && harness.restarts.isEmpty)
        #expect(clock.sleepRequests.isEmpty)
    }

    @Test func stoppingKillsTheCommandAndEndsTheWait() async throws {
        let harness = try FeedHarness()
        let feed = harness.feed("sleep 30", restart: RestartBackoff(), clock: ManualFeedClock())
        let reading = harness.start(feed)
        try await Task.sleep(for: .milliseconds(100))
        let began = ContinuousClock.now
        await feed.stop()
        await reading.value
        #expect(ContinuousClock.now - began < .seconds(5))
        #expect(harness.restarts.isEmpty)
    }

    /// `tail -f log | app`: the pipe stays open, its reader blocked on it; stopping does not wait for its end.
    @Test func stoppingAFeedOfAnOpenPipeReturnsAtOnce() async throws {
        let harness = try FeedHarness()
        let pipe = Pipe()
        let reader = EventsReader(options: EventOptions(key: "id", fields: ["id", "v"]), live: harness.live, row: Item.init,
                                  clock: harness.stepper.clock)
        let feed = ChangeFeed(source: .descriptor(pipe.fileHandleForReading.fileDescriptor), reader: reader)
        let reading = harness.start(feed)
        pipe.fileHandleForWriting.write(Data(#"{"id":"a","v":1}"#.utf8 + [0x0A]))
        #expect(await harness.until { harness.rows() == ["a=1"] })
        let stopped = LockedValue(false)
        Task { await feed.stop(); stopped.withLock { $0 = true } }
        #expect(await harness.until { stopped.current }, "stop() waited for the end of a pipe that stays open")
        try pipe.fileHandleForWriting.close()
        await reading.value
    }
}
