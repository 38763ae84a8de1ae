import CollectionView
import CollectionViewTesting
import TerminalUI

/// A `ProgramRunner` is driven by a `Pilot` as it is by the terminal: the
/// pilot's start and resizes are the program's start and resize events,
/// keys and clicks take the runtime's one route, and the program's timers
/// run on the pilot's clock.
///
/// ```swift
/// let pilot = Pilot(size: CellSize(columns: 40, rows: 10)) { clock, executor in
///     ProgramRunner(screen: ListScreen(list: makeList(clock, executor)), model: Model(), update: update)
/// }
/// pilot.press(.character("r"))
/// #expect(pilot.app.model.refreshes == 1)
/// ```
extension ProgramRunner: PilotedApp {
    /// The program's view.
    public var pilotedView: CollectionView { program.view }

    /// Whether the program is idle (its list's queue).
    public var isIdle: Bool { program.isIdle }

    /// Whether the program holds its animation still (`Program.isPaused(_:)`).
    public var isPaused: Bool { program.isPaused(model) }

    /// Routes `input` as the terminal would a key (a click or a wheel turn is a key of the view's).
    public func handle(_ input: ViewInput) {
        route(.key(input))
    }

    /// Routes a paste as the terminal would (`ProgramRunner.routePaste(_:)`).
    public func paste(_ text: String) {
        routePaste(text)
    }

    /// Advances the view and delivers the view events that came of it.
    public func advanceView() {
        advance()
    }

    /// Delivers the program's start event.
    public func pilotDidStart(size: CellSize) {
        start(size: size)
    }

    /// Delivers a resize event.
    public func pilotDidResize(to size: CellSize) {
        resize(to: size)
    }
}
