import CollectionView

/// Bracketed paste (xterm's mode 2004): while it is on, the terminal wraps
/// pasted text in `ESC [200~` … `ESC [201~`, so an app can tell a paste from
/// typing (a pasted `q` does not quit, a pasted line break does not press
/// Enter). ncurses knows nothing of it: the markers arrive as Esc and the
/// characters after it, and this decoder, fed every batch of raw input in
/// order, turns what lies between them into one ``TerminalInput/paste(_:)``.
/// Everything else is decoded by ``KeyDecoder`` as before.
///
/// A value kept by the loop across batches (a long paste may come in
/// several). A pure function of its input, so tests drive it without a terminal.
///
/// ```swift
/// var paste = BracketedPaste()
/// for input in paste.decode(terminal.readInput()) {
///     switch input {
///     case let .event(event): handle(event)
///     case let .paste(text): handlePaste(text)   // "ab\ncd", line breaks as "\n"
///     }
/// }
/// ```
public struct BracketedPaste: Hashable, Sendable {
    /// Turns the mode on (written when the terminal opens).
    public static let on = "\u{1B}[?2004h"
    /// Turns the mode off (written when it is restored, and on a crash).
    public static let off = "\u{1B}[?2004l"
    /// What the terminal sends before a paste.
    static let start: [UInt32] = Array("\u{1B}[200~".unicodeScalars.map(\.value))
    /// What the terminal sends after it.
    static let end: [UInt32] = Array("\u{1B}[201~".unicodeScalars.map(\.value))

    /// The code points of a paste under way (its end marker not seen yet), `nil` when none is.
    private var pasting: [UInt32]?
    /// The reports that may begin a start marker (an Esc and what followed it so far).
    private var pending: [RawInput] = []

    /// No paste under way.
    public init() {}

    /// Whether a paste has started and not ended yet.
    public var isPasting: Bool { pasting != nil }

    /// The inputs of `reports`, in order: events decoded by ``KeyDecoder``,
    /// and a paste for the text between a start and an end marker (which
    /// may come in a later batch: the text waits until then). A start marker
    /// cut short at the end of the batch is keys (a lone Esc is Esc).
    /// Line breaks in a paste (`\r`, `\r\n`) become `\n`. O(reports).
    public mutating func decode(_ reports: [RawInput]) -> [TerminalInput] {
        var inputs: [TerminalInput] = []
        for raw in reports {
            if var text = pasting {
                guard case let .character(code) = raw else {
                    // A resize or a mouse report during a paste still counts.
                    if let event = KeyDecoder.decode(raw) { inputs.append(.event(event)) }
                    continue
                }
                text.append(code)
                if text.count >= Self.end.count, Array(text.suffix(Self.end.count)) == Self.end {
                    inputs.append(.paste(Self.text(text.dropLast(Self.end.count))))
                    pasting = nil
                } else {
                    pasting = text
                }
                continue
            }
            if case let .character(code) = raw, code == Self.start[pending.count] {
                pending.append(raw)
                if pending.count == Self.start.count {
                    pending = []
                    pasting = []
                }
                continue
            }
            inputs += flushPending()
            if case .character(0x1B) = raw {
                pending = [raw]
            } else if let event = KeyDecoder.decode(raw) {
                inputs.append(.event(event))
            }
        }
        return inputs + flushPending()
    }

    /// The reports kept as a possible start marker, decoded as keys.
    private mutating func flushPending() -> [TerminalInput] {
        defer { pending = [] }
        return pending.compactMap { KeyDecoder.decode($0).map(TerminalInput.event) }
    }

    /// The pasted code points as text, line breaks as `\n`.
    private static func text(_ codes: ArraySlice<UInt32>) -> String {
        var scalars = String.UnicodeScalarView()
        var afterReturn = false
        for code in codes {
            guard let scalar = Unicode.Scalar(code) else { continue }
            if code == 0x0A, afterReturn {
                afterReturn = false
                continue  // the \n of a \r\n
            }
            afterReturn = code == 0x0D
            scalars.append(code == 0x0D ? "\n" : scalar)
        }
        return String(scalars)
    }
}

/// One input of the terminal, decoded: an event, or a bracketed paste's text.
public enum TerminalInput: Hashable, Sendable {
    /// A key, a mouse report or a resize.
    case event(TerminalEvent)
    /// Text pasted at once (``BracketedPaste``), line breaks as `\n`.
    case paste(String)
}
