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
