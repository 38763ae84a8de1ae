import CollectionView
import CollectionViewTesting
import ListDiff
import TerminalUI
@testable import ReadmeExamples
import Testing

/// The README's examples do what the README says.
@MainActor @Suite struct ReadmeExampleTests {
    static let ada = Contact(id: 1, name: "Ada"), alan = Contact(id: 2, name: "Alan"), bob = Contact(id: 3, name: "Bob")

    @Test func collectionView() throws {
        #expect(try collectionViewExample() == "Fruit\navocado\napple\nbanana")
    }

    @Test func diffingAppliesToTheNewSections() throws {
        let old = [ListSection(model: "A", items: [Self.ada, Self.alan]), ListSection(model: "B", items: [Self.bob])]
        let new = [ListSection(model: "B", items: [Self.bob, Contact(id: 1, name: "Ada L.")]), ListSection(model: "A", items: [Self.alan])]
        #expect(try diffing(oldSections: old, newSections: new))
    }

    @Test func renamingIsAnUpdateNotADeleteAndAnInsert() throws {
        let change = try Changeset(from: [Self.ada, Self.bob], to: [Contact(id: 1, name: "Ada L."), Self.bob])
        #expect(change.items.reloaded == [ItemPath(item: 0, section: 0)])
        #expect(change.items.deleted.isEmpty && change.items.inserted.isEmpty)
    }

    @Test func testingAListWithTheFrameStepper() {
        // README: testing
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 3))
        let list = ListController<String, String>(clock: stepper.clock, executor: stepper.executor,
                                                  header: { StyledText($0) }, row: { StyledText($0) })
        let fruit = [ListSection(model: "Fruit", items: ["apple", "pear"])]
        list.apply(fruit)
        let frames = stepper.settle(list)                  // runs the queue, steps the clock frame by frame
        #expect(frames.count > 10)                          // every frame of the animation, as text
        #expect(frames.last?.text == "Fruit\napple\npear")  // the list at rest
        #expect(ViewVerifier.firstMismatch(list, expected: fruit) == nil)
        // README: end
    }

    @Test func theControllersEveryArgumentAndTypedSelection() {
        #expect(controllerWithEveryArgument(ada: Self.ada) == Self.ada)
    }

    /// The columns example lines up a wide name with a plain one.
    @Test func columnsLineUp() {
        let rows = [ProcessRow(pid: 7, name: "名前", cpu: 0.5), ProcessRow(pid: 1234, name: "Zoe\u{0308}", cpu: 12.25)]
        let list = processList(rows)
        list.reload(to: [ListSection(model: "Processes", items: rows)])
        var canvas = GridCanvas(columns: 24, rows: 3)
        list.view.render(into: &canvas)
        #expect(canvas.render() == "Processes\n   7  名前    0.5%\n1234  Zoe\u{0308}   12.25%")
    }

    /// The live list of the README's screen is fed from another task, and Space pauses it.
    @Test func aLiveListOnTheScreenIsFedFromAnotherTask() async throws {
        let (watch, feed) = AsyncStream.makeStream(of: Pod.self)
        let app = podsApp(watch: watch)
        let screen = app.screen
        feed.yield(Pod(name: "api-1", namespace: "web", phase: "Running", restarts: 2))
        feed.yield(Pod(name: "api-2", namespace: "web", phase: "Running", restarts: 5))
        feed.finish()
        // The flush runs on the main queue, behind whatever other tests run there meanwhile: wait up to three
        // minutes by the clock, and only as long as needed. The pods may come in two batches (the first flushed
        // before the second pod arrives), and nothing else draws here: the frames that end a batch are advanced
        // by the test, as the screen's loop would draw them.
        let deadline = ContinuousClock.now + .seconds(180)
        while screen.list.model.numberOfRows < 2, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
            screen.list.view.advance()
        }
        #expect(screen.list.model.sectionedRows.map { $0.rows.map(\.name) } == [["api-2", "api-1"]])
        #expect(try app.handle(.key(.space)) == .continue)
        #expect(screen.list.isPaused)
        #expect(try app.handle(.key(.character("q"))) == .quit(0))
    }

    /// ListInput's look-into-a-row example: the phase's line is the one a change of the phase marks.
    @Test func aChangedPhaseMarksItsLine() throws {
        let (lines, changed) = try changedLinesOfAPod()
        #expect(changed == [3])
        #expect(lines[3] == #"    "phase": "Running""#)
    }

    /// Getting started's to-do app: its update is the only place the tasks change.
    @Test func theGettingStartedUpdateAddsAndMarksDone() {
        var (todo, commands) = updateTodo(TodoList(), .key(.character("a")))
        #expect(todo.open.map(\.title) == ["task 3", "write the README", "ship it"])
        #expect(commands.count == 1, "the list follows")
        (todo, _) = updateTodo(todo, .message(.markDone(1)))
        #expect(todo.open.map(\.id) == [3, 2] && todo.done.map(\.id) == [1])
        (todo, commands) = updateTodo(todo, .message(.markDone(7)))
        #expect(todo.done.count == 1 && commands.isEmpty, "no such task: nothing")
        (_, commands) = updateTodo(todo, .key(.character("q")))
        #expect(commands.isEmpty, "q is the screen's")
    }
}
