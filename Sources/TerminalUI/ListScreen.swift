import CollectionView
import ListDiff
import Logging

/// A ready-made screen: a list with an optional title line above it and an
/// optional status line below it (one `ScreenLayout`), its own keys, a help
/// overlay, an object pane and a table header. It runs on the runtime: a
/// ``ListApp`` around it (``ProgramRunner/init(screen:model:update:)``, or
/// ``ProgramRunner/init(screen:)`` for a screen with no app of its own).
///
/// The list is any `ScreenList`: a `ListController` fed whole lists by
/// value, or a `LiveList` fed change events from any thread. The screen is
/// the same either way; it only draws the list's `view`, hands it keys and
/// lets it animate.
///
/// ```swift
/// let screen = ListScreen(list: list, title: "Processes")
/// screen.status = StyledText("3 sections")
/// // An app's own keys, timers and model: the runtime (`ListApp`) around the screen.
/// let code = try await ProgramRunner(screen: screen, model: Model(), update: update).run()
///
/// // A live list, fed from another thread while the screen runs:
/// let pods = LiveList<String, Pod>(section: { $0.namespace }, order: .descending { $0.restarts },
///                                  header: { StyledText($0) }, row: { StyledText($0.name) })
/// let live = ListScreen(list: pods, title: "Pods")
/// ```
///
/// The screen has the shape of every screen of the project: its state is a
/// ``ListScreenState`` value changed only by the pure
/// `ListScreenUpdate.update(_:_:)`; the screen performs the effects
/// (a frame, a sort of its table). Setting ``title`` or
/// ``status`` is an event of that update, so the screen redraws by itself,
/// also from an `apply` completion (when a batch has landed).
///
/// - Keys and mouse reports go to the list's plugins first (a click on a
///   row selects it with `Selectable`; the mouse is translated by the
///   list's area on screen).
/// - What the plugins leave goes to the screen's ``keyMap``: ``quitKey``
///   (`q`) quits with exit code 0. Under a ``ListApp`` (the runtime), what
///   the screen's keys leave goes to the app's update (Ctrl+letter, F-keys,
///   Insert and Shift+Tab included): the one way an app hears keys.
/// - ``keyGuide`` is the help of all these keys, for an overlay or a hint.
/// - ``pane`` shows a row's object beside the list (an ``ObjectPane``, over
///   the list when narrow); while it is open its keys (Esc closes it, the
///   arrows, PgUp/PgDn, Home/End scroll it) come before everything else.
/// - Input reaches it by the runtime's one route (``ProgramRunner``): the
///   screen has no input entry point of its own. Timers are the runtime's
///   too (``Command/startTimer(_:every:)``, a ``ProgramEvent/timer(_:)`` to
///   the app's update), on the list's clock: the system's in an app, a
///   `Pilot`'s under a test.
/// - The screen animates while the list does, and redraws on its own when a
///   batch starts (the loop is the view's `DisplayHost`).
/// - ``table`` (for a `LiveList` of `TableRow`s) makes the list a live table:
///   a header line under the title names the columns over their cells and
///   marks the sort column; `<` `>` sort by the previous / next column, `R`
///   reverses, a click on a name sorts by it (a second click reverses), `H`
///   holds the ranks (the title says `HELD`), each as one animated batch.
/// - ``helpTitle`` gives the screen a `?` help overlay listing every key
///   (the list's, the table's, ``appKeys``, the screen's).
@MainActor
public final class ListScreen<List: ScreenList> {
    /// What the screen's own keys do.
    public typealias Action = ListScreenAction

    /// The list shown (a `ListController`, a `LiveList`, any `ScreenList`).
    public let list: List
    /// The smallest size the screen draws at.
    public var minimumSize: CellSize
    /// The screen's state now (lines, keys, pane, table, help), changed only by ``send(_:)``.
    public private(set) var state: ListScreenState

