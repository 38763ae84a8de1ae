import CollectionView
import TerminalUI

/// The interim screen `swift run demo` shows until the address book exists:
/// a title, a short list (accented, CJK and emoji rows included), a marker
/// that `space` slides across the list in 250 ms, the last input decoded,
/// and a hint. It exercises the whole terminal layer end to end: frames,
/// idle sleep, resize in the middle of an animation, restore on quit.
@MainActor
final class PlaceholderScreen: TerminalApplication {
    /// The list rows.
    static let rows = ["Alice Martin", "Émile Zola", "Zoë Saldaña", "山田 太郎", "🍣 Sushi Bar", "Bob Smith"]
    /// The hint line.
    static let hint = "space: animate  q: quit"
    /// How long the marker takes to cross the list.
    static let animationDuration: Duration = .milliseconds(250)

    private let now: () -> ContinuousClock.Instant
    private var animation: (start: ContinuousClock.Instant, from: Int, to: Int)?
    private(set) var markerRow = 0
    private(set) var lastInput = "none"
    private(set) var framesDrawn = 0

    /// Creates the screen; `now` is the clock the animation reads.
    init(now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.now = now
    }

    var minimumSize: CellSize { CellSize(columns: 20, rows: 10) }

    var wantsAnimationFrames: Bool { animation != nil }

    func handle(_ event: TerminalEvent) throws -> EventResult {
        switch event {
        case .key(.character("q")), .key(.character("Q")):
            return .quit(0)
        case .key(.character(" ")):
            let from = currentMarkerRow()
            animation = (now(), from, from == 0 ? Self.rows.count - 1 : 0)
            lastInput = "space"
        case let .key(key):
            lastInput = Self.describe(key)
        case let .mouse(mouse):
            lastInput = "mouse \(mouse.kind) at \(mouse.column),\(mouse.row)"
        case let .resize(size):
            lastInput = "resize \(size)"
        }
        return .continue
    }

    func draw<C: Canvas>(on canvas: inout C) {
        framesDrawn += 1
        let row = currentMarkerRow()
        if let animation, now() - animation.start >= Self.animationDuration {
            markerRow = animation.to
            self.animation = nil
        }
        let width = canvas.size.columns
        canvas.put("ListMotion", x: 1, y: 0, style: Style(bold: true))
        let state = animation == nil ? "idle" : "animating"
        canvas.put("interim screen, frame \(framesDrawn), \(state)", x: 1, y: 1, style: Style(dim: true))
        for (index, name) in Self.rows.enumerated() {
            let y = 3 + index
            if index == row {
                canvas.fill(x: 0, y: y, count: width, style: Style(reverse: true))
                canvas.put("▸ " + name, x: 1, y: y, style: Style(reverse: true))
            } else {
                canvas.put("  " + name, x: 1, y: y)
            }
        }
        let bottom = canvas.size.rows - 1
        canvas.put("last input: \(lastInput)", x: 1, y: bottom - 1, style: Style(dim: true))
        canvas.put(Self.hint, x: 1, y: bottom)
    }

    /// The row the marker is on now (between rows while it slides, eased in and out).
    func currentMarkerRow() -> Int {
        guard let animation else { return markerRow }
        let elapsed = now() - animation.start
        let total = Self.animationDuration
        let t = min(max(elapsed / total, 0), 1)
        let eased = t * t * (3 - 2 * t)
        let position = Double(animation.from) + Double(animation.to - animation.from) * eased
        return Int(position.rounded())
    }

    /// A short name for a key, as the screen shows it.
    static func describe(_ key: Key) -> String {
        switch key {
        case let .character(character): "'\(character)'"
        case let .control(letter): "ctrl-\(letter)"
        case let .function(number): "F\(number)"
        default: "\(key)"
        }
    }

    /// Opens the terminal, runs the screen, restores the terminal.
    /// Returns the exit code.
    ///
    /// - Throws: ``TerminalError`` when the terminal cannot be opened.
    static func runInTerminal() async throws -> Int32 {
        let terminal = try Terminal()
        let loop = TerminalLoop(terminal: terminal, application: PlaceholderScreen())
        return try await loop.run()
    }
}
