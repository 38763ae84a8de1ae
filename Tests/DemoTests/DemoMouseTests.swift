import Foundation
import CollectionView
@testable import Demo
import ListDiff
import Testing
import TerminalUI

/// Mouse reports reach the demo's list through the list's area on screen.
@MainActor @Suite struct DemoMouseTests {
    @Test func aClickOnARowSelectsIt() throws {
        let demo = HeadlessDemo()
        _ = demo.screenText()  // draws once: the list learns where it is (below the title line)
        let view = demo.controller.list.view
        #expect(view.screenFrame.y == 1)
        guard case let .item(path)? = view.hit(atScreenLine: 4) else {
            Issue.record("line 4 of the list is not a row")
            return
        }
        #expect(view.selectedItem != path)
        _ = try demo.screen.handle(.mouse(MouseEvent(kind: .press(button: 1), column: 6, row: 5)))
        demo.settle()
        #expect(view.selectedItem == path)
    }

    @Test func aClickOutsideTheListChangesNothing() throws {
        let demo = HeadlessDemo()
        _ = demo.screenText()
        let view = demo.controller.list.view
        let before = view.selectedItem
        _ = try demo.screen.handle(.mouse(MouseEvent(kind: .press(button: 1), column: 6, row: 0)))  // the title line
        demo.settle()
        #expect(view.selectedItem == before)
    }
}

/// `demo diff`: a click selects the row under it, through the list's area.
@MainActor @Suite struct DiffScreenMouseTests {
    @Test func aClickOnARowSelectsIt() throws {
        let old = try DiffInput.parse(Data(#"["alpha", "beta", "gamma"]"#.utf8), file: "old")
        let new = try DiffInput.parse(Data(#"["gamma", "alpha"]"#.utf8), file: "new")
        let executor = ManualExecutor()
        let screen = DiffScreen(old: old, new: new, changeset: try Changeset(from: old, to: new), diffTime: .zero,
                                names: ("old", "new"), executor: executor)
        screen.replay()
        executor.run(until: { screen.list.queue.isIdle })
        var canvas = GridCanvas(columns: 60, rows: 12)
        screen.draw(on: &canvas)
        #expect(screen.list.view.screenFrame.y == 1)
        // Screen row 2 is the list's line 1: "beta" (the flat list has no header).
        _ = try screen.handle(.mouse(MouseEvent(kind: .press(button: 1), column: 3, row: 2)))
        #expect(screen.list.view.selectedItem == ItemPath(item: 1, section: 0))
    }
}
