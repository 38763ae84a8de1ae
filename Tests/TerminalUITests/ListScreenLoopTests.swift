import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff
import Testing
@testable import TerminalUI

/// The ready-made ``ListScreen`` on a pseudo-terminal, wired with nothing
/// but a `ListController`: batches started by the update queue are drawn
/// without app code, and the hang guard stays silent unless nothing draws.
extension NcursesTests {
    @MainActor @Suite struct ListScreenLoopTests {
        typealias List = ListController<String, String>

        /// Notes when each batch starts and when each frame is drawn.
        struct Timeline: CollectionViewPlugin {
            final class Record {
                var batchStarts: [ContinuousClock.Instant] = []
                var frames: [ContinuousClock.Instant] = []
            }
            let record: Record

            func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
                if case .batchStarted = event { record.batchStarts.append(.now) }
                return .ignored
            }

            func drawOverlay(into canvas: inout some Canvas, in view: CollectionView) {
                record.frames.append(.now)
            }
        }

        private func open(columns: Int = 40, rows: Int = 12, mouse: Bool = false) throws -> (Terminal, PseudoTerminal) {
            let pty = try PseudoTerminal(columns: columns, rows: rows)
            let terminal = try Terminal(options: Terminal.Options(
                inputDescriptor: pty.replica, outputDescriptor: pty.replica, terminalType: "xterm-256color",
                synchronizedOutput: .off, mouse: mouse, noColor: false))
            return (terminal, pty)
        }

        /// Polls (yielding the main actor to the loop) until `condition` holds or `limit` passes.
        @discardableResult
        private func eventually(limit: Duration = .seconds(10), _ condition: () -> Bool) async -> Bool {
            let deadline = ContinuousClock.now + limit
            while !condition() {
                if ContinuousClock.now >= deadline { return false }
                try? await Task.sleep(for: .milliseconds(2))
            }
            return true
        }

        private static func sections(_ rows: [String]) -> [ListSection<String, String>] {
            [ListSection(model: "Top", items: rows)]
        }