    /// Creates the screen around `list`.
    ///
    /// - Parameters:
    ///   - list: the list shown, below the title line.
    ///   - title: the line above the list (`nil`: none).
    ///   - status: the line below the list (`nil`: none).
    ///   - quitKey: quits with code 0 when nothing else used it (`q` by default).
    ///   - minimumSize: below it the terminal's loop says "terminal too small".
    public init(
        list: List,
        title: StyledText? = nil,
        status: StyledText? = nil,
        quitKey: Key? = .character("q"),
        minimumSize: CellSize = CellSize(columns: 20, rows: 3)
    ) {
        self.list = list
        state = ListScreenState(title: title, status: status, quitKey: quitKey)
        self.minimumSize = minimumSize
    }

    /// Feeds `event` through ``ListScreenUpdate`` and performs its effects.
    public func send(_ event: ListScreenEvent) {
        for effect in ListScreenUpdate.update(&state, event) {
            switch effect {
            case .redraw: list.view.setNeedsDisplay()
            case .quit: list.view.setNeedsDisplay()  // the runner quits by its own command (``ListApp``)
            case let .table(effect): perform(effect)
            }
        }
    }

    /// Sorts or holds the list as its table says (only a `TableSortableList` is given a table).
    private func perform(_ effect: TableState.Effect) {
        guard let table = state.table, let sortable = list as? any TableSortableList else { return }
        // The count comes once the sort is computed (off the UI thread for a list with a worker).
        sortable.perform(effect, for: table) { [weak self] mismatches in self?.send(.tableSorted(mismatches: mismatches)) }
    }

    // MARK: - The state, by name

    /// The line above the list, or `nil` for none.
    public var title: StyledText? {
        get { state.title }
        set { send(.setTitle(newValue)) }
    }
    /// The line below the list, or `nil` for none.
    public var status: StyledText? {
        get { state.status }
        set { send(.setStatus(newValue)) }
    }
    /// The keys hinted on the status line after ``status``, cut to the
    /// line's width at each frame (`nil`: none), e.g. `screen.keyGuide` or
    /// `screen.keyGuide + appKeys.guide`.
    public var hints: KeyGuide? {
        get { state.hints }
        set { send(.setHints(newValue)) }
    }
    /// The style of the title line (laid over its text and filling the line).
    public var titleStyle: Style {
        get { state.titleStyle }
        set { send(.setTitleStyle(newValue)) }
    }
    /// The style of the status line (laid over its text and filling the line).
    public var statusStyle: Style {
        get { state.statusStyle }
        set { send(.setStatusStyle(newValue)) }
    }
    /// The screen's own keys (``ListScreenAction/quit``: `q`, ``ListScreenAction/help``: `?`),
    /// asked after the list's plugins and before the app's update; rebind with `KeyMap.rebind(_:to:)`.
    public var keyMap: KeyMap<Action> {
        get { state.keyMap }
        set { send(.setKeyMap(newValue)) }
    }
    /// The key that quits when the list's plugins did not use it
    /// (the first key of ``ListScreenAction/quit``); `nil` for none. Setting it rebinds ``keyMap``.
    public var quitKey: Key? {
        get { keyMap.keys(for: .quit).first }
        set { keyMap.rebind(.quit, to: newValue.map { [$0] } ?? []) }
    }
    /// Whether keys are taken as text: while `true`, under a ``ListApp`` a key
    /// goes to the app's update first, unseen by the list's plugins and the
    /// screen's keys (mouse reports still reach them), so an app can read a
    /// filter or a name with letters the plugins would otherwise use (`j`,
    /// `k`, `m`, Enter, `q`).
    public var takesText: Bool {
        get { state.takesText }
        set { send(.setTakesText(newValue)) }
    }
    /// A row's object in a pane beside the list (``ListScreenState/pane``), `nil` for none;
    /// the pane's Esc sets it back to `nil`.
    public var pane: ObjectPaneState? {
        get { state.pane }
        set { send(.setPane(newValue)) }
    }
    /// Every key the screen answers to, in the one order a key takes under
    /// a ``ListApp``: the modal layer (the open pane's keys), the list's
    /// plugins, the screen's own (the table's, then ``keyMap``: `?`, `q`),
    /// then the app's (``appKeys``). The help overlay lists it in this order,
    /// and a hint line (``Command/hintKeys()``, `keyGuide.hintLine(width:)`)
    /// too, but for the pinned hints (`? help`, `q quit`), kept last in sight.
    /// Generated here only, from ``keyLayers``.
    public var keyGuide: KeyGuide {
        keyLayers.reduce(KeyGuide(), +)
    }
    /// The guides of the route's layers, in the order a key is offered to
    /// them: the modal layer (the pane's keys while it is open, else empty),
    /// the list's plugins, the table's keys, the screen's ``keyMap``, ``appKeys``.
    /// The first layer whose guide lists a key is the one that takes it.
    public var keyLayers: [KeyGuide] {
        [state.pane == nil ? KeyGuide() : ObjectPaneState.keyMap.guide] + screenKeyLayers
    }
    /// ``keyGuide`` without the pane's keys: the list's plugins', the table's, the screen's own,
    /// then ``appKeys``. What ``hints`` is set to (the status line puts the pane's keys first by itself while it is open).
    public var screenKeyGuide: KeyGuide {
        screenKeyLayers.reduce(KeyGuide(), +)
    }
    private var screenKeyLayers: [KeyGuide] {
        [list.view.keyGuide, state.table?.keyMap.guide ?? KeyGuide(), keyMap.guide, state.appKeys]
    }
    /// The title of the `?` help overlay (every key of ``keyGuide``); `nil`
    /// (the default) for no help key.
    public var helpTitle: String? {
        get { state.helpTitle }
        set { send(.setHelpTitle(newValue)) }
    }
    /// The keys the app's update handles, listed in the help and in
    /// ``keyGuide`` last, after the screen's own (where the route offers them).
    public var appKeys: KeyGuide {
        get { state.appKeys }
        set { send(.setAppKeys(newValue)) }
    }

