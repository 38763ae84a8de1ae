import CollectionView
import ListDiff
import Testing

/// Key maps: keys → actions with their help, rebinding, and the help and
/// hints generated from them (plugins' maps included).
@MainActor
@Suite struct KeyMapTests {
    enum Command: Hashable, Sendable { case save, open, quit, help, hidden }

    static let map = KeyMap<Command>([
        KeyBinding(.save, keys: [.control("s"), .function(2)], help: "save the file", hint: "save"),
        KeyBinding(.open, keys: [.character("o")], help: "open a file", hint: "open"),
        KeyBinding(.hidden, keys: [.insert], help: nil),
        KeyBinding(.help, keys: [.character("?")], help: "this help", hint: "help", pinsHint: true),
        KeyBinding(.quit, keys: [.character("q"), .escape], help: "quit", hint: "quit", pinsHint: true),
    ])

    @Test func keysFindTheirAction() {
        #expect(Self.map.action(for: .control("s")) == .save)
        #expect(Self.map.action(for: .function(2)) == .save)
        #expect(Self.map.action(for: .escape) == .quit)
        #expect(Self.map.action(for: .insert) == .hidden)
        #expect(Self.map.action(for: .character("x")) == nil)
        #expect(Self.map.keys(for: .quit) == [.character("q"), .escape])
    }

    @Test func theHelpAndHintsComeFromTheBindings() {
        let guide = Self.map.guide
        #expect(guide.help == [
            KeyHelp(keys: "Ctrl+S F2", text: "save the file"), KeyHelp(keys: "o", text: "open a file"),
            KeyHelp(keys: "?", text: "this help"), KeyHelp(keys: "q Esc", text: "quit"),
        ])
        #expect(guide.hintLine(width: 80) == "Ctrl+S save  o open  ? help  q quit")
        // Short lines drop unpinned hints from the end; pinned ones stay, then the text is cut.
        #expect(guide.hintLine(width: 28) == "Ctrl+S save  ? help  q quit")
        #expect(guide.hintLine(width: 15) == "? help  q quit")
        #expect(guide.hintLine(width: 8) == "? help …")
    }

    @Test func aReboundKeyWorksAndTheHelpNamesIt() {
        var map = Self.map
        map.rebind(.open, to: [.control("o"), .character("q")])
        #expect(map.action(for: .control("o")) == .open)
        #expect(map.action(for: .character("o")) == nil)
        // A key means one thing: `q` left quit.
        #expect(map.action(for: .character("q")) == .open)
        #expect(map.keys(for: .quit) == [.escape])
        #expect(map.guide.help.contains(KeyHelp(keys: "Ctrl+O q", text: "open a file")))
        #expect(map.guide.help.contains(KeyHelp(keys: "Esc", text: "quit")))
        #expect(map.guide.hintLine(width: 80) == "Ctrl+S save  Ctrl+O open  ? help  Esc quit")
    }

    @Test func aDisabledBindingMatchesNothingAndLeavesTheHelp() {
        var map = Self.map
        map.setEnabled(.save, false)
        #expect(map.action(for: .control("s")) == nil)
        #expect(!map.guide.help.contains { $0.text == "save the file" })
        #expect(map.guide.hints.allSatisfy { $0.text != "save" })
    }

    @Test func neighboursWithOneTextShareALine() {
        let map = KeyMap<Command>([
            KeyBinding(.save, keys: [.up, .character("k")], help: "move", hint: "move"),
            KeyBinding(.open, keys: [.down, .character("j")], help: "move", hint: "move"),
        ])
        #expect(map.guide.help == [KeyHelp(keys: "↑ k ↓ j", text: "move")])
        #expect(map.guide.hints == [KeyHelp(keys: "↑/↓", text: "move")])
    }

    @Test func labelsNameEveryKindOfKey() {
        let labels = [ViewInput.control("r"), .function(12), .insert, .backTab, .space, .pageDown, .shiftUp, .character("é")].map(\.label)
        #expect(labels == ["Ctrl+R", "F12", "Insert", "Shift+Tab", "Space", "PgDn", "Shift+↑", "é"])
        #expect(ViewInput.typed(" ") == .space)
        #expect(ViewInput.typed("x") == .character("x"))
        #expect(ViewInput.space.typedCharacter == " ")
        #expect(ViewInput.enter.typedCharacter == nil)
    }

    @Test func aPluginsReboundKeyWorksAndTheViewsHelpShowsIt() {
        var selectable = Selectable(animatedScroll: false)
        selectable.keyMap.rebind(.next, to: [.control("n")])
        var movable = Movable { _, _ in }
        movable.keyMap.rebind(.pickUp, to: [.insert])
        let (view, _, _) = makePluginView(abcSections(), plugins: [selectable, movable, Foldable(), SectionIndex()])
        #expect(!view.handle(.down))
        #expect(view.handle(.control("n")))
        #expect(view.selectedItem == path(0, 0))
        #expect(!view.handle(.character("m")))
        #expect(view.handle(.insert))
        #expect(view.movingItem != nil)

        let help = view.keyGuide.help
        #expect(help.contains(KeyHelp(keys: "↑ k Ctrl+N", text: "select the previous / next")))
        #expect(help.contains(KeyHelp(keys: "Insert", text: "pick up the selected row")))
        #expect(help.contains(KeyHelp(keys: "Enter Space", text: "(on a header) fold or unfold it")))
        #expect(help.contains(KeyHelp(keys: "A–Z", text: "jump to a section")))
        // While a row is lifted the hints are the mover's.
        #expect(view.keyGuide.hintLine(width: 80) == "↑/↓ move  Enter drops  Esc cancels")
    }

    @Test func aRunningViewsPluginIsRebound() {
        let (view, _, _) = makePluginView(abcSections(), plugins: [Selectable(animatedScroll: false)])
        #expect(view.updatePlugin(ofType: Selectable.self) { $0.keyMap.rebind(.next, to: [.function(3)]) })
        #expect(!view.updatePlugin(ofType: Movable.self) { _ in })
        #expect(!view.handle(.down))
        #expect(view.handle(.function(3)))
        #expect(view.selectedItem == path(0, 0))
        #expect(view.keyGuide.help.first == KeyHelp(keys: "↑ k F3", text: "select the previous / next"))
    }

    @Test func theOldPickUpKeyStillRebinds() {
        let movable = Movable(pickUpKey: .character("g")) { _, _ in }
        #expect(movable.pickUpKey == .character("g"))
        #expect(movable.keyMap.action(for: .character("g")) == .pickUp)
        #expect(movable.keyMap.action(for: .character("m")) == nil)
    }
}