        /// The batch asks the loop for its frames itself: with no event and
        /// no app code after `apply`, frames are drawn after it starts. (How
        /// soon is a benchmark's figure, not a test's: under a loaded suite
        /// the main queue may run the frame job late.)
        @Test func aQueueStartedBatchIsDrawnWithoutAppCode() async throws {
            let (terminal, pty) = try open()
            let record = Timeline.Record()
            let list = List(header: { StyledText($0) }, row: { StyledText($0) }, plugins: [Timeline(record: record)])
            let screen = ListScreen(list: list, title: "title")
            let loop = TerminalLoop(terminal: terminal, application: ProgramRunner(screen: screen))
            let run = Task { try await loop.run() }
            #expect(await eventually { loop.framesDrawn >= 1 })

            // The first load is a reload, not a batch: it must be on screen all the same.
            list.apply(Self.sections(["alpha", "beta"]), animated: false)
            var screenText = ""
            #expect(await eventually {
                screenText += String(decoding: pty.drain(), as: UTF8.self)
                return screenText.contains("alpha") && screenText.contains("beta")
            })

            list.apply(Self.sections(["gamma", "beta", "alpha"]))
            #expect(await eventually { !record.batchStarts.isEmpty })
            #expect(await eventually(limit: .seconds(60)) { record.frames.count(where: { $0 > record.batchStarts[0] }) >= 2 })
            screenText = ""
            #expect(await eventually(limit: .seconds(60)) {
                screenText += String(decoding: pty.drain(), as: UTF8.self)
                return screenText.contains("gamma")
            })

            pty.type("q")
            #expect(try await run.value == 0)
            _ = pty.drain()
        }

        @Test func aClickOnARowSelectsItThroughTheTerminalsDecoder() async throws {
            let (terminal, pty) = try open(mouse: true)
            let list = List(header: { StyledText($0) }, row: { StyledText($0) }, plugins: [Selectable()])
            list.apply(Self.sections(["alpha", "beta", "gamma"]), animated: false)
            // A title line above the list: the list's area starts at screen row 1.
            let screen = ListScreen(list: list, title: "title", status: "status")
            let loop = TerminalLoop(terminal: terminal, application: ProgramRunner(screen: screen))
            let run = Task { try await loop.run() }
            #expect(await eventually { loop.framesDrawn >= 1 && list.view.numberOfItems(inSection: 0) == 3 })
            #expect(list.view.screenFrame == Rect(x: 0, y: 1, columns: 40, rows: 10))
            // Screen row 3 (SGR mouse, 1-based): title, header "Top", alpha, beta.
            pty.type("\u{1B}[<0;5;4M\u{1B}[<0;5;4m")
            #expect(await eventually { list.view.selectedItem != nil })
            #expect(list.view.selectedItem == ItemPath(item: 1, section: 0))
            // A click on the title line is not the list's.
            pty.type("\u{1B}[<0;5;1M\u{1B}[<0;5;1m")
            try? await Task.sleep(for: .milliseconds(50))
            #expect(list.view.selectedItem == ItemPath(item: 1, section: 0))
            pty.type("q")
            #expect(try await run.value == 0)
            _ = pty.drain()
        }

        @Test func aHundredQueuedRequestsNeverWakeTheHangGuard() async throws {
            let (terminal, pty) = try open()
            let logged = LogCapture()
            var configuration = CollectionViewConfiguration()
            configuration.animationDuration = .milliseconds(10)
            let list = List(
                configuration: configuration,
                queueConfiguration: UpdateQueueConfiguration(
                    coalescing: false, hangGuardMultiplier: 1, hangGuardMinimum: .milliseconds(400),
                    logger: logged.logger()),
                header: { StyledText($0) }, row: { StyledText($0) })
            let screen = ListScreen(list: list)
            let loop = TerminalLoop(terminal: terminal, application: ProgramRunner(screen: screen))
            let run = Task { try await loop.run() }
            #expect(await eventually { loop.framesDrawn >= 1 })

            var outcomes: [UpdateOutcome] = []
            for k in 0..<100 {
                // Each state rotates the rows by one and renames one: a move and a reload per batch.
                let rows = (0..<6).map { "row \(($0 + k) % 6)" + ($0 == 0 ? " · \(k)" : "") }
                list.apply(Self.sections(rows)) { outcomes.append($0) }
            }
            #expect(await eventually(limit: .seconds(60)) { outcomes.count == 100 })
            #expect(logged.messages.count == 0, "first line: \(logged.messages.first ?? "")")
            #expect(outcomes.allSatisfy { if case .applied = $0 { true } else { false } })

            pty.type("q")
            #expect(try await run.value == 0)
            _ = pty.drain()
        }

        @Test func theHangGuardLogsOnceWhenTheLoopHasStopped() async throws {
            let (terminal, pty) = try open()
            let logged = LogCapture()
            let list = List(
                queueConfiguration: UpdateQueueConfiguration(
                    coalescing: false, hangGuardMultiplier: 0, hangGuardMinimum: .milliseconds(100),
                    logger: logged.logger()),
                header: { StyledText($0) }, row: { StyledText($0) })
            list.apply(Self.sections(["a", "b"]), animated: false)
            let screen = ListScreen(list: list)
            let loop = TerminalLoop(terminal: terminal, application: ProgramRunner(screen: screen))
            let run = Task { try await loop.run() }
            #expect(await eventually { loop.framesDrawn >= 1 })
            pty.type("q")
            #expect(try await run.value == 0)

            // Nothing draws any more: both batches wait for the guard, which speaks once.
            var outcomes: [UpdateOutcome] = []
            list.apply(Self.sections(["b", "a"])) { outcomes.append($0) }
            list.apply(Self.sections(["a", "b", "c"])) { outcomes.append($0) }
            #expect(await eventually { outcomes.count == 2 })
            #expect(logged.messages.count == 1)
            #expect(logged.messages.first?.contains("did not come within") == true)
            _ = pty.drain()
        }
    }
}
