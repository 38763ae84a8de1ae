import CollectionView
import Testing
import TerminalUI

@Suite struct ViewInputMappingTests {
    @Test func keysMapToViewInputs() {
        #expect(TerminalEvent.key(.down).viewInput() == .down)
        #expect(TerminalEvent.key(.character(" ")).viewInput() == .space)
        #expect(TerminalEvent.key(.character("é")).viewInput() == .character("é"))
        #expect(TerminalEvent.key(.enter).viewInput() == .enter)
        #expect(TerminalEvent.key(.escape).viewInput() == .escape)
        #expect(TerminalEvent.key(.shiftUp).viewInput() == .shiftUp)
        #expect(TerminalEvent.key(.control("c")).viewInput() == nil)
        #expect(TerminalEvent.key(.function(1)).viewInput() == nil)
        #expect(TerminalEvent.resize(CellSize(columns: 80, rows: 24)).viewInput() == nil)
    }

    @Test func mouseReportsBecomeViewRelative() {
        let press = TerminalEvent.mouse(MouseEvent(kind: .press(button: 1), column: 7, row: 5))
        #expect(press.viewInput(top: 2, left: 1) == .click(line: 3, column: 6))
        #expect(TerminalEvent.mouse(MouseEvent(kind: .click(button: 1), column: 0, row: 0)).viewInput() == .click(line: 0, column: 0))
        #expect(TerminalEvent.mouse(MouseEvent(kind: .scrollDown, column: 0, row: 0)).viewInput() == .wheelDown)
        #expect(TerminalEvent.mouse(MouseEvent(kind: .scrollUp, column: 0, row: 0)).viewInput() == .wheelUp)
        #expect(TerminalEvent.mouse(MouseEvent(kind: .release(button: 1), column: 0, row: 0)).viewInput() == nil)
        #expect(TerminalEvent.mouse(MouseEvent(kind: .press(button: 3), column: 0, row: 0)).viewInput() == nil)
    }
}