    // MARK: - The pane's flash

    /// How long until the open pane's flash ends (`nil`: no flash), on the list's clock.
    /// ``ListApp`` hands it to the runtime as the screen's own timer.
    public var untilNextTimer: Duration? {
        state.pane?.flashEnd.map { $0 - list.view.clock.now }
    }

    /// Ends the pane's flash when its time is over.
    public func runDueTimers() {
        send(.clock(now: list.view.clock.now))
    }

    // MARK: - Running

    /// Opens the terminal (or uses `terminal`), runs the screen on the
    /// runtime until it quits (``ProgramRunner/init(screen:)``: its own keys,
    /// no app), restores the terminal and returns the exit code. Late frames
    /// are logged on `logger` (see ``TerminalLoop``).
    ///
    /// - Throws: ``TerminalError`` when the terminal cannot be opened.
    public func run(on terminal: Terminal? = nil, logger: Logger = ListMotionLog.silent) async throws -> Int32 {
        try await ProgramRunner(screen: self).run(on: terminal, logger: logger)
    }

    /// The title line, the list (and the object pane beside it), the status line, top to bottom (`ScreenLayout`).
    /// With a ``table``, its header line is the top line of the list's area (over the list only, beside the pane),
    /// and the title says ``heldMarker`` at its right edge while the ranks are held; the help overlay goes over everything.
    public func draw<C: Canvas>(on canvas: inout C) {
        let state = self.state
        let layout = ScreenLayout(Rect(size: canvas.size), title: state.title != nil,
                                  status: state.status != nil || state.hints != nil)
        if let title = state.title {
            canvas.withArea(layout.title) { line in
                guard state.table?.isHeld == true else { return Self.drawLine(title, style: state.titleStyle, on: &line) }
                // Held: `HELD` kept in sight at the right edge, the title cut before it when it must be.
                TitleBar(left: title, right: StyledText(Self.heldMarker + " ", style: Style(bold: true)), style: state.titleStyle).draw(on: &line)
            }
        }
        if state.status != nil || state.hints != nil {
            canvas.withArea(layout.status) { Self.drawLine(Self.statusLine(state, columns: $0.size.columns), style: state.statusStyle, on: &$0) }
        }
        let areas = state.pane == nil ? (list: layout.list, pane: nil) : ObjectPane.areas(of: layout.list)
        let table = state.table.flatMap { $0.hasHeaderLine ? $0 : nil }
        let (header, rows) = areas.list.dividedTop(table == nil ? 0 : 1)
        canvas.withArea(rows) { list.view.render(into: &$0) }
        if let table {
            canvas.withArea(header) { $0.draw(StyledText(table.headerLine, style: Style(bold: true)), y: 0, width: $0.size.columns) }
        }
        if let paneArea = areas.pane, let pane = state.pane {
            canvas.withArea(paneArea) { ObjectPane(state: pane, now: list.view.clock.now).draw(on: &$0) }
        }
        if state.showsHelp, let helpTitle = state.helpTitle {
            HelpOverlay.draw(on: &canvas, title: helpTitle, help: keyGuide.help)
        }
    }

