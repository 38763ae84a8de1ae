import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RecordingReplay
import Testing

/// The recordings committed under `docs/` are current: each is exactly what
/// its `docs/record.sh` line (`demo diff` or `demo watch`, `--headless
/// --record`) makes from today's code, valid XML, in sync with the frames
/// the same command prints (the SVG read back at every change shows them, in
/// order), and the README shows them.
@Suite struct RecordingsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The script's demo runs: the arguments after `"$demo"` of every line that records into `docs/`.
    static func recordings() throws -> [(file: String, arguments: [String])] {
        let script = try String(contentsOf: root.appendingPathComponent("docs/record.sh"), encoding: .utf8)
        return script.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            guard words.first == "\"$demo\"", let record = words.firstIndex(of: "--record"), record + 1 < words.count else { return nil }
            return (words[record + 1], Array(words[1..<(words.firstIndex(of: ">") ?? words.count)]))
        }
    }

    @Test func everyRecordingIsWhatTheScriptMakesNow() throws {
        let recordings = try Self.recordings()
        #expect(recordings.map(\.file) == ["docs/reorder.svg", "docs/leaderboard.svg"])
        for (file, arguments) in recordings {
            let committed = try Data(contentsOf: Self.root.appendingPathComponent(file))
            let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("lm-\(UUID().uuidString)-\((file as NSString).lastPathComponent)")
            defer { try? FileManager.default.removeItem(at: fresh) }
            let run = try Self.run(arguments.map { $0 == file ? fresh.path : $0 })
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try Data(contentsOf: fresh) == committed, "\(file) is out of date: run sh docs/record.sh")
            #expect(XMLParser(data: committed).parse(), "\(file) is not valid XML")
            #expect(committed.count < 200_000)

            // The frames it claims: the SVG, read at every change, shows the printed frames in order.
            let printed = try Self.run(Array(arguments.prefix { $0 != "--record" }) + Array(arguments.drop { $0 != "--record" }.dropFirst(2)))
            let expected = Self.distinct(Self.frames(printed.stdout))
            let shown = Self.distinct(try Self.changes(String(decoding: committed, as: UTF8.self), size: Self.size(arguments)))
            #expect(expected.count > 3)
            #expect(shown == expected, "\(file) does not show the frames its command prints")
        }
    }

    /// Runs the demo from the package's root, with a fresh TMPDIR (the leaderboard counts its runs there).
    static func run(_ arguments: [String]) throws -> DemoBinary.Run {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("lm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        return try DemoBinary.run(arguments, directory: root, environment: ["TMPDIR": temporary.path])
    }

    /// `--size COLSxROWS` of a command line.
    static func size(_ arguments: [String]) throws -> (columns: Int, rows: Int) {
        let value = try #require(arguments.firstIndex(of: "--size").map { arguments[$0 + 1] })
        let parts = value.split(separator: "x").compactMap { Int($0) }
        return (parts[0], parts[1])
    }

    /// The frames of headless output: the lines under each `--- ` heading.
    static func frames(_ output: String) -> [[String]] {
        var frames: [[String]] = []
        for line in output.components(separatedBy: "\n") {
            if line.hasPrefix("--- ") { frames.append([]) } else if !frames.isEmpty { frames[frames.count - 1].append(line) }
        }
        return frames.map(trimmed).filter { !$0.isEmpty }
    }

    /// The SVG's screen between each two moments something changes in it.
    static func changes(_ svg: String, size: (columns: Int, rows: Int)) throws -> [[String]] {
        let replay = try SVGReplay(svg)
        let moments = Set(replay.keyframes.values.flatMap { $0.map(\.0) } + [0, 100]).sorted()
        return zip(moments, moments.dropFirst()).map { start, end in
            trimmed(replay.text(at: (start + end) / 2 / 100 * replay.duration, rows: size.rows, columns: size.columns) ?? ["two lines on a row"])
        }
    }

    static func trimmed(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `frames` without a frame equal to the one before it.
    static func distinct(_ frames: [[String]]) -> [[String]] {
        frames.enumerated().filter { $0.offset == 0 || frames[$0.offset - 1] != $0.element }.map(\.element)
    }

    @Test func theReadmeOpensWithTheReorderAndTheLeaderboard() throws {
        let readme = try Readme.text()
        let top = readme.components(separatedBy: "\n## ").first ?? ""
        #expect(top.contains("](docs/reorder.svg)"))
        #expect(top.contains("](docs/leaderboard.svg)"))
    }
}
