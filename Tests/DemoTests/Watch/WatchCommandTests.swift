import Foundation
import Testing

/// `demo watch --headless`, run as the built binary on real commands: shell
/// scripts that print something different on each run (a counter file in a
/// temporary directory says which run it is).
@Suite(.temporaryFiles) struct WatchCommandTests {
    /// A fresh directory holding `script.sh`, which prints `outputs[run - 1]`
    /// (the last one again once they run out) and then runs `after`.
    ///
    /// The tests run it as `sh ./script.sh`, not `./script.sh`: executing a
    /// file fails with "Text file busy" while any process still holds it open
    /// for writing, and a process another test starts while this one writes
    /// the script inherits that descriptor (a CI run failed so).
    private static func scripted(_ outputs: [String], after: String = "") throws -> URL {
        let directory = TemporaryFiles.url("listmotion-watch")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var script = "#!/bin/sh\ncd \"$(dirname \"$0\")\"\nn=$(cat count 2>/dev/null || echo 0); n=$((n+1)); echo $n > count\ncase $n in\n"
        for (index, output) in outputs.enumerated() {
            let pattern = index == outputs.count - 1 ? "*" : "\(index + 1)"
            script += "\(pattern)) printf '%s' '\(output.replacingOccurrences(of: "'", with: "'\\''"))';;\n"
        }
        script += "esac\n" + after + "\n"
        let url = directory.appendingPathComponent("script.sh")
        try Data(script.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return directory
    }

    private static func watch(_ arguments: [String], in directory: URL? = nil, stdin: String? = nil) throws -> DemoBinary.Run {
        try DemoBinary.run(["watch", "--headless"] + arguments, stdin: stdin, directory: directory)
    }

    /// The frames of `run`, as text without headings.
    private static func frames(_ output: String, run: Int) -> [String] {
        output.components(separatedBy: "--- run \(run) frame ").dropFirst().map {
            let body = $0.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).last.map(String.init) ?? ""
            return body.components(separatedBy: "--- run ").first ?? body
        }
    }

