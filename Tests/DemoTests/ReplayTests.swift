import CollectionView
import CollectionViewTesting
@testable import Demo
import Foundation
import ListDiff
import Testing

/// Key scripts played headless with the clock stepped exactly: the final
/// screen against a golden file, and the view checked against the model
/// after every step.
@MainActor @Suite struct ReplayTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func script(_ name: String) throws -> [ScriptStep] {
        try KeyScript.parse(String(contentsOf: directory.appendingPathComponent("Scripts/\(name)"), encoding: .utf8))
    }

    /// The diff time is the one thing that differs between runs.
    static func normalized(_ screen: String) -> String {
        screen.replacingOccurrences(of: #"diff +[0-9]+\.[0-9]+ ms"#, with: "diff  _.__ ms", options: .regularExpression)
    }

    /// Compares with `Goldens/<name>`; writes the file when `LISTMOTION_RECORD_GOLDENS` is set.
    static func expectGolden(_ text: String, _ name: String) throws {
        let url = directory.appendingPathComponent("Goldens/\(name)")
        if ProcessInfo.processInfo.environment["LISTMOTION_RECORD_GOLDENS"] != nil {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(text == golden, "\(name) differs:\n\(text)")
    }

    @Test func tourDeletesMovesReversesFiltersAndUndoes() throws {
        let demo = HeadlessDemo()
        let controller = demo.controller
        #expect(controller.verification == .verified)
        let people = controller.state.book.count
        for step in try Self.script("tour.keys") {
            demo.play(step)
            #expect(controller.verification == .verified, "after \(step): \(controller.verification)")
        }
        demo.finish()
        #expect(controller.verification == .verified)
        #expect(controller.state.book.count == people - 1)
        #expect(controller.state.filter == "ann")
        #expect(controller.state.book.ascending, "u undid the reverse")
        // What the view shows is the model's filtered list, in order.
        let shown = controller.list.shownState.flatMap { $0.items.map(\.id) }
        #expect(shown == controller.state.display.flatMap { $0.items.map(\.id) })
        #expect(!shown.isEmpty && controller.state.display.allSatisfy { $0.items.allSatisfy { $0.sortKey.contains("ann") } })
        try Self.expectGolden(Self.normalized(demo.screenText()) + "\n", "tour-final.txt")
    }

    @Test func streamCoalescesAndStaysVerified() throws {
        let demo = HeadlessDemo(size: CellSize(columns: 100, rows: 30))
        demo.play(.key(.character("-")))  // slower animations: batches pile up
        demo.play(.key(.character("c")))
        for _ in 0..<20 {
            demo.play(.wait(.milliseconds(100)))
            if case .mismatch = demo.controller.verification { Issue.record("\(demo.controller.verification)") }
        }
        demo.play(.key(.character("c")))
        demo.finish()
        #expect(demo.controller.coalesced > 0)
        #expect(demo.controller.verification == .verified)
        #expect(demo.controller.queueDepth == 0)
    }

    @Test func everyKeyOfTheDemoKeepsTheViewRight() throws {
        let demo = HeadlessDemo(state: DemoState(seed: 3, count: 120), size: CellSize(columns: 60, rows: 16))
        let keys: [ViewInput] = [
            .end, .home, .pageDown, .pageDown, .pageUp, .down, .character("j"), .character("k"), .up,
            .character("a"), .character("b"), .character("s"), .character("s"), .character("r"),
            .character("e"), .character("X"), .enter, .character("J"), .character("K"), .shiftDown, .shiftUp,
            .character("m"), .down, .down, .up, .escape, .character("m"), .up, .enter,
            .home, .enter, .down, .character("u"), .character("u"), .character("0"), .character("d"), .character("0"),
            .character("+"), .character("-"), .character("p"), .character("?"), .escape,
            .space, .character("b"), .character("."), .character("."), .space,
            .character("/"), .character("z"), .backspace, .escape, .character("u"), .character("u"),
        ]
        for key in keys {
            demo.play(.key(key))
            demo.play(.wait(.milliseconds(40)))
            if case .mismatch = demo.controller.verification { Issue.record("after \(key): \(demo.controller.verification)") }
        }
        demo.play(.resize(columns: 40, rows: 12))
        demo.play(.resize(columns: 30, rows: 8))
        #expect(demo.screenText().contains("Terminal too small") || demo.screenText().contains("Too small"))
        demo.play(.resize(columns: 120, rows: 40))
        demo.finish()
        #expect(demo.controller.verification == .verified)
        #expect(demo.screenText().contains("✓ verified"))
    }

    @Test func pluginsFoldMoveAndJumpAndTheViewStaysVerified() throws {
        let demo = HeadlessDemo()
        let controller = demo.controller
        let view = controller.list.view
        let book = controller.state.book

        // Home selects A's header; Enter folds it (the view's Foldable), Space unfolds.
        demo.play(.key(.home))
        #expect(view.selection == .header(section: 0))
        demo.play(.key(.enter))
        demo.play(.wait(.milliseconds(300)))
        #expect(view.foldedSectionIDs == [AnyHashable("A")])
        #expect(view.numberOfItems(inSection: 0) == 0)
        #expect(demo.screenText().contains("A  ▸ \(book.model.numberOfItems(inSection: 0)) folded"))
        demo.play(.key(.character("b")))  // a batch while A is folded
        demo.play(.wait(.milliseconds(600)))
        #expect(controller.verification == .verified)
        demo.play(.key(.space))
        demo.play(.wait(.milliseconds(300)))
        #expect(view.foldedSectionIDs.isEmpty)
        #expect(!controller.state.paused, "Space on a header folds, it does not pause")

        // m ↓ ↓ Enter: the Movable plugin glides the row, the drop changes the model.
        demo.play(.key(.down))
        let person = try #require(controller.state.book.model.sections[0].items.first)
        demo.play(.key(.character("m")))
        #expect(view.movingItem != nil)
        #expect(demo.screenText().contains("moving \(person.name)"))
        demo.play(.key(.down))
        demo.play(.key(.down))
        demo.play(.wait(.milliseconds(300)))
        demo.play(.key(.enter))
        demo.play(.wait(.milliseconds(300)))
        #expect(controller.state.book.model.indexPath(of: person.id) == ItemPath(item: 2, section: 0))
        #expect(controller.verification == .verified)
        #expect(view.selectedItemID == AnyHashable(person.id))
        // The panel names the dropped row as the one that moved (the diff's hint), not its neighbours.
        let moves = controller.lastChange?.entries.filter { $0.symbol == "↕" } ?? []
        #expect(moves.count == 1 && moves.first?.text.hasPrefix(person.name) == true, "\(moves)")

        // Shift+↓ moves at once; Esc during a lift leaves the model alone.
        demo.play(.key(.shiftDown))
        demo.play(.wait(.milliseconds(300)))
        #expect(controller.state.book.model.indexPath(of: person.id) == ItemPath(item: 3, section: 0))
        let arrangement = controller.state.book.arrangement
        demo.play(.key(.character("m")))
        demo.play(.key(.up))
        demo.play(.key(.escape))
        demo.play(.wait(.milliseconds(300)))
        #expect(controller.state.book.arrangement == arrangement)
        #expect(view.movingItem == nil)

        // An upper-case letter jumps to its section (SectionIndex); lower-case ones are commands.
        demo.play(.key(.character("M")))
        demo.play(.wait(.milliseconds(400)))
        let m = try #require(view.section(forID: AnyHashable("M")))
        #expect(view.hit(atScreenLine: 0) == .header(section: m))
        demo.finish()
        #expect(controller.verification == .verified)
    }

    @Test func framesAreEvenlySpacedAndHeaded() throws {
        let output = DemoCommand.runHeadless(try Self.script("tour.keys"), size: CellSize(columns: 60, rows: 14), frames: 5)
        let headings = output.split(separator: "\n").filter { $0.hasPrefix("--- frame ") }
        #expect(headings.count == 5)
        #expect(headings.first == "--- frame 1 (t=0 ms)")
        #expect(output.components(separatedBy: "\n").count == 5 * 15 + 1)
    }

    @Test func evenlySpacedPicksFirstAndLast() {
        #expect(HeadlessDemo.evenlySpaced(Array(0...10), count: 3) == [0, 5, 10])
        #expect(HeadlessDemo.evenlySpaced(Array(0...10), count: 1) == [10])
        #expect(HeadlessDemo.evenlySpaced([Int](), count: 4).isEmpty)
        #expect(HeadlessDemo.heading(2, time: .milliseconds(125)) == "--- frame 2 (t=125 ms)")
    }
}
