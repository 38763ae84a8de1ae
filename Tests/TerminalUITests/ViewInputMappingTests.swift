import CollectionView
import Testing
import TerminalUI

@Suite struct ViewInputMappingTests {
    private let screen = Rect(x: 0, y: 0, columns: 80, rows: 24)

    @Test func keysMapToViewInputs() {
        #expect(TerminalEvent.key(.down).viewInput(in: screen) == .down)
        #expect(TerminalEvent.key(.space).viewInput(in: screen) == .space)
        #expect(TerminalEvent.key(.character("é")).viewInput(in: screen) == .character("é"))
        #expect(TerminalEvent.key(.enter).viewInput(in: screen) == .enter)
        #expect(TerminalEvent.key(.escape).viewInput(in: screen) == .escape)
        #expect(TerminalEvent.key(.shiftUp).viewInput(in: screen) == .shiftUp)
        // Every key reaches the view (and, unused, the app): Ctrl, F-keys, Insert, Shift+Tab too.
        #expect(TerminalEvent.key(.control("c")).viewInput(in: screen) == .control("c"))
        #expect(TerminalEvent.key(.function(1)).viewInput(in: screen) == .function(1))
        #expect(TerminalEvent.key(.insert).viewInput(in: screen) == .insert)
        #expect(TerminalEvent.key(.backTab).viewInput(in: screen) == .backTab)
        #expect(TerminalEvent.resize(CellSize(columns: 80, rows: 24)).viewInput(in: screen) == nil)
    }

    @Test func mouseReportsAreTranslatedByTheArea() {
        let area = Rect(x: 1, y: 2, columns: 10, rows: 5)
        let press = TerminalEvent.mouse(MouseEvent(kind: .press(button: 1), column: 7, row: 5))
        #expect(press.viewInput(in: area) == .click(line: 3, column: 6))
        #expect(TerminalEvent.mouse(MouseEvent(kind: .click(button: 1), column: 0, row: 0)).viewInput(in: screen) == .click(line: 0, column: 0))
        #expect(TerminalEvent.mouse(MouseEvent(kind: .scrollDown, column: 2, row: 2)).viewInput(in: area) == .wheelDown)
        #expect(TerminalEvent.mouse(MouseEvent(kind: .scrollUp, column: 0, row: 0)).viewInput(in: screen) == .wheelUp)
        #expect(TerminalEvent.mouse(MouseEvent(kind: .release(button: 1), column: 0, row: 0)).viewInput(in: screen) == nil)
        #expect(TerminalEvent.mouse(MouseEvent(kind: .press(button: 3), column: 0, row: 0)).viewInput(in: screen) == nil)
    }

    @Test func mouseReportsOutsideTheAreaAreNotTheViews() {
        let area = Rect(x: 1, y: 2, columns: 10, rows: 5)
        for (column, row) in [(0, 3), (11, 3), (5, 1), (5, 7)] {
            #expect(TerminalEvent.mouse(MouseEvent(kind: .press(button: 1), column: column, row: row)).viewInput(in: area) == nil)
            #expect(TerminalEvent.mouse(MouseEvent(kind: .scrollUp, column: column, row: row)).viewInput(in: area) == nil)
        }
    }
}
