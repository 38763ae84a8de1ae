import CollectionView
import CollectionViewTesting
import ListDiff
import TerminalUI

/// A plain `ListScreen` driven by a `Pilot`, with no conformance to
/// write: keys go to the screen's own event handling (the open pane, the
/// list's plugins, the screen's key map), frames are the screen's drawing. The
/// list may be any `ScreenList` (a `ListController`, a `LiveList`): the
/// pilot runs its UI jobs until it is idle or animates.
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
    /// The screen driven.
    public let screen: ListScreen<List>
    /// The exit code the screen quit with, or `nil` while it runs.
    public private(set) var exitCode: Int32?

    /// Wraps `screen`.
    public init(_ screen: ListScreen<List>) {
        self.screen = screen
    }

    /// The list's view.
    public var pilotedView: CollectionView { screen.list.view }

    /// Whether the list is idle (`ScreenList.isIdle`): for a `ListController`,
    /// its update queue is; for a `LiveList`, no change waits (or it is paused).
    public var isIdle: Bool { screen.list.isIdle }

    /// Whether the screen has quit.
    public var hasEnded: Bool { exitCode != nil }

    /// Hands `input` to the screen as the terminal would; notes a quit.
    /// Ignored once the screen ``hasEnded``.
    public func handle(_ input: ViewInput) {
        guard !hasEnded else { return }
        if case let .quit(code) = screen.handle(.key(input)) { exitCode = code }
    }

    /// The screen's drawing.
    public func draw<C: Canvas>(on canvas: inout C) {
        screen.draw(on: &canvas)
    }

    /// The screen's timer (`ListScreen/startTimer(every:_:)`), on the pilot's clock.
    public var untilNextTimer: Duration? { screen.untilNextTimer }

    /// Fires the screen's timer when it is due, as the terminal loop does.
    public func runDueTimers() {
        guard !hasEnded else { return }
        screen.runDueTimers()
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
