import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RecordingReplay
import Testing
import TmuxTesting

/// `--record FILE` in a real terminal (tmux): a cast holds what the
/// terminal was sent, so replayed into a pane of its header's size (and
/// resized where it says) it ends on the screen the person saw; an SVG is
/// written on SIGTERM too, and ends on the last frame drawn.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end terminal tests skipped (.ci/run installs it)"))
struct TerminalRecordEndToEndTests {
    /// Runs `demo ARGUMENTS` in the pane (its pid in `demo.pid`); after it
    /// ends, the pane shows its exit status and the terminal's modes, then `MODES`.
    static func start(_ session: TmuxSession, _ arguments: [String]) throws -> String {
        let pidFile = session.directory.appendingPathComponent("demo.pid").path
        let words = ([BuiltProduct.path("demo")] + arguments).map { "'\($0)'" }.joined(separator: " ")
        try session.respawnReporting("sh -c 'echo $$ > \"$0\"; shift; exec \"$@\"' '\(pidFile)' - \(words)")
        return pidFile
    }

    @Test func aCastReplaysToTheScreenSeenAcrossAResize() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let (directory, old, new) = try DiffRecordEndToEndTests.lists()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cast = directory.appendingPathComponent("terminal.cast").path
        let session = try TmuxSession(columns: 50, rows: 14, command: "sleep 600")
        _ = try Self.start(session, ["diff", old, new, "--record", cast])
        let landed = session.wait(for: "✓ verified")
        #expect(landed.ok, "\(landed.screen.joined(separator: "\n"))")
        let before = landed.screen
        try session.tmux(["resize-window", "-x", "44", "-y", "12"])
        let resized = session.wait { $0.count == 12 && $0.contains { $0.contains("✓ verified") } && $0.last?.contains("q quit") == true }
        #expect(resized.ok, "\(resized.screen.joined(separator: "\n"))")
        usleep(300_000)
        let after = session.capture()
        session.send("q")
        session.expectRestored(exit: 0)

        let replay = try CastReplay(try String(contentsOfFile: cast, encoding: .utf8))
        #expect(replay.header["width"] as? Int == 50 && replay.header["height"] as? Int == 14)
        let resizes = replay.events.filter { $0.kind == "r" }
        #expect(resizes.map(\.data) == ["44x12"])
        #expect(replay.events.map(\.time) == replay.events.map(\.time).sorted())
        // The bytes up to the resize, then the rest, played into a pane resized where the cast says.
        let cut = replay.events.firstIndex { $0.kind == "r" } ?? replay.events.count
        let first = directory.appendingPathComponent("first").path
        let rest = directory.appendingPathComponent("rest").path
        try Data(replay.events[..<cut].map(\.data).joined().utf8).write(to: URL(fileURLWithPath: first))
        try Data(replay.events[cut...].filter { $0.kind == "o" }.map(\.data).joined().utf8).write(to: URL(fileURLWithPath: rest))
        let player = try TmuxSession(columns: 50, rows: 14, command: "stty -echo; cat '\(first)'; read go; cat '\(rest)'; sleep 600")
        let played = player.wait { $0 == before }
        #expect(played.ok, "replayed: \(played.screen.joined(separator: "\n"))\nseen: \(before.joined(separator: "\n"))")
        try player.tmux(["resize-window", "-x", "44", "-y", "12"])
        usleep(200_000)
        player.send("Enter")
        let ended = player.wait { $0 == after }
        #expect(ended.ok, "replayed: \(ended.screen.joined(separator: "\n"))\nseen: \(after.joined(separator: "\n"))")
    }

    @Test func aWatchCastIsWrittenOnSIGINTAndReplaysToTheScreenSeen() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lm-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cast = directory.appendingPathComponent("watch.cast").path
        let lines = directory.appendingPathComponent("lines.sh").path
        // Each run prints the next of three lists (keyed by the first word), so rows glide between runs.
        try """
            n=$(cat '\(directory.path)/n' 2>/dev/null || echo 0); n=$((n + 1)); echo $n > '\(directory.path)/n'
            case $((n % 3)) in 1) printf 'ada 1\\nbo 2\\ncy 3\\n' ;; 2) printf 'cy 9\\nada 1\\nbo 2\\n' ;; 0) printf 'bo 7\\ncy 9\\nada 1\\n' ;; esac
            """.write(toFile: lines, atomically: true, encoding: .utf8)
        let session = try TmuxSession(columns: 40, rows: 8, command: "sleep 600")
        let pidFile = try Self.start(session, ["watch", "-n", "2", "--key", "1", "--record", cast, "--", "sh", lines])
        let ran = session.wait { ($0.first?.contains("run 4") ?? false) }
        #expect(ran.ok, "\(ran.screen.joined(separator: "\n"))")
        // Between two runs, once the batch has landed (it lasts 375 ms; the next run is 2 s away): what the
        // pane shows now is what the cast must end on. Stopped mid-animation, the process would draw one
        // more frame between SIGCONT and the SIGINT it then handles, and the cast would rightly end on it.
        usleep(700_000)
        let pid = try #require(Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, SIGSTOP)
        usleep(300_000)
        let seen = session.capture()
        kill(pid, SIGINT)
        kill(pid, SIGCONT)
        session.expectRestored(exit: 130)

        let replay = try CastReplay(try String(contentsOfFile: cast, encoding: .utf8))
        #expect(replay.header["width"] as? Int == 40 && replay.header["height"] as? Int == 8)
        let bytes = directory.appendingPathComponent("bytes").path
        try Data(replay.events.filter { $0.kind == "o" }.map(\.data).joined().utf8).write(to: URL(fileURLWithPath: bytes))
        let player = try TmuxSession(columns: 40, rows: 8, command: "cat '\(bytes)'; sleep 600")
        let played = player.wait { $0 == seen }
        #expect(played.ok, "replayed: \(played.screen.joined(separator: "\n"))\nseen: \(seen.joined(separator: "\n"))")
    }

    @Test func anSVGIsWrittenOnSIGTERMAndEndsOnTheLastFrame() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lm-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("demo.svg").path
        let session = try TmuxSession(columns: 80, rows: 16, command: "sleep 600")
        let pidFile = try Self.start(session, ["--record", svg])
        #expect(session.wait(for: "✓ verified").ok)
        session.send("r")
        usleep(200_000)
        let reversed = session.wait { $0.first?.contains("Z→A") == true && $0.contains { $0.contains("✓ verified") } }
        #expect(reversed.ok, "\(reversed.screen.joined(separator: "\n"))")
        usleep(500_000)
        let seen = session.capture()
        let pid = try #require(Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, SIGTERM)
        session.expectRestored(exit: 143)

        let replay = try SVGReplay(try String(contentsOfFile: svg, encoding: .utf8))
        #expect(replay.rootAttributes["width"] != nil)
        // The last frame drawn is what the pane showed; the first is the book A→Z.
        #expect(replay.text(at: replay.duration * 0.9999, rows: 16, columns: 80) == seen)
        #expect(replay.text(at: 0, rows: 16, columns: 80)?.first?.contains("A→Z") == true)
    }
}

