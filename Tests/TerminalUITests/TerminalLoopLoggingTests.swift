import CollectionView
import CollectionViewTesting
import Logging
import Testing
@testable import TerminalUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The loop's `Logger`: an animation frame held up by a busy main thread is
/// logged as a warning with how late it came.
extension NcursesTests {
    @MainActor @Suite struct TerminalLoopLoggingTests {
        /// Animates for `frames` draws; the draw numbered `stallAt` keeps the main thread for `stall`.
        final class Staller: TerminalApplication {
            var draws = 0
            let frames: Int
            let stallAt: Int?
            let stall: Duration

            init(frames: Int, stallAt: Int?, stall: Duration = .milliseconds(200)) {
                self.frames = frames
                self.stallAt = stallAt
                self.stall = stall
            }

            var wantsAnimationFrames: Bool { draws < frames }

            func draw<C: Canvas>(on canvas: inout C) {
                draws += 1
                canvas.put("frame \(draws)", x: 0, y: 0)
                if draws == stallAt {
                    // Blocks the main thread on purpose, as heavy app work would.
                    let end = ContinuousClock.now + stall
                    while ContinuousClock.now < end { usleep(1000) }
                }
            }

            func handle(_ event: TerminalEvent) throws -> EventResult {
                event == .key(.character("q")) ? .quit(0) : .continue
            }
        }

        private func run(_ app: Staller, log: LogCapture) async throws {
            let pty = try PseudoTerminal(columns: 20, rows: 5)
            let terminal = try Terminal(options: Terminal.Options(
                inputDescriptor: pty.replica, outputDescriptor: pty.replica, terminalType: "xterm-256color",
                synchronizedOutput: .off, mouse: false, noColor: false))
            let loop = TerminalLoop(terminal: terminal, application: app, logger: log.logger())
            let task = Task { try await loop.run() }
            for _ in 0..<1000 where app.draws < app.frames {
                try? await Task.sleep(for: .milliseconds(10))
            }
            pty.type("q")
            #expect(try await task.value == 0)
            _ = pty.drain()
        }

        @Test func aFrameHeldUpByTheMainThreadIsLoggedWithItsDelay() async throws {
            let app = Staller(frames: 8, stallAt: 3)
            let log = LogCapture()
            try await run(app, log: log)
            #expect(app.draws == 8)
            let late = log.entries.filter { $0.message.hasPrefix("TerminalLoop: a frame came ") }
            #expect(late.count >= 1, "\(log.messages)")
            #expect(late.allSatisfy { $0.level == .warning })
            // The stalled frame's successor came at least the stall (200 ms) after it.
            let delays = late.compactMap { Int($0.message.split(separator: " ")[4]) }
            #expect(delays.contains { $0 >= 200 }, "\(log.messages)")
        }

        @Test func theThresholdIsFourFrameIntervals() {
            #expect(TerminalLoop.lateFrameThreshold == .nanoseconds(66_666_668))
        }
    }
}
