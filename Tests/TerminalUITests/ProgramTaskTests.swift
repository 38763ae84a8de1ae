import CollectionView
import ListDiff
import Synchronization
import Testing
import TerminalUI

/// A stream read with `Command.read` is the runtime's task: its elements
/// reach the update as messages, and quitting the program cancels the
/// reading, which ends the stream (its producer hears `onTermination`);
/// work of `Command.run` is cancelled too.
@MainActor @Suite struct ProgramTaskTests {
    typealias List = ListController<String, String>
    /// The elements the update received.
    typealias Received = [Int]
    typealias Runner = ProgramRunner<ListApp<List, Received, Int>>

    /// Whether the stream's `onTermination` ran.
    final class Ended: Sendable {
        let value = Mutex(false)
    }

    @Test func quittingCancelsTheReadingAndEndsTheStream() async throws {
        let ended = Ended()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.onTermination = { _ in ended.value.withLock { $0 = true } }
        let list = List(executor: ManualExecutor(), header: { StyledText($0) }, row: { StyledText($0) })
        let runner = Runner(screen: ListScreen(list: list, title: "Top"), model: []) { received, event in
            switch event {
            case .start: return (received, [.read({ stream }, as: { $0 })])
            case let .message(element): return (received + [element], [])
            case .key(.character("x")): return (received, [.quit(0)])
            default: return (received, [])
            }
        }
        runner.start(size: CellSize(columns: 12, rows: 6))
        #expect(runner.runningTasks == 1)
        continuation.yield(7)
        for _ in 0..<1_000 where runner.model.isEmpty { await Task.yield() }
        #expect(runner.model == [7], "the element reached the update")
        #expect(!ended.value.withLock { $0 })

        runner.route(.key(.character("x")))
        #expect(runner.exitCode == 0)
        #expect(runner.runningTasks == 0, "quitting let go of the reading")
        for _ in 0..<1_000 where !ended.value.withLock({ $0 }) { await Task.yield() }
        #expect(ended.value.withLock { $0 }, "the reading was cancelled, so the stream ended")
        continuation.yield(8)
        for _ in 0..<100 { await Task.yield() }
        #expect(runner.model == [7], "nothing more reaches the update after quitting")
    }

    /// Work of `Command.run` under way when the program quits is cancelled,
    /// as a task is: its `Task.sleep` throws at once, and its message is dropped.
    @Test func quittingCancelsTheWorkUnderWay() async throws {
        let cancelled = Ended()
        let list = List(executor: ManualExecutor(), header: { StyledText($0) }, row: { StyledText($0) })
        let runner = Runner(screen: ListScreen(list: list, title: "Top"), model: []) { received, event in
            switch event {
            case .start:
                return (received, [.run {
                    do {
                        try await Task.sleep(for: .seconds(600))
                        return 1
                    } catch {
                        cancelled.value.withLock { $0 = true }
                        return 2
                    }
                }])
            case let .message(element): return (received + [element], [])
            case .key(.character("x")): return (received, [.quit(0)])
            default: return (received, [])
            }
        }
        runner.start(size: CellSize(columns: 12, rows: 6))
        #expect(runner.runningWork == 1)
        runner.route(.key(.character("x")))
        #expect(runner.exitCode == 0)
        // Generous on purpose (the loop ends as soon as the work has ended): under the whole suite on two cores,
        // tests that block the cooperative pool delay the cancelled task's end by seconds; alone it takes milliseconds.
        let deadline = ContinuousClock.now + .seconds(600)
        while runner.runningWork > 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(2)) }
        #expect(cancelled.value.withLock { $0 }, "quitting cancelled the work")
        #expect(runner.runningWork == 0)
        #expect(runner.model.isEmpty, "its message is dropped")
    }

    @Test func aTaskThatReturnsIsLetGo() async throws {
        let list = List(executor: ManualExecutor(), header: { StyledText($0) }, row: { StyledText($0) })
        let runner = Runner(screen: ListScreen(list: list, title: "Top"), model: []) { received, event in
            switch event {
            case .start: return (received, [.task { send in send(1) }])
            case let .message(element): return (received + [element], [])
            default: return (received, [])
            }
        }
        runner.start(size: CellSize(columns: 12, rows: 6))
        for _ in 0..<1_000 where runner.runningTasks > 0 { await Task.yield() }
        #expect(runner.model == [1])
        #expect(runner.runningTasks == 0)
    }
}
