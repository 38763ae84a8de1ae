import CollectionView
@testable import Demo
import Foundation
import ListDiff
import ListInput
import Testing
import TerminalUI

/// The watch screen's keys and state, without a terminal: results are fed
/// as the run loop would, keys as the terminal would.
@MainActor
@Suite struct WatchScreenTests {
    /// A screen on a manual executor and clock.
    private static func screen() -> (WatchScreen, Driver) {
        let settings = WatchSettings(source: .standardInput, commandLine: "test", input: InputOptions(format: .lines))
        let driver = Driver()
        return (WatchScreen(settings: settings, executor: driver.executor, clock: driver.clock), driver)
    }

    /// Runs the queue and lets every animation finish.
    @MainActor
    final class Driver {
        let executor = ManualExecutor()
        let clock = ManualClock()

        func settle(_ list: DiffListController) {
            for _ in 0..<100 {
                executor.run(until: { list.queue.isIdle || list.view.isAnimating })
                if list.queue.isIdle, !list.view.isAnimating { return }
                clock.advance(by: .seconds(1))
                list.view.advance()
            }
        }
    }

    private static func feed(_ screen: WatchScreen, _ lines: [String]) {
        screen.send(.snapshot(.success([ListSection(model: InputSection(id: "", header: ""), items: lines.map { InputRow($0) })]), at: Date()))
    }

    private static func shown(_ screen: WatchScreen, _ driver: Driver) -> [String] {
        driver.settle(screen.list)
        return screen.list.shownState.flatMap(\.items).map(\.text)
    }

    @Test func historyStepsThroughChangedRunsOnly() throws {
        let (screen, executor) = Self.screen()
        Self.feed(screen, ["a"])
        Self.feed(screen, ["a"])  // unchanged: counted, not stored
        Self.feed(screen, ["b"])
        Self.feed(screen, ["c"])
        #expect(screen.state.history.count == 3)
        #expect(screen.state.judge.runs == 4)
        _ = try screen.handle(.key(.left))
        #expect(screen.state.viewing == 1)
        #expect(Self.shown(screen, executor) == ["b"])
        _ = try screen.handle(.key(.character("h")))
        _ = try screen.handle(.key(.character("h")))  // stays at the oldest
        #expect(screen.state.viewing == 0)
        #expect(Self.shown(screen, executor) == ["a"])
        // A new run while looking back does not move the view.
        Self.feed(screen, ["d"])
        #expect(Self.shown(screen, executor) == ["a"])
        _ = try screen.handle(.key(.end))
        #expect(screen.state.viewing == nil)
        #expect(Self.shown(screen, executor) == ["d"])
        _ = try screen.handle(.key(.home))
        #expect(Self.shown(screen, executor) == ["a"])
        _ = try screen.handle(.key(.character("l")))
        _ = try screen.handle(.key(.right))
        _ = try screen.handle(.key(.right))
        #expect(screen.state.viewing == nil)
    }

    @Test func pauseHighlightFilterHelpAndQuit() throws {
        let (screen, executor) = Self.screen()
        Self.feed(screen, ["apple", "banana", "cherry"])
        _ = try screen.handle(.key(.space))
        #expect(screen.state.paused)
        _ = try screen.handle(.key(.character("d")))
        #expect(screen.list.view.configuration.appearance.flash == .plain)
        _ = try screen.handle(.key(.character("d")))
        #expect(screen.list.view.configuration.appearance.flash != .plain)
        _ = try screen.handle(.key(.character("/")))
        for character in "AN" { _ = try screen.handle(.key(.character(character))) }
        #expect(Self.shown(screen, executor) == ["banana"])
        _ = try screen.handle(.key(.escape))
        #expect(Self.shown(screen, executor) == ["apple", "banana", "cherry"])
        _ = try screen.handle(.key(.character("?")))
        #expect(screen.state.mode == .help)
        #expect(try screen.handle(.key(.character("x"))) == .continue)
        #expect(screen.state.mode != .help)
        #expect(try screen.handle(.key(.character("q"))) == .quit(0))
    }

    @Test func aNarrowTitleKeepsTheLastRunsStatusInSight() throws {
        let settings = WatchSettings(
            source: .command(CommandRunner(command: ["listmotion-never-run"], timeout: nil)),
            commandLine: "ps -eo pid,comm,pcpu --sort=-pcpu", input: InputOptions(format: .lines)
        )
        let driver = Driver()
        let screen = WatchScreen(settings: settings, executor: driver.executor, clock: driver.clock)
        let output = Array("a\nb\n".utf8)
        let outcome = RunOutcome(started: Date(), duration: .milliseconds(35), ending: .exited(3), output: output, errorOutput: Array("oops\n".utf8))
        screen.send(.ran(outcome, WatchJudge.Prepared(output: output, options: settings.input, previous: nil)))
        func title(columns: Int) -> String {
            var canvas = GridCanvas(columns: columns, rows: 6)
            screen.draw(on: &canvas)
            return canvas.render().components(separatedBy: "\n")[0].trimmingCharacters(in: .whitespaces)
        }
        let wide = title(columns: 120)
        #expect(wide.hasPrefix("ps -eo pid,comm,pcpu --sort=-pcpu · every 2 s ✗ exit 3: oops"), "\(wide)")
        #expect(wide.hasSuffix(" exit 3 (35 ms) · run 1, 0 changed"), "\(wide)")
        let narrow = title(columns: 40)
        #expect(narrow.hasPrefix("ps -eo pid"), "\(narrow)")
        #expect(narrow.hasSuffix(" exit 3 · run 1, 0 changed"), "\(narrow)")
    }

    @Test func theTitleSaysWhatIsShown() throws {
        let (screen, _) = Self.screen()
        Self.feed(screen, ["a"])
        Self.feed(screen, ["b"])
        _ = try screen.handle(.key(.left))
        _ = try screen.handle(.key(.space))
        var canvas = GridCanvas(columns: 120, rows: 6)
        screen.draw(on: &canvas)
        let lines = canvas.render().components(separatedBy: "\n")
        #expect(lines[0].contains("PAUSED") && lines[0].contains("HISTORY 1/2: run 1"), "\(lines[0])")
        #expect(lines[5].contains("q quit"))
    }
}
