import CollectionView

extension ListScreen {
    /// What the screen does with a key when a ``ListApp`` runs it: events of
    /// its own update, and the exit code when the key quits.
    public struct Step: Hashable, Sendable {
        /// The screen's events, in order.
        public var events: [ListScreenEvent]
        /// The exit code when the key quits, else `nil`.
        public var quit: Int32?
    }

    /// Whether `key` goes to the screen before the list's plugins: the help
    /// is up, the open pane binds it, or keys are taken as text. O(1).
    public func takesFirst(_ key: Key) -> Bool {
        state.showsHelp || state.takesText || paneKeyEvent(key) != nil
    }

    /// The modal layer's answer to `key`: while the help is up any key closes
    /// it (the quit key also quits); the open pane's keys scroll or close it.
    /// `nil` when neither is up or binds it. O(1).
    public func modalStep(for key: Key) -> Step? {
        if state.showsHelp {
            let quits = key != .escape && keyMap.action(for: key) == .quit
            return Step(events: [.key(key)], quit: quits ? 0 : nil)
        }
        return paneKeyEvent(key).map { Step(events: [$0], quit: nil) }
    }

    /// The screen's own keys: the table's (`<` `>` `R` `H`), then
    /// ``keyMap`` (the quit key, `?` for the help); `nil` for a key of neither. O(1).
    public func ownStep(for key: Key) -> Step? {
        if state.table?.action(for: key) != nil { return Step(events: [.key(key)], quit: nil) }
        switch keyMap.action(for: key) {
        case .quit?: return Step(events: [], quit: 0)
        case .help?: return Step(events: [.key(key)], quit: nil)
        case nil: return nil
        }
    }
}
