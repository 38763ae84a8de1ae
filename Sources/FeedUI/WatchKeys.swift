import CollectionView
import TerminalUI

/// A ``WatchScreen``'s keys, declared once: ``WatchUpdate`` reads them, the help
/// box and the status line's hint are generated from them.
public enum WatchKeys {
    /// What the screen's own keys do (the list's `Selectable` has the arrows, PgUp/PgDn and the wheel).
    public enum Action: Hashable, Sendable {
        /// Pause or resume running the command.
        case pause
        /// One changed run back in the history.
        case back
        /// One changed run forward (to the live list at the end).
        case forward
        /// The oldest run kept.
        case oldest
        /// The live list.
        case live
        /// Changed rows flash, or not.
        case highlight
        /// Type the filter.
        case filter
        /// The stderr of the last failed run.
        case errors
        /// Show every key.
        case help
        /// End the watch.
        case quit
    }

    /// The screen's keys.
    public static let map = KeyMap<Action>([
        KeyBinding(.pause, keys: [.space], help: "pause / resume running the command", hint: "pause"),
        KeyBinding(.back, keys: [.left, .character("h")], help: "step through the history of changed runs", hint: "history"),
        KeyBinding(.forward, keys: [.right, .character("l")], help: "step through the history of changed runs", hint: "history"),
        KeyBinding(.oldest, keys: [.home], help: "oldest run / live", hint: "oldest/live"),
        KeyBinding(.live, keys: [.end], help: "oldest run / live", hint: "oldest/live"),
        KeyBinding(.highlight, keys: [.character("d")], help: "change highlighting on/off", hint: "highlight"),
        KeyBinding(.filter, keys: [.character("/")], help: "filter (Enter keeps, Esc clears)", hint: "filter"),
        KeyBinding(.errors, keys: [.character("e")], help: "stderr of the last failed run", hint: "errors"),
        KeyBinding(.help, keys: [.character("?")], help: "this help", hint: "help", pinsHint: true),
        KeyBinding(.quit, keys: [.character("q"), .escape], help: quitHelp, hint: "quit", pinsHint: true),
    ])

    /// What the help says of the quit keys, in both watch screens: Esc quits
    /// only once no filter is kept (`FilterPrompt.clearsKept(_:_:)`).
    public static let quitHelp = "quit (Esc clears a kept filter first)"
}