    /// What the title line shows at its right edge while the table's ranks are held.
    public static var heldMarker: String { "HELD" }

    /// The open pane's event for `key`, when the pane is open and binds it.
    func paneKeyEvent(_ key: Key) -> ListScreenEvent? {
        guard let pane = state.pane, ObjectPaneState.keyMap.action(for: key) != nil else { return nil }
        // The pane has the list's rows and the header line (``ObjectPane/areas(of:)``): its page is their height, framed.
        var size = list.view.viewportSize
        if state.table?.hasHeaderLine == true { size.rows += 1 }
        return .paneKey(key, visibleLines: ObjectPane.visibleLines(in: size, isGone: pane.isGone))
    }

    /// Whether `mouse` is a left click on the table's header line (the line above the list; not while the pane is open).
    func isHeaderClick(_ mouse: MouseEvent) -> Bool {
        guard state.pane == nil, state.table?.hasHeaderLine == true, mouse.row == list.view.screenFrame.y - 1 else { return false }
        switch mouse.kind {
        case .click(button: 1), .press(button: 1): return true
        default: return false
        }
    }

    /// The status, then the hints in the room it leaves (after ` · ` when there is a status; the
    /// object pane's first while it is open). O(hints).
    static func statusLine(_ state: ListScreenState, columns: Int) -> StyledText {
        let status = state.status ?? StyledText("")
        guard var hints = state.hints else { return status }
        if state.pane != nil { hints = ObjectPaneState.keyMap.guide + hints }
        let width = status.firstLineWidth
        let prefix = width > 0 ? "· " : ""
        let line = HintLine(prefix: prefix, guide: hints).line(columns: columns - width)
        return StyledText(spans: (status.lines.first ?? []) + (line.lines.first ?? []))
    }

    private static func drawLine(_ text: StyledText, style: Style, on canvas: inout some Canvas) {
        if style != .plain { canvas.fill(x: 0, y: 0, count: canvas.size.columns, style: style) }
        canvas.draw(text, y: 0, base: style)
    }
}

extension ListScreen where List: TableSortableList {
    /// Creates the screen around `list`, shown as `table`: its header line
    /// under the title, its keys and clicks (see ``ListScreen/table``).
    /// Give the list the table's order (`LiveListOrder.table(_:previous:kind:)`
    /// for its sort, or arrival without one): the screen does not sort it at the start.
    public convenience init(
        list: List,
        table: TableState,
        title: StyledText? = nil,
        status: StyledText? = nil,
        quitKey: Key? = .character("q"),
        minimumSize: CellSize = CellSize(columns: 20, rows: 3)
    ) {
        self.init(list: list, title: title, status: status, quitKey: quitKey, minimumSize: minimumSize)
        send(.setTable(table))
    }

    /// The list as a live table (`nil`: a plain list): a header line under
    /// the title names the columns over their cells (`TableState.columnWidths`,
    /// `TableState.indent`) and marks the sort column `▲`/`▼`; `<` `>`
    /// sort by the previous / next column, `R` reverses, a click on a name
    /// sorts by it and a second click reverses (the previous sort breaks ties),
    /// `H` holds the ranks (rows keep their places while their values
    /// update; the title says `HELD`) and `H` again re-sorts, each in one
    /// animated batch. The first table set names the order the list has (give
    /// the list `LiveListOrder.table(_:previous:kind:)` for its sort); replacing
    /// it with one of another sort sorts the list by that. Set it again to
    /// change the columns' widths as the cells widen.
    public var table: TableState? {
        get { state.table }
        set { send(.setTable(newValue)) }
    }
}
