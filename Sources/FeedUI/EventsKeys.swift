import CollectionView
import TerminalUI

/// An ``EventsScreen``'s keys, declared once: ``WatchKeys`` without
/// history, run errors or highlighting (a stream has no runs); help and hints are generated from them.
public enum EventsKeys {
    /// What the screen's own keys do (the list's `Selectable` has the arrows, PgUp/PgDn and the wheel).
    public enum Action: Hashable, Sendable {
        /// Pause the screen, or catch up in one batch.
        case pause
        /// Type the filter.
        case filter
        /// Show every key.
        case help
        /// End the watch.
        case quit
        /// The table's keys (the library's `TableState/defaultKeyMap`): sort by the previous / next column,
        /// or the other way (with `--fields`); hold the ranks (rows stop moving while their values keep updating).
        case table(TableState.Action)
        /// Open the selected row's whole object in a pane that follows it (the pane's keys: `ObjectPaneState/keyMap`).
        case inspect
    }

    /// The keys while the object pane is open: the pane's own (Esc closes it, the arrows,
    /// PgUp/PgDn, Home/End scroll it); `q` still quits.
    public static var paneGuide: KeyGuide { ObjectPaneState.keyMap.guide }

    /// The screen's keys.
    public static let map = KeyMap<Action>([
        KeyBinding(.pause, keys: [.space], help: "pause the screen / catch up (events keep coming)", hint: "pause"),
        KeyBinding(.filter, keys: [.character("/")], help: "filter (Enter keeps, Esc clears)", hint: "filter"),
    ] + TableState.defaultKeyMap.bindings.map { binding in
        KeyBinding(.table(binding.action), keys: binding.keys, help: binding.help, hint: binding.hint, pinsHint: binding.pinsHint)
    } + [
        KeyBinding(.inspect, keys: [.enter], help: "look into the selected row: its whole object, live (Esc closes)", hint: "object"),
        KeyBinding(.help, keys: [.character("?")], help: "this help", hint: "help", pinsHint: true),
        KeyBinding(.quit, keys: [.character("q"), .escape], help: quitHelp, hint: "quit", pinsHint: true),
    ])

    /// The help of `q` and Esc: Esc first clears a filter that was kept.
    public static let quitHelp = "quit (Esc clears a kept filter first)"
}
