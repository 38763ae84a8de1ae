import CollectionView

/// The prompt on a screen: the app keeps a ``FilterPrompt`` in its model,
/// hands it every key with ``handle(_:opens:)``, and returns
/// `Command.showPrompt(_:notice:)` and `Command.setFilter(_:on:)`, with no
/// prompt, key routing or status line of its own.
///
/// ```swift
/// let before = model.prompt.text
/// if model.prompt.handle(key, opens: keyMap.action(for: key) == .filter) != .ignored {
///     let show = Program.Command.showPrompt(model.prompt)
///     return (model, model.prompt.text == before ? [show] : [.setFilter(model.prompt.filter, on: \.name), show])
/// }
/// ```
extension FilterPrompt {
    /// Applies `key`, where `opens` says whether it is the app's key that
    /// starts typing (its `/`): such a key begins typing when the prompt is
    /// not typing (``Outcome/editing``); every other key, and that one while
    /// typing (then a typed character), is ``handle(_:)``'s. O(1).
    public mutating func handle(_ key: ViewInput, opens: Bool) -> Outcome {
        guard isTyping || !opens else {
            begin()
            return .editing
        }
        return handle(key)
    }

    /// What the status line says of the prompt: while typing,
    /// ``typingLine(hint:)``; otherwise the kept filter
    /// (`" filter: an (Esc clears)"`) and then `notice`, joined by `" · "`;
    /// `nil` when there is neither. A screen's hints follow it (`· ↑/↓ select …`). O(text).
    public func statusLine(notice: String? = nil) -> StyledText? {
        if isTyping { return typingLine() }
        let parts = (text.isEmpty ? [] : [keptPhrase(clears: true)]) + (notice.map { [$0] } ?? [])
        return parts.isEmpty ? nil : StyledText(" " + parts.joined(separator: " · "))
    }
}

extension Command {
    /// Shows `prompt` on the ``ListScreen``: while it types, the screen takes
    /// keys as text (``ListScreen/takesText``: `q` and `j` are letters of the
    /// filter) and the status line is its typing line alone; otherwise the
    /// status is ``FilterPrompt/statusLine(notice:)`` (the kept filter, then
    /// `notice`) followed by the hints of the screen's keys
    /// (``ListScreen/screenKeyGuide``, cut to the width at each frame).
    public static func showPrompt<List>(_ prompt: FilterPrompt, notice: String? = nil) -> Self where Target == ListScreen<List> {
        let typing = prompt.isTyping, status = prompt.statusLine(notice: notice)
        return .perform { screen, _ in
            screen.takesText = typing
            screen.status = status
            screen.hints = typing ? nil : screen.screenKeyGuide
        }
    }

    /// Shows only the rows of the screen's live list whose text at `text`
    /// `filter` matches, every row when it is empty
    /// (`LiveList.setFilter(_:on:)`: one batch, no closure to write). O(n).
    public static func setFilter<SectionKey, Row>(
        _ filter: TextFilter, on text: KeyPath<Row, String> & Sendable
    ) -> Self where Target == ListScreen<LiveList<SectionKey, Row>> {
        .perform { screen, _ in screen.list.setFilter(filter, on: text) }
    }
}
