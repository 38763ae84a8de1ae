import CollectionView
@testable import Demo
import Testing

/// `demo --help`, `demo diff --help` and `demo watch --help` list the keys of
/// their screens (what `?` shows), in the words of *The demo*'s tables.
@MainActor @Suite struct HelpKeysTests {
    /// The help lines of the section `TITLE:` of a `--help` text: each line's
    /// keys, then two or more spaces, then what they do.
    static func keys(_ title: String, in help: String) -> [KeyHelp] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: title + ":") else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.map { line in
            let body = line.dropFirst(2)
            guard let gap = body.range(of: "  ") else { return KeyHelp(keys: String(body), text: "") }
            return KeyHelp(keys: String(body[..<gap.lowerBound]),
                           text: body[gap.upperBound...].trimmingCharacters(in: .whitespaces))
        }
    }

    /// The `--help` text of `demo` with `arguments` before `--help`.
    static func help(_ arguments: [String]) throws -> String {
        let run = try DemoBinary.run(arguments + ["--help"])
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    @Test func theAddressBooksHelpListsItsKeysAsTheTableDoes() throws {
        let listed = Self.keys("KEYS", in: try Self.help([]))
        #expect(listed == HeadlessDemo(state: DemoState(), size: CellSize(columns: 100, rows: 30)).screen.keyGuide.help)
        let table = try ReadmeKeyTable(markdown: Readme.demoArticle(), heading: ReadmeKeyTableTests.heading)
        #expect(table.disagreements(with: listed).isEmpty, "\(table.disagreements(with: listed))")
    }

    @Test func diffsHelpListsItsKeysAsTheTableDoes() throws {
        let listed = Self.keys("KEYS", in: try Self.help(["diff"]))
        #expect(!listed.isEmpty && listed == DiffScreen.keyMap.guide.help)
        let table = try ReadmeKeyTable(markdown: Readme.demoArticle(), heading: Self.diffHeading)
        #expect(table.disagreements(with: listed).isEmpty, "\(table.disagreements(with: listed))")
    }

    /// The heading of the `demo diff` section of *The demo*, whose first table is its keys.
    static let diffHeading = "### Seeing a diff: demo diff"

    @Test func watchsHelpListsItsKeysAsTheTableDoesAndThoseOfEvents() throws {
        let text = try Self.help(["watch"])
        let listed = Self.keys("KEYS", in: text)
        #expect(listed == DemoHelp.watch())
        let table = try ReadmeKeyTable(markdown: Readme.demoArticle(), heading: WatchReadmeTests.heading)
        #expect(table.disagreements(with: listed).isEmpty, "\(table.disagreements(with: listed))")
        let events = Self.keys("KEYS (with --events)", in: text)
        #expect(!events.isEmpty && events == DemoHelp.events())
        let eventsTable = try ReadmeKeyTable(markdown: Readme.demoArticle(), heading: Self.eventsHeading)
        #expect(eventsTable.disagreements(with: events).isEmpty, "\(eventsTable.disagreements(with: events))")
    }

    /// The heading of the `--events` section of *The demo*, whose first table is its keys.
    static let eventsHeading = "### Change events: demo watch --events"

    @Test func aKeyMissingFromTheHelpIsCaught() {
        let help = "USAGE: demo\n\nKEYS:\n  ↑ k ↓ j  select\n  q        quit\n\nMORE"
        #expect(Self.keys("KEYS", in: help) == [KeyHelp(keys: "↑ k ↓ j", text: "select"), KeyHelp(keys: "q", text: "quit")])
        #expect(Self.keys("KEYS", in: "USAGE: demo") == [])
        #expect(DemoHelp.keys(after: "ListMotion 0.1.0") == nil)
        #expect(DemoHelp.section("KEYS", [KeyHelp(keys: "q", text: "quit")]) == "KEYS:\n  q  quit")
    }
}