/// `--record` on `demo` and `demo watch`: the same option and errors as `demo
/// diff`'s, and headless, the frames printed.
@Suite struct RecordOptionTests {
    @Test func unknownExtensionsAndUnwritablePathsAreTypedErrors() throws {
        for arguments in [["--record", "a.gif"], ["watch", "--record", "a.txt", "--", "echo"], ["--headless", "--record", "a"]] {
            let run = try DemoBinary.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.contains("a .cast (asciicast v2) or an .svg file"), "\(arguments): \(run.stderr)")
        }
        let missing = "/nonexistent-\(UUID().uuidString)"
        let cases: [([String], String)] = [
            (["--headless", "--record", "\(missing)/a.svg"], "demo: \(missing)/a.svg"),
            (["--record", "\(missing)/a.cast"], "demo: \(missing)/a.cast"),
            (["watch", "--record", "\(missing)/a.cast", "--", "echo", "hi"], "demo watch: \(missing)/a.cast"),
            (["watch", "--headless", "--runs", "1", "--record", "\(missing)/a.svg", "--", "echo", "hi"], "demo watch: \(missing)/a.svg"),
        ]
        for (arguments, message) in cases {
            let run = try DemoBinary.run(arguments)
            #expect(run.status == 73, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix(message), "\(arguments): \(run.stderr)")
        }
    }

    /// The last frame of headless output: the lines after the last heading.
    static func lastFrame(_ output: String, heading: String) -> [String] {
        let block = output.components(separatedBy: heading).last ?? ""
        var lines = block.components(separatedBy: "\n").dropFirst().map { $0 }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    @Test func headlessDemoAndWatchRecordTheFramesPrinted() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lm-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = RecordingsTests.root

        let cast = directory.appendingPathComponent("demo.cast").path
        let tour = root.appendingPathComponent("Tests/DemoTests/Scripts/tour.keys").path
        let demo = try DemoBinary.run(["--replay", tour, "--headless", "--frames", "6", "--size", "60x16", "--record", cast])
        #expect(demo.status == 0, "\(demo.stderr)")
        let replay = try CastReplay(try String(contentsOfFile: cast, encoding: .utf8))
        #expect(replay.header["width"] as? Int == 60 && replay.header["height"] as? Int == 16)
        var shown = try replay.screen().render().components(separatedBy: "\n")
        while shown.last == "" { shown.removeLast() }
        #expect(shown == Self.lastFrame(demo.stdout, heading: "--- frame "))

        let svg = directory.appendingPathComponent("watch.svg").path
        let watch = try DemoBinary.run(
            ["watch", "--headless", "--runs", "3", "--frames", "4", "--size", "40x8", "-n", "1", "--format", "csv", "--key", "player",
             "--record", svg, "--", "sh", root.appendingPathComponent("Demo/Examples/leaderboard.sh").path],
            environment: ["TMPDIR": directory.path]
        )
        #expect(watch.status == 0, "\(watch.stderr)")
        let frames = try SVGReplay(try String(contentsOfFile: svg, encoding: .utf8))
        // Three runs a second apart: the last frame at 2 s plus its time in the run, held 2 s.
        let lastTime = try #require(watch.stdout.components(separatedBy: "--- run 3 frame 4 (t=").last.flatMap { Double($0.prefix { $0.isNumber }) })
        #expect(frames.duration == 2000 + lastTime + 2000)
        var last = frames.text(at: frames.duration * 0.9999, rows: 8, columns: 40) ?? []
        while last.last == "" { last.removeLast() }
        #expect(last == Self.lastFrame(watch.stdout, heading: "--- run 3 frame 4"))
    }
}
