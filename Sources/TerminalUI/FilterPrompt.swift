import CollectionView

/// The `/` filter prompt apps keep rewriting: while typing, Enter keeps the
/// text, Esc clears it, Backspace (or Delete) erases a character and any
/// other key that types a character appends it; once kept, Esc clears it
/// (before it means anything else, such as quitting). The text matches rows
/// as a `TextFilter` (any case, any accents): ``filter``.
///
/// A value: keep it in the app's state, send it keys, draw its lines.
///
/// ```swift
/// var prompt = FilterPrompt()
/// prompt.begin()                                   // the app's `/` key
/// _ = prompt.handle(.character("a"))               // .editing: prompt.text == "a"
/// _ = prompt.handle(.enter)                        // .done: kept, typing ends
/// pods.setFilter(prompt.filter, on: \.name)
/// ```
public struct FilterPrompt: Hashable, Sendable {
    /// What the prompt's own keys do while typing.
    public enum Action: Hashable, Sendable {
        /// Keep the text and stop typing (Enter).
        case keep
        /// Clear the text and stop typing (Esc); clears a kept filter too.
        case clear
        /// Erase the last character (Backspace, Delete).
        case erase
    }

    /// What a key did.
    public enum Outcome: Hashable, Sendable {
        /// Nothing: not a key of the prompt now (the app's to handle).
        case ignored
        /// The text may have changed; typing goes on.
        case editing
        /// Typing ended (Enter kept the text, Esc cleared it), or Esc cleared a kept filter.
        case done
    }

    /// The keys while typing, with their help and hints (any other key types its character).
    public static let keyMap = KeyMap<Action>([
        KeyBinding(.keep, keys: [.enter], help: "keep the filter", hint: "keeps"),
        KeyBinding(.clear, keys: [.escape], help: "clear the filter", hint: "clears"),
        KeyBinding(.erase, keys: [.backspace, .delete], help: "erase a character"),
    ])

    /// The text typed or kept (`""`: no filter).
    public var text: String
    /// Whether keys type into the prompt now.
    public private(set) var isTyping = false
    /// The cursor drawn after the text while typing.
    public var cursor: String

    /// A prompt holding `text`, not typing, drawing `cursor` while it types.
    public init(text: String = "", cursor: String = "█") {
        self.text = text
        self.cursor = cursor
    }

    /// The text as a filter: what rows are matched with.
    public var filter: TextFilter { TextFilter(text) }

    /// Starts typing (the app's `/` key), keeping the text there is.
    public mutating func begin() { isTyping = true }

    /// Applies `key`: while typing, as ``apply(_:to:)`` (typing ends on
    /// ``Outcome/done``); otherwise Esc clears a kept filter
    /// (``clearsKept(_:_:)``) and every other key is ``Outcome/ignored``. O(1).
    public mutating func handle(_ key: ViewInput) -> Outcome {
        guard isTyping else { return Self.clearsKept(key, &text) ? .done : .ignored }
        let outcome = Self.apply(key, to: &text)
        if outcome == .done { isTyping = false }
        return outcome
    }

    /// Takes `pasted` text while typing, as typed text: appended whole, line
    /// breaks and tabs as spaces (a filter is one line; a paste never keeps
    /// it), other control characters dropped. ``Outcome/ignored`` when not
    /// typing. O(text).
    public mutating func paste(_ pasted: String) -> Outcome {
        guard isTyping else { return .ignored }
        Self.paste(pasted, to: &text)
        return .editing
    }

    /// Appends `pasted` to `text` being typed, as ``paste(_:)`` does
    /// (for a screen that keeps the text and whether it is typed itself). O(pasted).
    public static func paste(_ pasted: String, to text: inout String) {
        for character in pasted {
            if character.isNewline || character == "\t" {
                text.append(" ")
            } else if !character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
                text.append(character)
            }
        }
    }

    /// Applies `key` to `text` while it is typed: Enter keeps it (``Outcome/done``),
    /// Esc clears it (``Outcome/done``), Backspace erases, a typed character appends
    /// (``Outcome/editing``); any other key is ``Outcome/ignored``. O(1).
    public static func apply(_ key: ViewInput, to text: inout String) -> Outcome {
        switch keyMap.action(for: key) {
        case .keep?:
            return .done
        case .clear?:
            text = ""
            return .done
        case .erase?:
            if !text.isEmpty { text.removeLast() }
            return .editing
        case nil:
            guard let character = key.typedCharacter else { return .ignored }
            text.append(character)
            return .editing
        }
    }

    /// Whether `key`, pressed while not typing, cleared the kept filter
    /// `text`: the key that clears while typing (Esc) clears a kept filter
    /// too; with no filter kept it is the app's own (a quit key). O(1).
    public static func clearsKept(_ key: ViewInput, _ text: inout String) -> Bool {
        guard !text.isEmpty, keyMap.action(for: key) == .clear else { return false }
        text = ""
        return true
    }

    /// The status line while typing: `/`, the text, the cursor, then what
    /// Enter and Esc do, dimmed: `hint`, or by default the hints of ``keyMap``
    /// (`"Enter keeps  Esc clears"`).
    public func typingLine(hint: String? = nil) -> StyledText {
        let hint = hint ?? Self.keyMap.guide.hintLine(width: Int.max)
        return StyledText(spans: [.init(" /" + text + cursor), .init("  " + hint, style: Style(dim: true))])
    }

    /// The status line while browsing, for `columns` columns, dimmed: the
    /// kept filter's label (`" filter: an (Esc clears) ·"`), `notice` if any,
    /// then `hints`, which give way to what comes before them, except the
    /// pinned ones (help, quit): before those are cut, the label drops its
    /// "(Esc clears)" and then the label and notice are cut with `…`. O(hints).
    public func browsingLine(notice: String? = nil, hints: KeyGuide, columns: Int) -> StyledText {
        let notice = notice.map { $0 + " · " } ?? ""
        let room = columns - hints.pinnedWidth
        var line = keptLabel(clears: true) + " " + notice
        if TerminalWidth.of(line) > room { line = keptLabel(clears: false) + " " + notice }
        if TerminalWidth.of(line) > room { line = TerminalWidth.truncated(line, toWidth: room - 1) + " " }
        line += hints.hintLine(width: columns - TerminalWidth.of(line))
        return StyledText(line, style: Style(dim: true))
    }

    /// What the browsing line says of a kept filter before the hints, `""` without one.
    private func keptLabel(clears: Bool) -> String {
        text.isEmpty ? "" : " " + keptPhrase(clears: clears) + " ·"
    }

    /// The kept filter in words: `"filter: an (Esc clears)"`, without what Esc does unless `clears`.
    func keptPhrase(clears: Bool) -> String {
        "filter: " + text + (clears ? " (" + Self.clearHint + ")" : "")
    }

    /// The hint of the key that clears (`"Esc clears"`), from ``keyMap``.
    static let clearHint = keyMap.guide { $0.action == .clear }.hintLine(width: Int.max)
}
