import CollectionView
import ListDiff
import TerminalUI

// README: keymaps
enum AppAction: Hashable, Sendable { case add, refresh }

// README: end

/// The docs' key maps example: an app's keys, a plugin's key rebound, the hint and help generated, the app on the runtime.
@MainActor
func keyMapApp() -> (ProgramRunner<ListApp<ListController<String, String>, [AppAction], Never>>, [KeyHelp]) {
    // README: keymaps
    var keys = KeyMap<AppAction>([
        KeyBinding(.add, keys: [.character("a"), .insert], help: "add a task", hint: "add"),
        KeyBinding(.refresh, keys: [.control("r"), .function(5)], help: "refresh", hint: "refresh"),
    ])
    keys.rebind(.add, to: [.character("n")])                     // the help and the hint follow
    var selectable = Selectable()
    selectable.keyMap.rebind(.next, to: [.down, .control("n")])  // Ctrl+N selects the next row
    let list = ListController<String, String>(header: { StyledText($0) }, row: { StyledText($0) },
                                              plugins: [selectable, Foldable()])
    let screen = ListScreen(list: list, title: " To do")
    screen.appKeys = keys.guide                                  // yours, in the help and the hints
    screen.hints = screen.keyGuide                               // the plugins', the screen's (q quit), yours: the keys' route
    let help = screen.keyGuide.help                              // a help overlay's lines, e.g. "↑ k ↓ Ctrl+N", "select the previous / next"
    let appKeys = keys
    let app = ProgramRunner(screen: screen, model: [AppAction]()) { (asked, event: ProgramEvent<Never>) in
        // What no plugin and no key of the screen used reaches the update: Ctrl, F-keys, Insert too.
        guard let action = event.key.flatMap(appKeys.action(for:)) else { return (asked, []) }
        return (asked + [action], [])
    }
    // README: end
    return (app, help)
}
