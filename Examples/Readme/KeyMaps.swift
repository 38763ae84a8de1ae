import CollectionView
import ListDiff
import TerminalUI

// README: keymaps
enum Command: Hashable, Sendable { case add, refresh }

// README: end

/// The docs' key maps example: an app's keys, a plugin's key rebound, the hint and help generated.
@MainActor
func keyMapScreen(add: @escaping @MainActor () -> Void, refresh: @escaping @MainActor () -> Void) -> (ListScreen<ListController<String, String>>, [KeyHelp]) {
    // README: keymaps
    var keys = KeyMap<Command>([
        KeyBinding(.add, keys: [.character("a"), .insert], help: "add a task", hint: "add"),
        KeyBinding(.refresh, keys: [.control("r"), .function(5)], help: "refresh", hint: "refresh"),
    ])
    keys.rebind(.add, to: [.character("n")])                     // the help and the hint follow
    var selectable = Selectable()
    selectable.keyMap.rebind(.next, to: [.down, .control("n")])  // Ctrl+N selects the next row
    let list = ListController<String, String>(header: { StyledText($0) }, row: { StyledText($0) },
                                              plugins: [selectable, Foldable()])
    let appKeys = keys
    let screen = ListScreen(list: list, title: " To do") { event in  // what no plugin used: Ctrl, F-keys, Insert too
        guard case let .key(key) = event, let command = appKeys.action(for: key) else { return nil }
        switch command {
        case .add: add()
        case .refresh: refresh()
        }
        return .continue
    }
    let guide = screen.keyGuide + keys.guide                     // the plugins', the screen's (q quit), yours
    screen.hints = guide                                         // the status line's hints, cut to its width
    let help = guide.help                                        // a help overlay's lines, e.g. "↑ k ↓ Ctrl+N", "select the previous / next"
    // README: end
    return (screen, help)
}
