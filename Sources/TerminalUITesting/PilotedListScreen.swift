import CollectionView
import CollectionViewTesting
import ListDiff
import TerminalUI

/// A plain `ListScreen` driven by a `Pilot`, with no conformance to
/// write: keys go to the screen's own event handling (the list's plugins,
/// `onEvent`, the screen's key map), frames are the screen's drawing. The
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
/// As under a terminal, a screen that has quit (or whose `onEvent` threw)
/// takes no more keys.
@MainActor
public final class PilotedListScreen<List: ScreenList>: PilotedApp {
    /// The screen driven.
    public let screen: ListScreen<List>
    /// The exit code the screen quit with, or `nil` while it runs.
    public private(set) var exitCode: Int32?
    /// What the screen's event handling threw (the terminal loop would
    /// restore the terminal and rethrow it), or `nil`.
    public private(set) var error: (any Error)?

    /// Wraps `screen`.
    public init(_ screen: ListScreen<List>) {
        self.screen = screen
    }

    /// The list's view.
    public var pilotedView: CollectionView { screen.list.view }

    /// Whether the list is idle (`ScreenList.isIdle`): for a `ListController`,
    /// its update queue is; for a `LiveList`, no change waits (or it is paused).
    public var isIdle: Bool { screen.list.isIdle }

    /// Whether the screen has stopped: quit, or its event handling threw.
    public var hasEnded: Bool { exitCode != nil || error != nil }

    /// Hands `input` to the screen as the terminal would; notes a quit or
    /// an error. Ignored once the screen ``hasEnded``.
    public func handle(_ input: ViewInput) {
        guard !hasEnded else { return }
        do {
            if case let .quit(code) = try screen.handle(.key(input)) { exitCode = code }
        } catch {
            self.error = error
        }
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
