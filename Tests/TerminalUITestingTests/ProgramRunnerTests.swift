import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff
import TerminalUI
import TerminalUITesting
import Testing

/// The runtime under the pilot: one event type, the one key route, commands performed in order,
/// timers on the pilot's clock, start and resizes delivered as the terminal delivers them.
@MainActor @Suite struct ProgramRunnerTests {
    typealias List = ListController<String, String>

    /// Everything the update saw, and what to answer.
    struct Model {
        var seen: [String] = []
        var typing = false
    }

    enum Message: Sendable, Equatable {
        case ping, worked(Int), landed, typing(Bool)
    }

    typealias App = ListApp<List, Model, Message>

    static func name(_ event: ProgramEvent<Message>) -> String {
        switch event {
        case let .start(size): "start \(size.columns)x\(size.rows)"
        case let .resize(size): "resize \(size.columns)x\(size.rows)"
        case let .key(key): "key \(key.label)"
        case .mouse: "mouse"
        case let .timer(name): "timer \(name)"
        case let .message(message): "message \(message)"
        case let .view(event): "view \(event)"
        case let .paste(text): "paste \(text)"
        case .viewTook: "view took"
        }
    }

    /// Notes every event; `t` starts a timer, `x` cancels it, `b` rings, `w` runs work off the main thread,
    /// `p` calls into the view and answers, `Q` quits with 3, `s` sends a message, `h` hints the keys; `typing` makes keys text.
    static func update(_ model: Model, _ event: ProgramEvent<Message>) -> (Model, [App.Command]) {
        var model = model
        model.seen.append(name(event))
        switch event {
        case .key(.character("t")): return (model, [.startTimer("poll", every: .milliseconds(100))])
        case .key(.character("x")): return (model, [.cancelTimer("poll")])
        case .key(.character("b")): return (model, [.bell])
        case .key(.character("w")): return (model, [.run { .worked(Thread.isMainThread ? -1 : (1...10).reduce(0, +)) }])
        case .key(.character("p")):
            return (model, [.perform { screen, send in
                screen.list.apply([ListSection(model: "Jobs", items: ["build"])]) { _ in send(.landed) }
            }])
        case .key(.character("Q")): return (model, [.quit(3), .send(.ping)])
        case .key(.character("s")): return (model, [.send(.ping), .status(StyledText("sent"))])
        case .key(.character("h")): return (model, [.hintKeys()])
        case let .message(.typing(on)):
            model.typing = on
            return (model, [.takesText(on)])
        default: return (model, [])
        }
    }

    func pilot(size: CellSize = CellSize(columns: 20, rows: 6)) -> Pilot<ProgramRunner<App>> {
        Pilot(size: size) { clock, executor in
            let list = List(clock: clock, executor: executor, header: { StyledText($0) }, row: { StyledText($0) },
                            plugins: [Selectable(animatedScroll: false)])
            list.apply([ListSection(model: "Jobs", items: ["a", "b", "c"])], animated: false)
            return ProgramRunner(screen: ListScreen(list: list, title: "Jobs"), model: Model(), update: Self.update)
        }
    }

    @Test func theStartAndResizesAreEventsAsInTheTerminal() {
        let pilot = pilot()
        #expect(pilot.app.model.seen == ["start 20x6"], "delivered once, before the first frame")
        pilot.resize(to: CellSize(columns: 30, rows: 8))
        pilot.resize(to: CellSize(columns: 30, rows: 8))
        #expect(pilot.app.model.seen == ["start 20x6", "resize 30x8"], "the same size is not a resize")
        #expect(pilot.app.size == CellSize(columns: 30, rows: 8))
    }

    @Test func thePluginsTakeTheirKeysFirstThenTheScreensThenTheApps() {
        let pilot = pilot()
        pilot.press(.down)
        #expect(pilot.app.screen.list.selectedItem == "a", "Selectable's key")
        pilot.press(.character("z"))
        #expect(pilot.app.model.seen == ["start 20x6", "view took", "key z"], "the arrow reached the update only as taken")
        pilot.app.send(.typing(true))
        pilot.press(.down)
        pilot.press(.character("q"))
        #expect(pilot.app.screen.list.selectedItem == "a", "while text is typed the plugins do not see keys")
        #expect(pilot.app.exitCode == nil, "nor does the screen's quit key")
        #expect(pilot.app.model.seen.suffix(2) == ["key ↓", "key q"])
        pilot.app.send(.typing(false))
        pilot.press(.character("q"))
        #expect(pilot.app.exitCode == 0, "the screen's own key")
        #expect(pilot.app.model.seen.last == "message typing(false)", "taken before the app")
    }

    /// A paste is one event, never keys: outside text the app's update gets it whole (a pasted `q`
    /// does not quit, `j` selects nothing); while the screen takes text it is typed (a line break a
    /// space); while the help is up it is dropped and the help stays.
    @Test func aPasteIsOneEventTypedWhileTakingTextAndDroppedUnderTheHelp() {
        let pilot = pilot()
        pilot.paste("qj\n")
        #expect(pilot.app.model.seen.last == "paste qj\n")
        #expect(pilot.app.exitCode == nil && pilot.app.screen.list.selectedItem == nil)
        pilot.app.send(.typing(true))
        pilot.paste("a b\nQc")
        #expect(pilot.app.model.seen.suffix(5) == ["key a", "key Space", "key b", "key Space", "key Q"], "none after the quit")
        #expect(pilot.app.exitCode == 3)

        let help = self.pilot()
        help.app.screen.helpTitle = "jobs — keys"
        help.press(.character("?"))
        #expect(help.app.screen.state.showsHelp)
        let seen = help.app.model.seen
        help.paste("xyz")
        #expect(help.app.screen.state.showsHelp, "the paste did not close the help")
        #expect(help.app.model.seen == seen, "nor reached the app")
        help.press(.character("x"))
        #expect(!help.app.screen.state.showsHelp, "a key closes it")
    }

