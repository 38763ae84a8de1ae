import CollectionView
import ListDiff
import Logging

/// A ready-made screen: a `ListController`'s list with an optional title
/// line above it and an optional status line below it, each a `StyledText`
/// the app sets whenever it likes.
///
/// ```swift
/// let screen = ListScreen(list: list, title: "Processes")
/// screen.status = StyledText("3 sections")
/// let code = try await screen.run()
/// ```
///
/// - Keys and mouse reports go to the list's plugins first (a click on a
///   row selects it with `Selectable`; the mouse is translated by the
///   list's area on screen).
/// - What the plugins leave goes to ``onEvent`` (Ctrl+letter, F-keys,
///   Insert and Shift+Tab included); an answer from it is final. Otherwise
///   the screen's ``keyMap`` decides: ``quitKey`` (`q`) quits with exit code 0.
/// - ``keyGuide`` is the help of all these keys, for an overlay or a hint.
/// - The screen animates while the list does, and redraws on its own when a
///   batch starts (the loop is the view's `DisplayHost`) or when
///   ``title`` or ``status`` change.
@MainActor
public final class ListScreen<Model: Differentiable & Sendable, Item: Differentiable & Sendable>: TerminalApplication {
    /// The list shown.
    public let list: ListController<Model, Item>
    /// The line above the list, or `nil` for none.
    public var title: StyledText? { didSet { loop?.setNeedsDisplay() } }
    /// The line below the list, or `nil` for none.
    public var status: StyledText? { didSet { loop?.setNeedsDisplay() } }
    /// The style of the title line (laid over its text and filling the line).
    public var titleStyle = Style(reverse: true) { didSet { loop?.setNeedsDisplay() } }
    /// The style of the status line (laid over its text and filling the line).
    public var statusStyle = Style.plain { didSet { loop?.setNeedsDisplay() } }
    /// What the screen's own keys do.
    public enum Action: Hashable, Sendable {
        /// Quit with exit code 0.
        case quit
    }

    /// The screen's own keys (``Action/quit``: `q`), asked after the list's
    /// plugins and ``onEvent``; rebind with `KeyMap.rebind(_:to:)`.
    public var keyMap: KeyMap<Action>
    /// The key that quits when neither the list nor ``onEvent`` used it
    /// (the first key of ``Action/quit``); `nil` for none. Setting it rebinds ``keyMap``.
    public var quitKey: Key? {
        get { keyMap.keys(for: .quit).first }
        set { keyMap.rebind(.quit, to: newValue.map { [$0] } ?? []) }
    }
    /// The keys of the list's plugins and the screen's own, for a help
    /// overlay or a status-line hint (`keyGuide.hintLine(width:)`).
    public var keyGuide: KeyGuide { list.view.keyGuide + keyMap.guide }
    /// Sees every event the list's plugins did not use (keys, clicks outside
    /// the list, resizes). Return an ``EventResult`` to decide (``EventResult/continue``
    /// keeps ``quitKey`` from quitting), or `nil` to leave the default.
    /// - Throws: any error; the loop restores the terminal and rethrows it.
    public var onEvent: (@MainActor (TerminalEvent) throws -> EventResult?)?
    /// The smallest size the screen draws at.
    public var minimumSize: CellSize

    private weak var loop: TerminalLoop?

    /// Creates the screen around `list`.
    ///
    /// - Parameters:
    ///   - list: the list shown, below the title line.
    ///   - title: the line above the list (`nil`: none).
    ///   - status: the line below the list (`nil`: none).
    ///   - quitKey: quits with code 0 when nothing else used it (`q` by default).
    ///   - minimumSize: below it the loop says "terminal too small".
    ///   - onEvent: see ``onEvent``.
    public init(
        list: ListController<Model, Item>,
        title: StyledText? = nil,
        status: StyledText? = nil,
        quitKey: Key? = .character("q"),
        minimumSize: CellSize = CellSize(columns: 20, rows: 3),
        onEvent: (@MainActor (TerminalEvent) throws -> EventResult?)? = nil
    ) {
        self.list = list
        self.title = title
        self.status = status
        keyMap = KeyMap([KeyBinding(.quit, keys: quitKey.map { [$0] } ?? [], help: "quit", hint: "quit", pinsHint: true)])
        self.minimumSize = minimumSize
        self.onEvent = onEvent
    }

    /// Opens the terminal (or uses `terminal`), runs the screen until it
    /// quits, restores the terminal and returns the exit code. Late frames
    /// are logged on `logger` (see ``TerminalLoop``).
    ///
    /// - Throws: ``TerminalError`` when the terminal cannot be opened, or
    ///   what ``onEvent`` threw.
    public func run(on terminal: Terminal? = nil, logger: Logger = ListMotionLog.silent) async throws -> Int32 {
        let terminal = try terminal ?? Terminal()
        return try await TerminalLoop(terminal: terminal, application: self, logger: logger).run()
    }

    // MARK: - TerminalApplication

    /// While the list animates. Also finishes a batch whose time is up, so
    /// that the queue moves on even while the terminal is too small to draw.
    public var wantsAnimationFrames: Bool {
        list.view.advance()
        return list.view.isAnimating
    }

    /// Keeps the loop (weakly) to redraw when the title or status change.
    public func attach(to loop: TerminalLoop, size: CellSize) {
        self.loop = loop
    }

    /// The title line, the list, the status line, top to bottom.
    public func draw<C: Canvas>(on canvas: inout C) {
        var rest = Rect(size: canvas.size)
        if let title {
            let (line, below) = rest.dividedTop(1)
            rest = below
            canvas.withArea(line) { Self.drawLine(title, style: titleStyle, on: &$0) }
        }
        if let status {
            let (line, above) = rest.dividedBottom(1)
            rest = above
            canvas.withArea(line) { Self.drawLine(status, style: statusStyle, on: &$0) }
        }
        canvas.withArea(rest) { list.view.render(into: &$0) }
    }

    /// The list's plugins first, then ``onEvent``, then ``keyMap``.
    public func handle(_ event: TerminalEvent) throws -> EventResult {
        if list.view.handle(event) { return .continue }
        if let answer = try onEvent?(event) { return answer }
        if case let .key(key) = event, keyMap.action(for: key) == .quit { return .quit(0) }
        return .continue
    }

    private static func drawLine(_ text: StyledText, style: Style, on canvas: inout some Canvas) {
        if style != .plain { canvas.fill(x: 0, y: 0, count: canvas.size.columns, style: style) }
        canvas.draw(text, y: 0, base: style)
    }
}