    @Test func keyedRowsReRankAndTheMoverPassesThroughIntermediateLines() throws {
        let rows = (1...8).map { "host\($0) \($0 * 10)" }
        let reranked = [rows[7]] + rows[0..<7]
        let directory = try Self.scripted([rows.joined(separator: "\n") + "\n", reranked.joined(separator: "\n") + "\n"])
        let run = try Self.watch(["--runs", "2", "--frames", "12", "--size", "20x8", "--key", "1", "--", "sh", "./script.sh"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let headings = run.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("--- run 2 frame ") }
        #expect(headings.count == 12)
        #expect(headings.first == "--- run 2 frame 1 (t=0 ms)")
        let frames = Self.frames(run.stdout, run: 2)
        #expect(frames.first == rows.joined(separator: "\n") + "\n")
        #expect(frames.last == reranked.joined(separator: "\n") + "\n")
        // The mover is seen on a line between 7 and 0 in some frame: it glides, it does not jump.
        let lines = frames.compactMap { $0.components(separatedBy: "\n").firstIndex(of: "host8 80") }
        #expect(lines.contains { $0 > 0 && $0 < 7 }, "\(lines)")
        // Every frame is a list: each row exactly once; the rows it passes keep their order.
        for frame in frames {
            let hosts = frame.components(separatedBy: "\n").filter { $0.hasPrefix("host") }
            #expect(hosts.sorted() == rows.sorted(), "\(frame)")
            let others = frame.components(separatedBy: "\n").filter { $0.hasPrefix("host") && $0 != "host8 80" }
            #expect(others == others.sorted(), "\(frame)")
        }
    }

    @Test func duplicateLinesAreRowsOfTheirOwn() throws {
        let directory = try Self.scripted(["x\ny\nx\n", "x\nx\ny\n"])
        let run = try Self.watch(["--runs", "2", "--frames", "2", "--size", "10x3", "--", "sh", "./script.sh"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.frames(run.stdout, run: 1) == ["x\ny\nx\n", "x\ny\nx\n"])
        #expect(Self.frames(run.stdout, run: 2).last == "x\nx\ny\n")
        #expect(!run.stdout.contains("--- run 2:"))
    }

    @Test func chgexitStopsAfterTheFirstChangedRun() throws {
        let directory = try Self.scripted(["a\n", "a\n", "b\n"])
        let run = try Self.watch(["--runs", "10", "--frames", "1", "--size", "10x2", "-g", "--", "sh", "./script.sh"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "--- run 1 frame 1 (t=0 ms)\na\n\n--- run 2 frame 1 (t=0 ms)\na\n\n--- run 3 frame 1 (t=0 ms)\nb\n\n")
    }

    @Test func errexitShowsTheFailedRunAndExitsWithItsCode() throws {
        let directory = try Self.scripted(["ok\n", "partial\n"], after: "[ $n -ge 2 ] && { echo 'disk full' >&2; exit 3; }; exit 0")
        let run = try Self.watch(["--runs", "5", "--frames", "1", "--size", "20x2", "-e", "--", "sh", "./script.sh"], in: directory)
        #expect(run.status == 3)
        #expect(run.stdout == "--- run 1 frame 1 (t=0 ms)\nok\n\n--- run 2: exit 3: disk full\n--- run 2 frame 1 (t=0 ms)\npartial\n\n")
        // Without -e the failure is reported and the last good list stays.
        try FileManager.default.removeItem(at: directory.appendingPathComponent("count"))
        let going = try Self.watch(["--runs", "3", "--frames", "1", "--size", "20x2", "--", "sh", "./script.sh"], in: directory)
        #expect(going.status == 0)
        #expect(going.stdout.contains("--- run 3: exit 3: disk full\n--- run 3 frame 1 (t=0 ms)\nok\n"), "\(going.stdout)")
    }

    @Test func timeoutKillsTheCommandAndEverythingItStarted() throws {
        let directory = try Self.scripted(["started\n"], after: "sleep 30 & echo $! > child.pid; sleep 30")
        let start = Date()
        let run = try Self.watch(["--runs", "2", "--frames", "1", "--size", "20x2", "--timeout", "0.4", "--", "sh", "./script.sh"], in: directory)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("--- run 1: timed out after 0.4 s\n"), "\(run.stdout)")
        #expect(run.stdout.contains("--- run 2: timed out after 0.4 s\n"))
        let pid = try String(contentsOf: directory.appendingPathComponent("child.pid"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        // Gone, or a zombie waiting for init to reap it: not running.
        Thread.sleep(forTimeInterval: 0.2)
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        let state = stat.split(separator: ")").last?.split(separator: " ").first.map(String.init)
        #expect(stat.isEmpty || state == "Z", "child \(pid) still running: \(stat)")
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aTerminatingSignalKillsTheRunUnderWayFirst(signal: Int32) throws {
        let directory = try Self.scripted(["started\n"], after: "sleep 30 & echo $! > child.pid; sleep 30")
        let process = Process()
        process.executableURL = DemoBinary.url
        process.arguments = ["watch", "--headless", "--runs", "1", "--frames", "1", "--", "sh", "./script.sh"]
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pidFile = directory.appendingPathComponent("child.pid").path
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: pidFile), Date() < deadline { Thread.sleep(forTimeInterval: 0.03) }
        Thread.sleep(forTimeInterval: 0.1)
        let child = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        Thread.sleep(forTimeInterval: 0.2)
        let stat = (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8)) ?? ""
        let state = stat.split(separator: ")").last?.split(separator: " ").first.map(String.init)
        #expect(stat.isEmpty || state == "Z", "SIG \(signal): child \(child) outlived demo watch: \(stat)")
        if !stat.isEmpty, state != "Z", let leftover = pid_t(child), leftover > 1 { kill(leftover, SIGKILL) }
    }

    @Test func intervalAndPreciseSpaceTheRuns() throws {
        // Each run takes 0.4 s and notes when it started. With -n 0.5 runs
        // start 0.5 s after the last ended (~0.9 s apart); with -p on a 0.5 s grid.
        func starts(_ arguments: [String]) throws -> [Double] {
            let directory = try Self.scripted(["x\n"], after: "date +%s.%N >> starts; sleep 0.4")
            let run = try Self.watch(["--runs", "3", "--frames", "1", "--size", "10x2"] + arguments + ["--", "sh", "./script.sh"], in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            let text = try String(contentsOf: directory.appendingPathComponent("starts"), encoding: .utf8)
            return text.split(separator: "\n").compactMap { Double($0) }
        }
        let relaxed = try starts(["-n", "0.5"])
        let precise = try starts(["-n", "0.5", "-p"])
        try #require(relaxed.count == 3 && precise.count == 3)
        #expect(relaxed[2] - relaxed[0] > 1.6, "\(relaxed)")
        #expect(precise[2] - precise[0] < 1.4, "\(precise)")
        #expect(precise[2] - precise[0] > 0.9, "\(precise)")
    }

    @Test func aMissingCommandExits127WithOneLine() throws {
        let run = try Self.watch(["--runs", "1", "--", "listmotion-no-such-command"])
        #expect(run.status == 127)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "demo watch: cannot run \"listmotion-no-such-command\": command not found\n")
    }

    @Test func aSaveFileThatCannotBeWrittenOrAHistoryThatCannotBeReadStopsBeforeTheTerminalOpens() throws {
        // Not headless, and no terminal here: the file is the problem named, not the terminal.
        let save = try DemoBinary.run(["watch", "--save", "/nonexistent/history.ndjson", "--", "true"])
        #expect(save.status == 66)
        #expect(save.stderr == "demo watch: /nonexistent/history.ndjson: cannot write the file\n")
        let load = try DemoBinary.run(["watch", "--load", "/nonexistent/history.ndjson"])
        #expect(load.status == 66)
        #expect(load.stderr == "demo watch: /nonexistent/history.ndjson: cannot read the file\n")
        let directory = try Self.scripted([""])
        let bad = directory.appendingPathComponent("bad.ndjson")
        try Data("not json\n".utf8).write(to: bad)
        let unreadable = try DemoBinary.run(["watch", "--load", bad.path])
        #expect(unreadable.status == 65)
        #expect(unreadable.stderr == "demo watch: \(bad.path): line 1: malformed JSON\n", "\(unreadable.stderr)")
    }

    @Test func usageErrorsExit2() throws {
        #expect(try Self.watch([]).status == 2)
        #expect(try Self.watch(["--", "true"]).status == 2)  // headless needs --runs
        #expect(try DemoBinary.run(["watch", "-n", "0", "--", "true"]).status == 2)
    }

    @Test func helpAndACommandGivenAsOneWord() throws {
        let help = try DemoBinary.run(["watch", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--chgexit") && help.stdout.contains("--timeout <seconds>"), "\(help.stdout)")
        let word = try Self.watch(["--runs", "1", "--frames", "1", "--size", "10x2", "echo a b | tr a-z A-Z"])
        #expect(word.stdout == "--- run 1 frame 1 (t=0 ms)\nA B\n\n", "\(word.stderr)")
        #expect(try Self.watch(["--runs", "1", "-", "--", "echo"]).status == 2)
    }

    @Test func escapeSequencesAndBadBytesNeverReachTheTerminalRaw() throws {
        let directory = try Self.scripted([""], after: #"printf '\033[2J\033[31mred\007\n\377\376bad\n'"#)
        let run = try Self.watch(["--runs", "1", "--frames", "1", "--size", "20x2", "--", "sh", "./script.sh"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("\u{1B}") && !run.stdout.contains("\u{07}"))
        #expect(run.stdout == "--- run 1 frame 1 (t=0 ms)\n␛[2J␛[31mred␇\n\u{FFFD}\u{FFFD}bad\n")
    }

    @Test func longLinesEndInAnEllipsisAtTheListWidth() throws {
        let run = try Self.watch(["--runs", "1", "--frames", "1", "--size", "12x2", "--", "echo " + String(repeating: "x", count: 5000) + "; echo short"])
        #expect(run.stdout == "--- run 1 frame 1 (t=0 ms)\nxxxxxxxxxxx…\nshort\n")
    }

    @Test func aLineBreakInsideACSVFieldStaysVisibleOnItsRow() throws {
        // A quoted field may hold a line break: the row is still one line, the break shown as ␊, nothing after it lost.
        let directory = try Self.scripted([#"name,note"# + "\n" + #"bob,"two"# + "\n" + #"lines""# + "\ncy,plain\n"])
        let run = try Self.watch(["--runs", "1", "--frames", "1", "--size", "30x4", "--format", "csv", "--key", "name", "--", "sh", "./script.sh"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "--- run 1 frame 1 (t=0 ms)\nname  note\nbob   two␊lines\ncy    plain\n\n", "\(run.stdout)")
    }

    @Test func theCommandSeesTheListSize() throws {
        let run = try Self.watch(["--runs", "1", "--frames", "1", "--size", "33x2", "--", "echo $COLUMNS $LINES"])
        #expect(run.stdout == "--- run 1 frame 1 (t=0 ms)\n33 2\n\n")
    }

    @Test func badOutputIsAnErrorLineAndTheLastGoodListStays() throws {
        let directory = try Self.scripted(["a 1\nb 2\n", "a 1\nb 1\n", "b 2\na 1\n"])
        let run = try Self.watch(["--runs", "3", "--frames", "1", "--size", "20x2", "--key", "2", "--", "sh", "./script.sh"], in: directory)
        #expect(run.status == 0)
        #expect(run.stdout == """
            --- run 1 frame 1 (t=0 ms)
            a 1
            b 2
            --- run 2: duplicate key "1" on line 1 and line 2
            --- run 2 frame 1 (t=0 ms)
            a 1
            b 2
            --- run 3 frame 1 (t=0 ms)
            b 2
            a 1

            """)
    }

    @Test func ndjsonSnapshotsFromAPipe() throws {
        // One snapshot a line, text that is not one (reported, nothing else lost), and one pretty-printed.
        let input = #"["a", "b"]"# + "\n" + #"{"sections": [{"id": "S", "items": ["b", "a"]}]}"# + "\nnot json\n" + "[\n  \"c\"\n]\n"
        let run = try Self.watch(["--frames", "1", "--size", "10x3", "-"], stdin: input)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
            --- run 1 frame 1 (t=0 ms)
            a
            b

            --- run 2 frame 1 (t=0 ms)
            S
              b
              a
            --- run 3: line 3: expected a JSON object or array
            --- run 3 frame 1 (t=0 ms)
            S
              b
              a
            --- run 4 frame 1 (t=0 ms)
            c



            """)
    }

    @Test func saveThenLoadReplaysTheSameHistory() throws {
        let outputs = ["name,score\nann,1\nbob,2\n", "name,score\nann,1\nbob,2\n", "name,score\nbob,5\nann,1\n", "name,score\nbob,5\nann,1\ncy,0\n"]
        let directory = try Self.scripted(outputs)
        let history = directory.appendingPathComponent("history.ndjson").path
        let live = try Self.watch(["--runs", "4", "--frames", "3", "--size", "20x4", "--format", "csv", "--key", "name", "--save", history, "--", "sh", "./script.sh"], in: directory)
        #expect(live.status == 0, "\(live.stderr)")
        let saved = try String(contentsOfFile: history, encoding: .utf8).split(separator: "\n")
        #expect(saved.count == 3)  // run 2 did not change: counted, not stored
        let replay = try Self.watch(["--load", history, "--frames", "3", "--size", "20x4"])
        #expect(replay.status == 0, "\(replay.stderr)")
        for run in [1, 3, 4] {
            #expect(Self.frames(replay.stdout, run: run) == Self.frames(live.stdout, run: run), "run \(run)")
        }
        #expect(!replay.stdout.contains("--- run 2 "))
        let missing = try Self.watch(["--load", "/nonexistent/history.ndjson"])
        #expect(missing.status == 66)
    }
}