    @Test func commandsArePerformedInOrderAndQuittingEndsIt() {
        let pilot = pilot()
        pilot.press(.character("s"))
        #expect(pilot.app.model.seen.suffix(2) == ["key s", "message ping"])
        #expect(pilot.text().hasSuffix("sent"))
        pilot.press(.character("b"))
        #expect(pilot.app.bellsRung == 1)
        pilot.press(.character("Q"))
        #expect(pilot.app.exitCode == 3)
        #expect(pilot.app.model.seen.last == "key Q", "nothing is performed after quitting")
        pilot.press(.character("z"))
        #expect(pilot.app.model.seen.last == "key Q", "and nothing is delivered")
    }

    @Test func hintKeysHintsEveryKeyTheScreenAnswersTo() {
        let pilot = pilot(size: CellSize(columns: 60, rows: 6))
        #expect(pilot.app.screen.hints == nil)
        pilot.press(.character("h"))
        #expect(pilot.app.screen.hints == pilot.app.screen.keyGuide)
        #expect(pilot.text().contains("q quit"), "\(pilot.text())")
    }

    @Test func aCallIntoTheViewAnswersWithAMessageWhenItsBatchLands() {
        let pilot = pilot()
        pilot.press(.character("p"))
        #expect(pilot.app.model.seen.last == "key p")
        pilot.finish()
        #expect(pilot.app.model.seen.last == "message landed")
        #expect(pilot.rows(inSection: "Jobs") == ["build"])
    }

    @Test func timersRunOnThePilotsClock() {
        let pilot = pilot()
        pilot.press(.character("t"))
        pilot.wait(.milliseconds(350))
        #expect(pilot.app.model.seen.filter { $0 == "timer poll" }.count == 3)
        pilot.press(.character("x"))
        pilot.wait(.milliseconds(500))
        #expect(pilot.app.model.seen.filter { $0 == "timer poll" }.count == 3, "cancelled")
        #expect(pilot.app.untilNextTimer == nil)
    }

    @Test func workRunsOffTheMainThreadAndComesBackAsAMessage() async {
        let pilot = pilot()
        pilot.press(.character("w"))
        for _ in 0..<1000 where pilot.app.runningWork > 0 { try? await Task.sleep(for: .milliseconds(5)) }
        #expect(pilot.app.runningWork == 0)
        #expect(pilot.app.model.seen.last == "message worked(55)")
    }

    @Test func theWheelScrollsEveryProgramsListWithOrWithoutAPlugin() {
        let pilot = Pilot(size: CellSize(columns: 20, rows: 6)) { clock, executor in
            let list = List(clock: clock, executor: executor, header: { StyledText($0) }, row: { StyledText($0) })
            list.apply([ListSection(model: "Jobs", items: (1...20).map { "job \($0)" })], animated: false)
            return ProgramRunner(screen: ListScreen(list: list, title: "Jobs"), model: Model(), update: Self.update)
        }
        _ = pilot.text()  // laid out: the list has somewhere to scroll
        pilot.press(.wheelDown)
        #expect(pilot.app.screen.list.view.scrollOffset == ProgramRunner<App>.wheelLines)
        pilot.press(.wheelUp)
        #expect(pilot.app.screen.list.view.scrollOffset == 0)
        #expect(pilot.app.model.seen == ["start 20x6", "view took", "view took"], "the update saw the wheel only as taken")
    }

    @Test func theHelpOverlayIsTheScreensModalLayer() {
        let pilot = pilot(size: CellSize(columns: 40, rows: 10))
        pilot.app.screen.helpTitle = "Jobs"
        pilot.press(.character("?"))
        #expect(pilot.app.screen.state.showsHelp, "the screen's own key")
        pilot.press(.down)
        #expect(!pilot.app.screen.state.showsHelp, "any key closes it")
        #expect(pilot.app.screen.list.selectedItem == nil, "and nothing else sees it")
        pilot.press(.character("?"))
        pilot.press(.character("q"))
        #expect(pilot.app.exitCode == 0, "the quit key also quits")
        #expect(pilot.app.model.seen == ["start 40x10"], "the app saw none of these keys")
    }

    @Test func theViewsEventsReachTheUpdateThroughTheRelay() {
        let pilot = Pilot(size: CellSize(columns: 20, rows: 6)) { clock, executor in
            let list = List(clock: clock, executor: executor, header: { StyledText($0) }, row: { StyledText($0) },
                            plugins: [Selectable(animatedScroll: false), ViewEventRelay()])
            list.apply([ListSection(model: "Jobs", items: ["a", "b"])], animated: false)
            return ProgramRunner(screen: ListScreen(list: list, title: "Jobs"), model: Model(), update: Self.update)
        }
        _ = pilot.text()
        pilot.press(.down)
        pilot.press(.enter)
        let views = pilot.app.model.seen.filter { $0.hasPrefix("view ") }
        #expect(views.contains { $0.hasPrefix("view selectionChanged") }, "\(views)")
        #expect(views.last?.hasPrefix("view itemActivated") == true, "\(views)")
        #expect(!pilot.app.model.seen.contains("key Enter"), "Selectable used the key: only its event came")
        pilot.press(.character("p"))
        pilot.finish()
        let batch = pilot.app.model.seen.filter { $0.hasPrefix("view batch") || $0 == "message landed" }
        #expect(batch.first?.hasPrefix("view batchStarted") == true, "\(batch)")
        #expect(batch.contains { $0.hasPrefix("view batchFinished") }, "delivered at the pilot's frame step: \(batch)")
        #expect(batch.last == "message landed")
    }
}
