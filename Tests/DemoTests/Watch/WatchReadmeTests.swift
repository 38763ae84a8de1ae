@testable import Demo
import CollectionView
import CollectionViewTesting
import FeedUI
import Foundation
import ListInput
import Testing

/// The `demo watch` section of *The demo* (TerminalUI's DocC catalogue) says
/// what `demo watch` does: its key table is the screen's `?` help, and its
/// captured frames are what its commands print.
@MainActor @Suite struct WatchReadmeTests {
    static let heading = "### Watching a command: demo watch"

    /// The article's text from the watch section's heading to the next heading of its level or above.
    static func section() throws -> String {
        let text = try Readme.demoArticle()
        guard let start = text.range(of: heading + "\n") else { return "" }
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n### ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test func theKeyTableSaysWhatTheHelpSays() throws {
        let settings = WatchSettings(source: .standardInput, commandLine: "-", input: InputOptions(format: .lines))
        let screen = WatchScreen(settings: settings, executor: ManualExecutor(), clock: ManualClock())
        let table = try ReadmeKeyTable(markdown: Readme.demoArticle(), heading: Self.heading)
        let problems = table.disagreements(with: screen.keyGuide.help)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Each ```` ``` ```` block of the section that starts with `$ swift run demo watch …`:
    /// the command's words, the file it reads on stdin, and the pieces of output it shows (between `…` lines).
    static func examples() throws -> [(arguments: [String], stdin: String?, pieces: [String])] {
        var examples: [(arguments: [String], stdin: String?, pieces: [String])] = []
        var rest = try section()[...]
        while let open = rest.range(of: "```\n$ swift run demo watch "), let close = rest[open.upperBound...].range(of: "\n```") {
            let lines = rest[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            rest = rest[close.upperBound...]
            guard let command = lines.first else { continue }
            let redirect = command.components(separatedBy: " < ")
            let arguments = ["watch"] + redirect[0].split(separator: " ").map(String.init)
            let pieces = lines.dropFirst().split(separator: "…").map { $0.joined(separator: "\n") }.filter { !$0.isEmpty }
            examples.append((arguments, redirect.count > 1 ? redirect[1] : nil, pieces))
        }
        return examples
    }

    @Test func theCapturedFramesAreWhatTheCommandsPrint() throws {
        let root = Readme.url.deletingLastPathComponent()
        let examples = try Self.examples()
        #expect(examples.count >= 2)
        for example in examples {
            // The leaderboard counts its runs in a file under $TMPDIR: a fresh one starts at run 1.
            let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("listmotion-readme-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: temporary) }
            let stdin = try example.stdin.map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
            let run = try DemoBinary.run(example.arguments, stdin: stdin, directory: root, environment: ["TMPDIR": temporary.path])
            #expect(run.status == 0, "\(example.arguments): \(run.stderr)")
            for piece in example.pieces {
                #expect(run.stdout.contains(piece), "\(example.arguments.joined(separator: " ")) does not print:\n\(piece)\n--- it prints:\n\(run.stdout)")
            }
        }
    }
}
