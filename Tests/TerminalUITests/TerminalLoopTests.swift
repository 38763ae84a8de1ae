import CollectionView
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TerminalUI

/// The loop on a pseudo-terminal in this process: the main queue runs it
/// while the test types into the pty. Serialized with the other ncurses
/// tests through ``NcursesTests``.
extension NcursesTests {
    @MainActor @Suite struct TerminalLoopTests {
        struct Failure: Error, Equatable {}

        /// Records what the loop asks of it; animates for `animationFrames` draws.
        final class Recorder: TerminalApplication {
            var events: [TerminalEvent] = []
            var draws = 0
            var sizes: [CellSize] = []
            var animationFrames = 0
            var throwOn: Key?
            var minimum = CellSize(columns: 1, rows: 1)

            var minimumSize: CellSize { minimum }
            var wantsAnimationFrames: Bool { draws < animationFrames }

            func draw<C: Canvas>(on canvas: inout C) {
                draws += 1
                sizes.append(canvas.size)
                canvas.put("frame \(draws)", x: 0, y: 0)
            }

            func handle(_ event: TerminalEvent) throws -> EventResult {
                events.append(event)
                if case let .key(key) = event, key == throwOn { throw Failure() }
                if event == .key(.character("q")) { return .quit(3) }
                return .continue
            }
        }

        private func open(columns: Int = 40, rows: Int = 12) throws -> (Terminal, PseudoTerminal) {
            let pty = try PseudoTerminal(columns: columns, rows: rows)
            let terminal = try Terminal(options: Terminal.Options(
                inputDescriptor: pty.replica, outputDescriptor: pty.replica, terminalType: "xterm-256color",
                synchronizedOutput: .off, mouse: false, noColor: false))
            return (terminal, pty)
        }

        /// Polls (yielding the main actor) until `condition` holds; a generous bound, not a timing check.
        private func eventually(_ condition: () -> Bool) async {
            for _ in 0..<1000 where !condition() {
                try? await Task.sleep(for: .milliseconds(10))
            }
        }

        @Test func deliversKeysDrawsAndReturnsTheQuitCode() async throws {
            let (terminal, pty) = try open()
            let app = Recorder()
            let loop = TerminalLoop(terminal: terminal, application: app)
            let run = Task { try await loop.run() }
            await eventually { app.draws >= 1 }
            pty.type("x")
            await eventually { app.events.count >= 1 }
            pty.type("q")
            let code = try await run.value
            #expect(code == 3)
            #expect(app.events == [.key(.character("x")), .key(.character("q"))])
            #expect(app.draws == 2)  // first paint + one frame after "x"; none after quitting
            #expect(!terminal.isOpen)
            _ = pty.drain()
        }

        /// A timer on the application's own clock: it says how long until
        /// the next tick, the loop wakes then and draws; an exit code the
        /// application sets by itself (not in answer to an event) ends the loop.
        final class Ticker: TerminalApplication {
            let clock = ContinuousClock()
            var next: ContinuousClock.Instant
            var ticks: [ContinuousClock.Instant] = []
            var draws = 0
            var advances = 0
            let interval = Duration.milliseconds(30)

            init() { next = ContinuousClock.now + interval }

            var wantsAnimationFrames: Bool { false }
            func advance() { advances += 1 }
            var untilNextTimer: Duration? { ticks.count < 3 ? next - clock.now : nil }
            func runDueTimers() {
                guard clock.now >= next else { return }
                ticks.append(clock.now)
                next += interval
            }
            var exitCode: Int32? { ticks.count >= 3 ? 7 : nil }
            func draw<C: Canvas>(on canvas: inout C) { draws += 1 }
            func handle(_ event: TerminalEvent) throws -> EventResult { .continue }
        }

        @Test func theApplicationsTimerTicksAndItsExitCodeEndsTheLoop() async throws {
            let (terminal, pty) = try open()
            let app = Ticker()
            let start = ContinuousClock.now
            let code = try await TerminalLoop(terminal: terminal, application: app).run()
            #expect(code == 7)
            #expect(app.ticks.count == 3)
            #expect(app.ticks.first.map { $0 - start >= .milliseconds(30) } == true, "not before it was due")
            #expect(app.draws == 3, "the first paint and one frame after each tick but the last, which ended the loop")
            #expect(app.advances >= app.draws, "advanced before every frame")
            #expect(!terminal.isOpen)
            _ = pty.drain()
        }

        @Test func animatesWhileAskedThenSleeps() async throws {
            let (terminal, pty) = try open()
            let app = Recorder()
            app.animationFrames = 6
            let loop = TerminalLoop(terminal: terminal, application: app)
            let run = Task { try await loop.run() }
            await eventually { app.draws >= 6 }
            // Idle now: the frame timer is gone, so typing is the next thing that draws.
            #expect(app.draws == 6)
            pty.type("q")
            #expect(try await run.value == 3)
            #expect(app.draws == 6)
            #expect(loop.framesDrawn == 6)
            _ = pty.drain()
        }

        @Test func anErrorRestoresTheTerminalAndIsRethrown() async throws {
            let (terminal, pty) = try open()
            let app = Recorder()
            app.throwOn = .character("!")
            let loop = TerminalLoop(terminal: terminal, application: app)
            let run = Task { try await loop.run() }
            await eventually { app.draws >= 1 }
            pty.type("!")
            await #expect(throws: Failure.self) { try await run.value }
            #expect(!terminal.isOpen)
            _ = pty.drain()
        }

        @Test func resizeIsDeliveredAndDrawnAtTheNewSize() async throws {
            let (terminal, pty) = try open(columns: 40, rows: 12)
            let app = Recorder()
            let loop = TerminalLoop(terminal: terminal, application: app)
            let run = Task { try await loop.run() }
            await eventually { app.draws >= 1 }
            pty.resize(columns: 30, rows: 8)
            // The pty is not this process's controlling terminal, so send the SIGWINCH ourselves.
            kill(getpid(), SIGWINCH)
            await eventually { app.sizes.last == CellSize(columns: 30, rows: 8) }
            #expect(app.events.contains(.resize(CellSize(columns: 30, rows: 8))))
            #expect(app.sizes.last == CellSize(columns: 30, rows: 8))
            pty.type("q")
            #expect(try await run.value == 3)
            _ = pty.drain()
        }

        @Test func tooSmallShowsTheMessageInsteadOfTheApplication() async throws {
            let (terminal, pty) = try open(columns: 20, rows: 5)
            let app = Recorder()
            app.minimum = CellSize(columns: 30, rows: 10)
            let loop = TerminalLoop(terminal: terminal, application: app)
            let run = Task { try await loop.run() }
            var screen: [UInt8] = []
            for _ in 0..<200 where !String(decoding: screen, as: UTF8.self).contains("need 30x10") {
                screen += pty.drain(waitingAtMost: 10)
                await Task.yield()
            }
            #expect(String(decoding: screen, as: UTF8.self).contains("Terminal too small"))
            #expect(app.draws == 0)
            pty.type("q")
            #expect(try await run.value == 3)
            _ = pty.drain()
        }
    }
}
