import CollectionView
@testable import Demo
import Testing

/// The address book's table of keys in *The demo* (TerminalUI's DocC
/// catalogue) says what the demo's `?` help says: every help line of its key
/// maps (the demo's own and its plugins'), with the same keys and the help's
/// words, and no key the maps do not bind.
@MainActor @Suite struct ReadmeKeyTableTests {
    static let heading = "### The address book"

    /// The help lines `?` shows on a demo in `state`.
    static func help(_ state: DemoState = DemoState()) -> [KeyHelp] {
        HeadlessDemo(state: state, size: CellSize(columns: 100, rows: 30)).screen.keyGuide.help
    }

    static func table() throws -> ReadmeKeyTable {
        try ReadmeKeyTable(markdown: Readme.demoArticle(), heading: heading)
    }

    /// What the table gets wrong about `help` that it does not already get
    /// wrong about the demo's own help (so these checks stand apart from
    /// ``theTourTableSaysWhatTheHelpSays()``).
    static func newDisagreements(with help: [KeyHelp]) throws -> [String] {
        let table = try table()
        let known = Set(table.disagreements(with: Self.help()))
        return table.disagreements(with: help).filter { !known.contains($0) }
    }

    @Test func theTourTableSaysWhatTheHelpSays() throws {
        let problems = try Self.table().disagreements(with: Self.help())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func aBindingAddedToTheMapWithoutTheReadmeIsCaught() throws {
        var state = DemoState()
        state.keys.browse = KeyMap(state.keys.browse.bindings + [
            KeyBinding(.undo, keys: [.control("z")], help: "undo every change"),
        ])
        let problems = try Self.newDisagreements(with: Self.help(state))
        #expect(problems == [#"the table has no row for Ctrl+Z: "undo every change""#])
    }

    @Test func aKeyTheMapsNoLongerBindOrAChangedHelpIsCaught() throws {
        var state = DemoState()
        state.keys.browse.setEnabled(.undo, false)
        #expect(try Self.newDisagreements(with: Self.help(state)).contains { $0.contains("lists `u`") })

        state = DemoState()
        state.keys.browse.rebind(.reverse, to: [.control("r")])
        let rebound = try Self.newDisagreements(with: Self.help(state))
        #expect(rebound.contains { $0.contains("lists `r`") } && rebound.contains { $0.contains("no row for Ctrl+R") })

        let reworded = Self.help().map { line in
            line.text == "delete the selected person" ? KeyHelp(keys: line.keys, text: "remove the person") : line
        }
        #expect(try Self.newDisagreements(with: reworded).count == 2)
    }

    @Test func theTableIsReadKeyByKey() throws {
        let markdown = """
            ## Keys
            | keys | what they do |
            | --- | --- |
            | `m` / `↑` `k`, `Enter` | pick up / move it / drop |
            | `/` `|` | filter |
            """
        let table = try ReadmeKeyTable(markdown: markdown, heading: "## Keys")
        #expect(table.rows.map(\.groups) == [[["m"], ["↑", "k", "Enter"]], [["/", "|"]]])
        #expect(table.rows.last?.text == "filter")
        #expect(throws: ReadmeKeyTable.Malformed.self) {
            try ReadmeKeyTable(markdown: "## Keys\n| a | b |\n| - | - |\n| then `m` | pick up |", heading: "## Keys")
        }
    }
}
