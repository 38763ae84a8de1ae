import CollectionView
import CollectionViewTesting
@testable import ExampleBoard
import ListDiff
import Testing
import TerminalUI
import TerminalUITesting

/// `example-board`: a card carried to another lane with the keyboard
/// (`Movable`), and `→` / `←` sending it to the next or previous lane.
@MainActor @Suite struct ExampleBoardTests {
    func pilot(rows: Int = 11, board: Board = .sample) -> (BoardApp.Runner, Pilot<BoardApp.Runner>) {
        let pilot = Pilot(size: CellSize(columns: 60, rows: rows), recording: true) { clock, executor in
            BoardApp.runner(board: board, clock: clock, executor: executor)
        }
        return (pilot.app, pilot)
    }

    @Test func rightSendsTheSelectedCardGlidingToTheNextLane() throws {
        let (app, pilot) = pilot()
        #expect(app.screen.list.selectedItem?.id == 1)
        let before = pilot.frames.count
        pilot.press(.right)
        pilot.finish()
        #expect(pilot.rows(inSection: "To do") == ["  #2 Fix the resize bug", "  #3 Release 1.0"])
        #expect(pilot.rows(inSection: "Doing") == ["  #1 Write the README", "  #4 Review the diff"])
        #expect(app.screen.list.selectedItem?.id == 1, "the selection goes with the card")
        // On its way the card passes #2, #3 and the Doing header one at a time: it glides, it does not jump.
        let lines = pilot.frames[before...].compactMap { $0.canvas.lines.firstIndex(of: "  #1 Write the README") }
        #expect(Set(lines).isSuperset(of: [2, 3, 4, 5]), "\(lines)")
        #expect(lines == lines.sorted(), "it never steps back: \(lines)")

        pilot.press(.left)
        pilot.press(.left)  // already in the first lane: nothing happens
        pilot.finish()
        #expect(app.model.board == Board.sample, "back where it was")
        #expect(ViewVerifier.firstMismatch(app.screen.list, expected: app.model.board.sections) == nil)
    }

    @Test func aCardLiftedCarriedAndDroppedIntoAnotherLane() throws {
        let (app, pilot) = pilot()
        pilot.press(.character("m"))
        for _ in 0..<4 { pilot.press(.down) }  // past #2, #3, into Doing, past #4
        #expect(app.model.board == Board.sample, "nothing changes before the drop")
        pilot.press(.enter)
        pilot.finish()
        #expect(app.model.board.lanes.map { $0.map(\.id) } == [[2, 3], [4, 1], [5]])
        #expect(pilot.rows(inSection: "Doing") == ["  #4 Review the diff", "  #1 Write the README"])
        #expect(ViewVerifier.firstMismatch(app.screen.list, expected: app.model.board.sections) == nil)
        let shown = ReadmeFrames.trimmed(pilot.text())
        #expect(try ReadmeFrames.frame("board") == shown, "the README shows:\n\(shown)")

        pilot.press(.character("m"))
        pilot.press(.down)
        pilot.press(.escape)  // glides back: the board is untouched
        pilot.finish()
        #expect(app.model.board.lanes.map { $0.map(\.id) } == [[2, 3], [4, 1], [5]])
        #expect(pilot.rows(inSection: "Done") == ["  #5 Set up CI"])
    }

    @Test func aMoveFromOrToNowhereIsAnErrorAndChangesNothing() {
        var board = Board.sample
        #expect(throws: BoardError(path: ItemPath(item: 9, section: 0))) {
            try board.move(from: ItemPath(item: 9, section: 0), to: ItemPath(item: 0, section: 1))
        }
        #expect(throws: BoardError(path: ItemPath(item: 5, section: 1))) {
            try board.move(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 5, section: 1))
        }
        #expect(board == Board.sample)
    }

    /// The drop reaches the app's update as the view's event: the model changes there, and only there.
    @Test func aDropIsAViewEventTheUpdateTurnsIntoTheMove() {
        let model = BoardApp.Model(board: .sample)
        let (after, commands) = BoardApp.update(model, .view(.itemDropped(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 2))))
        #expect(after.board.lanes.map { $0.map(\.id) } == [[2, 3], [4], [5, 1]])
        #expect(commands.count == 2, "the list follows, and the status")
        // A drop the board refuses changes nothing and says why.
        let (refused, _) = BoardApp.update(model, .view(.itemDropped(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 7, section: 1))))
        #expect(refused == model)
    }

    @Test func theStatusCountsTheCardsAndTheHintsNameTheLaneKeys() {
        let (_, pilot) = pilot()
        let last = pilot.text().components(separatedBy: "\n").last ?? ""
        #expect(last.hasPrefix(" 5 cards · "), "\(last)")
        #expect(last.contains("next lane"), "\(last)")
        pilot.press(.character("q"))
        #expect(pilot.app.exitCode == 0)
    }
}
