import CollectionView

/// What the address book's own keys do (the view's plugins have theirs).
enum DemoAction: Hashable, Sendable {
    case delete, add, edit, reverse, shuffle, batch, stream, filter, clearFilter, undo
    case faster, slower, reducedMotion, pause, stepFrame, panel, help, quit
    /// While a change is on its way (the plugins leave these keys then):
    /// move the cursor, or the selected person, in the list that change will show.
    case selectPrevious, selectNext, pickUp, stepUp, stepDown
}

/// What keys do while text is typed (the filter, a new name).
enum TextAction: Hashable, Sendable {
    case accept, cancel, erase
}

/// The demo's key maps: the one place its keys are bound. The help overlay
/// and the hint line are generated from them (with the plugins' maps), and
/// an app (or a test) rebinds a key in ``DemoState/keys``.
struct DemoKeys: Hashable, Sendable {
    /// Keys while browsing.
    var browse = KeyMap<DemoAction>([
        KeyBinding(.delete, keys: [.character("d"), .delete], help: "delete the selected person", hint: "delete"),
        KeyBinding(.add, keys: [.character("a")], help: "add a random person", hint: "add"),
        KeyBinding(.edit, keys: [.character("e")], help: "edit the name (Enter saves)", hint: "edit"),
        KeyBinding(.reverse, keys: [.character("r")], help: "reverse the sort A→Z ⇄ Z→A", hint: "reverse"),
        KeyBinding(.shuffle, keys: [.character("s")], help: "shuffle into another grouping", hint: "shuffle"),
        KeyBinding(.batch, keys: [.character("b")], help: "one random server batch"),
        KeyBinding(.stream, keys: [.character("c")], help: "start/stop a stream of batches"),
        KeyBinding(.filter, keys: [.character("/")], help: "filter (Enter keeps, Esc clears)", hint: "filter"),
        KeyBinding(.clearFilter, keys: [.escape], help: nil),
        KeyBinding(.undo, keys: [.character("u")], help: "undo the last change", hint: "undo"),
        KeyBinding(.faster, keys: [.character("+"), .character("=")], help: "animation speed"),
        KeyBinding(.slower, keys: [.character("-"), .character("_")], help: "animation speed"),
        KeyBinding(.reducedMotion, keys: [.character("0")], help: "reduced motion on/off"),
        KeyBinding(.pause, keys: [.space], help: "pause, step one frame"),
        KeyBinding(.stepFrame, keys: [.character(".")], help: "pause, step one frame"),
        KeyBinding(.panel, keys: [.character("p")], help: "side panel with the last changeset"),
        KeyBinding(.help, keys: [.character("?")], help: "this help", hint: "help", pinsHint: true),
        KeyBinding(.quit, keys: [.character("q")], help: "quit", hint: "quit", pinsHint: true),
        // The plugins' own keys (their help is theirs), for while a change is on its way.
        KeyBinding(.selectPrevious, keys: Selectable.defaultKeyMap.keys(for: .previous), help: nil),
        KeyBinding(.selectNext, keys: Selectable.defaultKeyMap.keys(for: .next), help: nil),
        KeyBinding(.pickUp, keys: Movable.defaultKeyMap.keys(for: .pickUp), help: nil),
        KeyBinding(.stepUp, keys: Movable.defaultKeyMap.keys(for: .stepUp), help: nil),
        KeyBinding(.stepDown, keys: Movable.defaultKeyMap.keys(for: .stepDown), help: nil),
    ])
    /// Keys while typing the filter.
    var filtering = KeyMap<TextAction>([
        KeyBinding(.accept, keys: [.enter], help: "keep the filter", hint: "keeps"),
        KeyBinding(.cancel, keys: [.escape], help: "clear the filter", hint: "clears"),
        KeyBinding(.erase, keys: [.backspace], help: "erase a character"),
    ])
    /// Keys while typing a new name.
    var editing = KeyMap<TextAction>([
        KeyBinding(.accept, keys: [.enter], help: "save the name", hint: "saves"),
        KeyBinding(.cancel, keys: [.escape], help: "keep the old name", hint: "cancels"),
        KeyBinding(.erase, keys: [.backspace], help: "erase a character"),
    ])

    /// The title of the help overlay.
    static let helpTitle = "ListMotion demo — keys"
    /// The hint line while the help is open.
    static let helpHint = "any key closes the help"

    /// Whether `key` only closes the open help (any other key closes it and acts):
    /// the help and quit keys, Esc, Enter and Space.
    func closesHelp(_ key: ViewInput) -> Bool {
        [.escape, .enter, .space].contains(key) || browse.keys(for: .help).contains(key) || browse.keys(for: .quit).contains(key)
    }

    /// The keys that move rows (`Movable`'s): the update's while a filter is
    /// on, when rows may not move (it says why).
    var moveKeys: Set<ViewInput> {
        Set([DemoAction.pickUp, .stepUp, .stepDown].flatMap { browse.keys(for: $0) })
    }

    /// The keys that act on the list a change will show, not on the view, while one is on its way.
    var modelKeys: Set<ViewInput> {
        Set([DemoAction.selectPrevious, .selectNext, .stepUp, .stepDown].flatMap { browse.keys(for: $0) })
    }
}
