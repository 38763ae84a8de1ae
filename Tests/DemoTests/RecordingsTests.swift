import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The recordings committed under `docs/` are current: each is exactly what
/// `docs/record.sh`'s `demo diff … --headless --record` line makes from
/// today's code, valid XML, and the README shows them.
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
        #expect(recordings.map(\.file) == ["docs/reorder.svg"])
        for (file, arguments) in recordings {
            let committed = try Data(contentsOf: Self.root.appendingPathComponent(file))
            let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("lm-\(UUID().uuidString)-\((file as NSString).lastPathComponent)")
            defer { try? FileManager.default.removeItem(at: fresh) }
            let run = try DemoBinary.run(arguments.map { $0 == file ? fresh.path : $0 }, directory: Self.root)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try Data(contentsOf: fresh) == committed, "\(file) is out of date: run sh docs/record.sh")
            #expect(XMLParser(data: committed).parse(), "\(file) is not valid XML")
            #expect(committed.count < 200_000)
        }
    }

    @Test func theReadmeOpensWithTheReorder() throws {
        let readme = try Readme.text()
        let top = readme.components(separatedBy: "\n## ").first ?? ""
        #expect(top.contains("](docs/reorder.svg)"))
    }
}
