import CollectionView
import CollectionViewTesting
import ListDiff
import Testing
import TerminalUI

// README: pilot
/// A to-do screen: `a` adds a task at the top (it slides in).
@MainActor final class TodoApp: PilotedApp {
    let screen: ListScreen<ListController<String, String>>
    private var tasks = ["write the README", "ship it"]

    init(clock: any AnimationClock, executor: any UIExecutor) {
        let list = ListController<String, String>(clock: clock, executor: executor,
                                                   header: { StyledText($0) }, row: { StyledText($0) })
        list.apply([ListSection(model: "Today", items: tasks)], animated: false)
        screen = ListScreen(list: list, title: " To do")
    }

    // PilotedApp: the view that animates, when the queue is done, a key, the screen.
    var pilotedView: CollectionView { screen.list.view }
    var isIdle: Bool { screen.list.queue.isIdle }
    func handle(_ input: ViewInput) {
        guard input == .character("a") else { return }          // (on the runtime, `ProgramRunner`, q would quit)
        tasks.insert("task \(tasks.count + 1)", at: 0)
        screen.list.apply([ListSection(model: "Today", items: tasks)])
    }
    func draw<C: Canvas>(on canvas: inout C) { screen.draw(on: &canvas) }
}

@MainActor @Test func aNewTaskSlidesIn() {
    let pilot = Pilot(size: CellSize(columns: 20, rows: 5), recording: true) { clock, executor in
        TodoApp(clock: clock, executor: executor)
    }
    pilot.press(.character("a"))                      // the batch starts; the clock has not moved
    pilot.wait(.milliseconds(100))                    // six frames, 16 ms apart
    #expect(pilot.app.pilotedView.isAnimating)
    pilot.finish()                                    // a frame at a time until it has landed
    #expect(pilot.text() == " To do\nToday\ntask 3\nwrite the README\nship it")
    #expect(pilot.frames.count > 10)                  // every step's screen, as text
}
// README: end

/// The pilot's timer ticks on the clock during waits, and stops with `finish`.
@MainActor @Test func thePilotsTimerTicksOnTheManualClock() {
    let pilot = Pilot(size: CellSize(columns: 20, rows: 5)) { clock, executor in TodoApp(clock: clock, executor: executor) }
    var ticks: [Duration] = []
    pilot.startTimer(every: .milliseconds(150)) { ticks.append(pilot.clock.now) }
    pilot.wait(.milliseconds(400))
    #expect(ticks == [.milliseconds(150), .milliseconds(300)])
    pilot.finish()
    pilot.wait(.milliseconds(400))
    #expect(ticks.count == 2)
}
