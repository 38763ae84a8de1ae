import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TmuxTesting

/// `demo diff --headless --record FILE`: the frames it prints, recorded;
/// the cast replayed into a real terminal (tmux) of its header's size ends
/// on the last frame, wide characters included.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end terminal tests skipped"))
struct DiffRecordEndToEndTests {
    static let names = ["Ada", "李小龙", "Zoë", "🎉 Party", "Eve", "Fay", "Gus", "Дора"]

    /// OLD (Ada first) and NEW (Ada last) as plain-text lists, in a fresh directory.
    static func lists() throws -> (directory: URL, old: String, new: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lm-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let old = directory.appendingPathComponent("old.txt")
        let new = directory.appendingPathComponent("new.txt")
        try Data((names.joined(separator: "\n") + "\n").utf8).write(to: old)
        try Data(((names.dropFirst() + [names[0]]).joined(separator: "\n") + "\n").utf8).write(to: new)
        return (directory, old.path, new.path)
    }

    /// The last frame of `demo diff --headless` output, its lines.
    static func lastFrame(_ output: String) -> [String] {
        let block = output.components(separatedBy: "--- frame ").last ?? ""
        var lines = block.components(separatedBy: "\n").dropFirst().map { $0 }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    @Test func castReplayedInTmuxEndsOnTheLastFrame() throws {
        let (directory, old, new) = try Self.lists()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cast = directory.appendingPathComponent("diff.cast").path
        let arguments = ["diff", old, new, "--headless", "--frames", "7", "--size", "30x10"]
        let plain = try DemoBinary.run(arguments)
        let recorded = try DemoBinary.run(arguments + ["--record", cast])
        #expect(recorded.status == 0)
        // The text frames are the same with or without the recording.
        #expect(recorded.stdout == plain.stdout)

        let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n").map(String.init)
        let header = try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any]
        #expect(header?["version"] as? Int == 2)
        #expect(header?["width"] as? Int == 30 && header?["height"] as? Int == 10)
        var bytes = ""
        var times: [Double] = []
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            times.append(try #require(event[0] as? NSNumber).doubleValue)
            #expect(event[1] as? String == "o")
            bytes += try #require(event[2] as? String)
        }
        #expect(times.first == 0 && times == times.sorted())
        let bytesFile = directory.appendingPathComponent("bytes").path
        try Data(bytes.utf8).write(to: URL(fileURLWithPath: bytesFile))

        let session = try TmuxSession(columns: 30, rows: 10, command: "cat '\(bytesFile)'; sleep 600")
        let expected = Self.lastFrame(plain.stdout)
        #expect(expected.last?.hasPrefix("Ada") == true || expected.contains("Ada"))
        let shown = session.wait { screen in
            screen.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) } == expected
        }
        #expect(shown.ok, "tmux shows \(shown.screen), the last frame is \(expected)")
    }

    @Test func svgRecordingIsXMLAndBadPathsAreRefused() throws {
        let (directory, old, new) = try Self.lists()
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("diff.svg").path
        let run = try DemoBinary.run(["diff", old, new, "--headless", "--frames", "9", "--size", "30x10", "--record", svg])
        #expect(run.status == 0)
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: svg)))
        #expect(parser.parse())
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains(">李<"))  // a wide glyph is a text of its own

        let gif = try DemoBinary.run(["diff", old, new, "--headless", "--record", directory.appendingPathComponent("a.gif").path])
        #expect(gif.status == 2)  // a usage error
        #expect(gif.stderr.contains("a .cast (asciicast v2) or an .svg file"))
        // In a terminal it records the terminal (TerminalRecordEndToEndTests); here there is none.
        let terminal = try DemoBinary.run(["diff", old, new, "--record", svg])
        #expect(terminal.status == 2)
        #expect(terminal.stderr.contains("is not a terminal"))
        let printed = try DemoBinary.run(["diff", old, new, "--print", "--record", svg])
        #expect(printed.status == 2)
        #expect(printed.stderr.contains("cannot go with --print"))
        let unwritable = try DemoBinary.run(["diff", old, new, "--headless", "--record", "/nonexistent-\(UUID().uuidString)/a.svg"])
        #expect(unwritable.status == 73)
        #expect(unwritable.stderr.hasPrefix("demo diff: /nonexistent-"))
    }
}
