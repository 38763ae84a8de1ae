import CollectionView

/// The one rule for the filter of `demo watch`, of runs and of events:
/// while typing, Enter keeps it, Esc clears it, Backspace erases a
/// character, any other key that types a character appends it; once kept,
/// Esc clears it before it quits (the help says "Esc clears").
enum FilterEdit {
    /// What a key did to the filter.
    enum Outcome {
        /// Nothing: the key types no character.
        case ignored
        /// The text may have changed; typing goes on.
        case editing
        /// Typing ended (Enter keeps the text, Esc cleared it).
        case done
    }

    /// Applies `key` to `text` while it is typed. O(1).
    static func apply(_ key: ViewInput, to text: inout String) -> Outcome {
        switch WatchKeys.filter.action(for: key) {
        case .accept?:
            return .done
        case .cancel?:
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

    /// Whether `key`, pressed while browsing, cleared the kept filter `text`:
    /// the key that clears while typing (Esc) clears a kept filter too, so
    /// the whole list comes back; only with no filter kept is it the
    /// screen's own (a quit key). The caller shows the list again. O(1).
    static func clearsKept(_ key: ViewInput, _ text: inout String) -> Bool {
        guard !text.isEmpty, WatchKeys.filter.action(for: key) == .cancel else { return false }
        text = ""
        return true
    }

    /// The status line while the filter is typed: the text, the cursor and what Enter and Esc do.
    static func typingLine(_ text: String) -> StyledText {
        StyledText(spans: [.init(" /" + text + "█"), .init("  " + WatchKeys.filter.guide.hintLine(width: Int.max), style: Style(dim: true))])
    }

    /// What the status line says of a kept filter before the keys' hint
    /// (`" filter: an (Esc clears) ·"`, or `" filter: an ·"` without
    /// `clears`), `""` without one.
    private static func keptLabel(_ text: String, clears: Bool = true) -> String {
        text.isEmpty ? "" : " filter: " + text + (clears ? " (" + escapeHint + ")" : "") + " ·"
    }

    /// The status line while browsing, for `columns` columns: the kept
    /// filter's label, `notice` if any, then `hints`, which give way to what
    /// comes before them, except the pinned ones (help, quit): before those
    /// are cut, the label drops its "(Esc clears)" and then the label and
    /// notice are cut with `…`. O(hints).
    static func browsingLine(filter: String, notice: String?, hints: KeyGuide, columns: Int) -> StyledText {
        let notice = notice.map { $0 + " · " } ?? ""
        let room = columns - hints.pinnedWidth
        var text = keptLabel(filter) + " " + notice
        if TerminalWidth.of(text) > room { text = keptLabel(filter, clears: false) + " " + notice }
        if TerminalWidth.of(text) > room { text = TerminalWidth.truncated(text, toWidth: room - 1) + " " }
        text += hints.hintLine(width: columns - TerminalWidth.of(text))
        return StyledText(text, style: Style(dim: true))
    }

    /// The filter map's hint for the key that clears it (`"Esc clears"`), from ``WatchKeys/filter``.
    private static let escapeHint = WatchKeys.filter.guide { $0.action == .cancel }.hintLine(width: Int.max)
}
