import CollectionView
import CollectionViewTesting
@testable import Demo
import Foundation
import ListDiff
import Testing
import TerminalUI
import TerminalUITesting

/// `demo diff`'s screen driven by a ``Pilot``: OLD is shown still for the
/// pause (the runtime's timer on the list's clock), then animates into NEW and is checked.
@MainActor @Suite struct DiffScreenTests {
    private static func pilot(size: CellSize = CellSize(columns: 60, rows: 12), recording: Bool = false) throws -> Pilot<ProgramRunner<DiffScreen>> {
        let old = try DiffInput.parse(Data(#"["alpha", "beta", "gamma"]"#.utf8), file: "old")
        let new = try DiffInput.parse(Data(#"["gamma", "alpha"]"#.utf8), file: "new")
        let changeset = try Changeset(from: old, to: new)
        return Pilot(size: size, recording: recording) { clock, executor in
            DiffScreen(old: old, new: new, changeset: changeset, diffTime: .zero, names: ("old", "new"), executor: executor, clock: clock).runner()
        }
    }

    /// The rows of the list's area (lines 1 … above the status), blanks dropped.
    private static func rows(_ text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        return lines[1..<(lines.count - 2)].map { $0.split(separator: "│").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
            .filter { !$0.isEmpty }
    }

    @Test func oldHoldsStillForThePauseThenAnimatesIntoNew() throws {
        let pilot = try Self.pilot()
        #expect(Self.rows(pilot.text()) == ["alpha", "beta", "gamma"])
        #expect(pilot.text().contains("showing OLD"))
        #expect(pilot.app.untilNextTimer == DiffScreen.pause)
        pilot.wait(DiffScreen.pause - .milliseconds(1))
        #expect(!pilot.app.program.list.view.isAnimating, "the pause is not over")
        pilot.wait(.milliseconds(1))
        #expect(pilot.app.program.list.view.isAnimating, "the pause ended on the clock: the batch started")
        #expect(pilot.app.untilNextTimer == nil)
        pilot.finish()
        let text = pilot.text()
        #expect(Self.rows(text) == ["gamma", "alpha"])
        #expect(text.contains("✓ verified"), "\(text)")
        // Space replays: OLD again, still, for another pause.
        pilot.press(.space)
        #expect(Self.rows(pilot.text()) == ["alpha", "beta", "gamma"])
        #expect(pilot.app.untilNextTimer == DiffScreen.pause)
    }

    @Test func aClickOnARowSelectsIt() throws {
        let pilot = try Self.pilot()
        _ = pilot.text()  // drawn once: the list learns its area (below the title line)
        let screen = pilot.app
        #expect(screen.program.list.view.screenFrame.y == 1)
        // Screen row 2 is the list's line 1: "beta" (the flat list has no header).
        _ = try screen.handle(.mouse(MouseEvent(kind: .press(button: 1), column: 3, row: 2)))
        #expect(screen.program.list.view.selectedItem == ItemPath(item: 1, section: 0))
    }

    @Test func theQuitKeysEndTheScreen() throws {
        let pilot = try Self.pilot()
        #expect(pilot.app.exitCode == nil)
        pilot.press(.character("q"))
        #expect(pilot.app.exitCode == 0)
    }
}
