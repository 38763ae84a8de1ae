import CollectionView
import CollectionViewTesting
import ListDiff
import TerminalUI

/// A plain `ListScreen` driven by a `Pilot`, with no conformance to
/// write: the screen runs on the runtime as it does in the terminal
/// (``runner``, a `ProgramRunner` of a `ListApp` with no update of its own:
/// `ProgramRunner(screen:)`), so keys take the runtime's one route (the open
/// pane, the list's plugins, the screen's keys), frames are the screen's
/// drawing, and the start and resizes are the runner's. The list may be any
/// `ScreenList` (a `ListController`, a `LiveList`): the pilot runs its UI
/// jobs until it is idle or animates.
///
/// ```swift
/// let pilot = Pilot(size: CellSize(columns: 30, rows: 8)) { clock, executor in
///     ListScreen(list: ListController<String, String>(clock: clock, executor: executor,
///                                                     header: { StyledText($0) }, row: { StyledText($0) }))
/// }
/// pilot.app.screen.list.apply([ListSection(model: "Jobs", items: ["build", "test"])])
/// pilot.finish()
/// #expect(pilot.rows(inSection: "Jobs") == ["build", "test"])
/// pilot.press(.character("q"))
/// #expect(pilot.app.exitCode == 0)
/// ```
///
/// An app with keys, timers or a model of its own is a `ProgramRunner`
/// (a `ListApp` around the screen), which a `Pilot` drives as it is.
///
/// As under a terminal, a screen that has quit takes no more keys.
@MainActor
public final class PilotedListScreen<List: ScreenList>: PilotedApp {
    /// The runner of a plain screen.
    public typealias Runner = ProgramRunner<ListApp<List, Void, Never>>

    /// The runtime running the screen.
    public let runner: Runner
    /// The screen driven.
    public var screen: ListScreen<List> { runner.screen }
    /// The exit code the screen quit with, or `nil` while it runs.
    public var exitCode: Int32? { runner.exitCode }

    /// Runs `screen` on a runner of its own (`ProgramRunner(screen:)`).
    public init(_ screen: ListScreen<List>) {
        runner = Runner(screen: screen)
    }

    /// The list's view.
    public var pilotedView: CollectionView { runner.pilotedView }

    /// Whether the list is idle (`ScreenList.isIdle`): for a `ListController`,
    /// its update queue is; for a `LiveList`, no change waits (or it is paused).
    public var isIdle: Bool { runner.isIdle }

    /// Whether the screen has quit.
    public var hasEnded: Bool { exitCode != nil }

    /// Hands `input` to the runner as the terminal would; ignored once the screen ``hasEnded``.
    public func handle(_ input: ViewInput) {
        runner.handle(input)
    }

    /// Routes a terminal event (a mouse report, a key) as the terminal would (`ProgramRunner.route(_:)`).
    public func route(_ event: TerminalEvent) {
        runner.route(event)
    }

    /// A paste, as the terminal hands it over (a plain screen drops it).
    public func paste(_ text: String) {
        runner.paste(text)
    }

    /// The screen's drawing.
    public func draw<C: Canvas>(on canvas: inout C) {
        runner.draw(on: &canvas)
    }

    /// The runner's next timer (the end of the pane's flash), on the pilot's clock.
    public var untilNextTimer: Duration? { runner.untilNextTimer }

    /// Runs what is due, as the terminal loop does.
    public func runDueTimers() {
        runner.runDueTimers()
    }

    /// Advances the view, as the terminal loop does before a frame.
    public func advanceView() {
        runner.advanceView()
    }

    /// The runner's start.
    public func pilotDidStart(size: CellSize) {
        runner.pilotDidStart(size: size)
    }

    /// The runner's resize.
    public func pilotDidResize(to size: CellSize) {
        runner.pilotDidResize(to: size)
    }
}

extension Pilot {
    /// A pilot on the `ListScreen` that `makeScreen` builds on the
    /// pilot's clock and executor (see `Pilot/init(size:recording:clock:executor:app:)`);
    /// the screen is `app.screen`.
    public convenience init<List>(
        size: CellSize = CellSize(columns: 80, rows: 24), recording: Bool = false,
        clock: ManualClock = ManualClock(), executor: ManualExecutor = ManualExecutor(),
        screen makeScreen: (ManualClock, ManualExecutor) -> ListScreen<List>
    ) where App == PilotedListScreen<List> {
        self.init(size: size, recording: recording, clock: clock, executor: executor) { clock, executor in
            PilotedListScreen(makeScreen(clock, executor))
        }
    }
}
