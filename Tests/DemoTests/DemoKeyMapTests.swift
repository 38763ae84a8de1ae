import CollectionView
import CollectionViewTesting
@testable import Demo
import FeedUI
import Foundation
import ListDiff
import ListInput
import Testing
import TerminalUI

/// The demo's keys are bound in key maps, and what the screens say about
/// keys (the `?` help, the hint lines) is generated from those maps.
@MainActor @Suite struct DemoKeyMapTests {
    /// The key the terminal decodes from `raw`.
    static func decoded(_ raw: RawInput) throws -> ViewInput {
        guard case let .key(key)? = KeyDecoder.decode(raw) else { throw DecodeFailure() }
        return key
    }

    struct DecodeFailure: Error {}

    /// The `?` overlay's text on a screen big enough for every line.
    static func helpText(_ demo: HeadlessDemo) -> String {
        demo.press(.character("?"))
        defer { demo.press(.escape) }
        return demo.screenText()
    }

    @Test func aReboundKeyWorksAndTheHelpShowsIt() throws {
        var state = DemoState()
        state.keys.browse.rebind(.reverse, to: [.control("r")])
        let demo = HeadlessDemo(state: state, size: CellSize(columns: 100, rows: 60))
        #expect(demo.controller.state.book.ascending)
        demo.press(.character("r"))
        demo.finish()
        #expect(demo.controller.state.book.ascending, "r no longer reverses")
        // Ctrl+R as the terminal sends it, through the screen's event handler.
        #expect(try demo.screen.handle(.key(Self.decoded(.character(0x12)))) == .continue)
        demo.finish()
        #expect(!demo.controller.state.book.ascending)
        #expect(demo.controller.verification == .verified)

        let help = Self.helpText(demo)
        let line = try #require(help.split(separator: "\n").first { $0.contains("reverse the sort") })
        #expect(line.contains("Ctrl+R"), "\(help)")
        #expect(!line.contains(" r "), "\(help)")
    }

    @Test func everyBindingIsInTheHelpAndEveryHintOnAWideHintLine() {
        let demo = HeadlessDemo(size: CellSize(columns: 160, rows: 60))
        let help = Self.helpText(demo)
        let guide = demo.screen.keyGuide
        for binding in demo.controller.state.keys.browse.bindings where binding.help != nil {
            let text = binding.help ?? ""
            #expect(help.contains(text), "\(binding.action) missing from the help:\n\(help)")
            for key in binding.keys { #expect(help.contains(key.label), "\(key.label) of \(binding.action) missing") }
        }
        // The plugins' keys are there too: Selectable's, Movable's, Foldable's, SectionIndex's.
        for line in ["select the previous / next", "pick up the selected row", "fold or unfold it", "jump to a section"] {
            #expect(help.contains(line), "\(line) missing from the help:\n\(help)")
        }
        for line in guide.help { #expect(help.contains(line.keys) && help.contains(line.text), "\(line)") }
        let hintLine = demo.screenText().split(separator: "\n").last.map(String.init) ?? ""
        for hint in guide.hints + guide.pinnedHints {
            #expect(hintLine.contains(hint.keys + " " + hint.text), "\(hint) missing from \(hintLine)")
        }
    }

    @Test func aNarrowHintLineKeepsHelpAndQuit() {
        let demo = HeadlessDemo(size: CellSize(columns: 40, rows: 12))
        let hintLine = demo.screenText().split(separator: "\n").last.map(String.init) ?? ""
        #expect(hintLine.hasSuffix("? help  q quit"), "\(hintLine)")
    }

    @Test func aKeptFilterLeadsANarrowStatusLine() {
        let demo = HeadlessDemo(size: CellSize(columns: 40, rows: 12))
        for step: ScriptStep in [.key(.character("/")), .type("an"), .key(.enter), .wait(.milliseconds(400))] { demo.play(step) }
        let lines = demo.screenText().split(separator: "\n").map(String.init)
        // The status line is above the hint line; cut at the right, it keeps the filter and loses the queue.
        let status = lines.dropLast().last ?? ""
        #expect(status.hasPrefix(" filter “an” · "), "\(status)")
        #expect(lines.last?.hasSuffix("? help  q quit") == true, "\(lines.last ?? "")")
    }

    @Test func theHelpClosingKeysFollowTheMap() {
        var keys = DemoKeys()
        #expect(keys.closesHelp(.character("?")) && keys.closesHelp(.character("q")) && keys.closesHelp(.space))
        #expect(!keys.closesHelp(.character("r")))
        keys.browse.rebind(.quit, to: [.control("x")])
        #expect(keys.closesHelp(.control("x")) && !keys.closesHelp(.character("q")))
        #expect(keys.modelKeys == [.up, .down, .character("k"), .character("j"), .shiftUp, .shiftDown, .character("K"), .character("J")])
    }

    @Test func watchHelpListsEveryBinding() {
        let settings = WatchSettings(source: .standardInput, commandLine: "test", input: InputOptions(format: .lines))
        let screen = WatchScreen(settings: settings, executor: ManualExecutor(), clock: ManualClock()).runner()
        _ = try? screen.handle(.key(.character("?")))
        var canvas = GridCanvas(columns: 140, rows: 40)
        screen.draw(on: &canvas)
        let help = canvas.render()
        for binding in WatchKeys.map.bindings {
            #expect(help.contains(binding.help ?? ""), "\(binding.action) missing:\n\(help)")
            for key in binding.keys { #expect(help.contains(key.label), "\(key.label) of \(binding.action) missing") }
        }
        #expect(help.contains("select the previous / next"), "the list's own keys")

        // The filter's keys: a space typed at the terminal is typed into it; Delete erases.
        _ = try? screen.handle(.key(.escape))
        for raw in [0x2F, 0x61, 0x20, 0x62, 0x63] as [UInt32] { _ = try? screen.handle(.key(Self.decoded(.character(raw)))) }
        #expect(screen.model.filter == "a bc")
        _ = try? screen.handle(.key(.delete))
        #expect(screen.model.filter == "a b")
        _ = try? screen.handle(.key(.enter))
        #expect(screen.model.mode != .filtering && screen.model.filter == "a b")
    }

    @Test func diffHintListsEveryHint() throws {
        let old = try DiffInput.parse(Data(#"["alpha", "beta"]"#.utf8), file: "old")
        let new = try DiffInput.parse(Data(#"["beta", "alpha"]"#.utf8), file: "new")
        let screen = DiffScreen(old: old, new: new, changeset: try Changeset(from: old, to: new), diffTime: .zero,
                                names: ("old", "new"), executor: ManualExecutor()).runner()
        var canvas = GridCanvas(columns: 120, rows: 12)
        screen.draw(on: &canvas)
        let hintLine = canvas.render().split(separator: "\n").last.map(String.init) ?? ""
        for binding in DiffScreen.keyMap.bindings {
            guard let hint = binding.hint, let key = binding.keys.first else { continue }
            #expect(hintLine.contains(key.label) && hintLine.contains(hint), "\(binding.action) missing from \(hintLine)")
        }
        #expect(try screen.handle(.key(Self.decoded(.character(0x1B)))) == .quit(0))
    }
}
