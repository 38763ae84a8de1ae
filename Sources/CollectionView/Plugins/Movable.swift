import ListDiff

/// Moves a row by hand, with the keys of ``keyMap`` (``defaultKeyMap``):
/// ``pickUpKey`` lifts the selected row; Up / Down
/// (and `k` / `j`) glide it one line per step, across section borders;
/// Enter drops it and Esc glides it back, leaving the data untouched.
/// Shift+Up / Shift+Down (and `K` / `J`) move the selected row one step at once.
///
/// On a drop, the view emits ``ViewEvent/itemDropped(from:to:)`` with the
/// move in the app's index paths (`from` where the row is in the app's data,
/// `to` its place in the destination section once removed from its own, as
/// `SortedSections.moveItem(from:to:)` takes it): a program on TerminalUI's
/// runtime hears it in its update (through its `ViewEventRelay`), with no
/// closure into the app; ``onMove``, when given, receives the same move.
/// The app changes its model and applies the batch (through its
/// update queue or ``CollectionView/performBatchUpdates(_:animated:duration:completion:)``);
/// the row waits where it was dropped until that batch arrives. An app that
/// refuses the move calls ``CollectionView/cancelMove(animated:)``. Any batch
/// from the app during a move ends the move.
public struct Movable: CollectionViewPlugin {
    /// What the keys of ``keyMap`` do.
    public enum Action: Hashable, Sendable {
        /// Lift the selected row.
        case pickUp
        /// While a row is lifted: glide it one line up.
        case glideUp
        /// While a row is lifted: glide it one line down.
        case glideDown
        /// While a row is lifted: drop it where it is.
        case drop
        /// While a row is lifted: glide it back, leaving the data untouched.
        case cancel
        /// Move the selected row one step up at once.
        case stepUp
        /// Move the selected row one step down at once.
        case stepDown
    }

    /// The keys, their actions and help; rebind with ``KeyMap/rebind(_:to:)``.
    public var keyMap: KeyMap<Action>
    /// Which rows may move; all when `nil`.
    public var canMove: (@MainActor (ItemPath) -> Bool)?
    /// Receives each drop (the app's paths of the move), after the view has
    /// emitted it as ``ViewEvent/itemDropped(from:to:)``; `nil` for none.
    public var onMove: (@MainActor (_ from: ItemPath, _ to: ItemPath) -> Void)?

    /// The default keys: `m` lifts; arrows or `k` / `j` glide, Enter drops,
    /// Esc cancels; Shift+arrows or `K` / `J` step at once.
    public nonisolated static let defaultKeyMap = KeyMap<Action>([
        KeyBinding(.pickUp, keys: [.character("m")], help: "pick up the selected row", hint: "move"),
        KeyBinding(.glideUp, keys: [.up, .character("k")], help: "(picked up) move it", hint: "move"),
        KeyBinding(.glideDown, keys: [.down, .character("j")], help: "(picked up) move it", hint: "move"),
        KeyBinding(.drop, keys: [.enter], help: "(picked up) drop it, put it back", hint: "drops"),
        KeyBinding(.cancel, keys: [.escape], help: "(picked up) drop it, put it back", hint: "cancels"),
        KeyBinding(.stepUp, keys: [.shiftUp, .character("K")], help: "move the selected row one step at once"),
        KeyBinding(.stepDown, keys: [.shiftDown, .character("J")], help: "move the selected row one step at once"),
    ])

    /// The key that lifts the selected row (the first key of ``Action/pickUp``);
    /// setting it rebinds ``keyMap``.
    public var pickUpKey: ViewInput {
        get { keyMap.keys(for: .pickUp).first ?? .character("m") }
        set { keyMap.rebind(.pickUp, to: [newValue]) }
    }

    /// Creates the plugin; its drops are the view's ``ViewEvent/itemDropped(from:to:)`` events,
    /// and `onMove`, when given, receives each one too (after the view's event):
    /// `Movable()`, `Movable { from, to in … }`, `Movable(canMove: { … })`.
    public init(
        pickUpKey: ViewInput = .character("m"),
        keyMap: KeyMap<Action> = Movable.defaultKeyMap,
        onMove: (@MainActor (_ from: ItemPath, _ to: ItemPath) -> Void)? = nil,
        canMove: (@MainActor (ItemPath) -> Bool)? = nil
    ) {
        self.keyMap = keyMap
        self.canMove = canMove
        self.onMove = onMove
        if pickUpKey != .character("m") { self.pickUpKey = pickUpKey }
    }

    /// The help of every key of ``keyMap``; the hints of the keys that work
    /// now (glide, drop and cancel while a row is lifted, pick up otherwise).
    public func keyGuide(in view: CollectionView) -> KeyGuide {
        var guide = keyMap.guide
        let lifted = view.movingItem != nil
        guide.hints = keyMap.guide { Self.whileLifted.contains($0.action) == lifted }.hints
        return guide
    }

    private static let whileLifted: Set<Action> = [.glideUp, .glideDown, .drop, .cancel]

    /// Lifts, glides, drops and cancels.
    public mutating func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
        guard case let .keyPressed(input) = event, let action = keyMap.action(for: input) else { return .ignored }
        if view.movingItem != nil, !view.isAwaitingMove {
            switch action {
            case .glideUp:
                view.moveLiftedItem(by: -1)
            case .glideDown:
                view.moveLiftedItem(by: 1)
            case .drop:
                drop(in: view)
            case .cancel:
                view.cancelMove()
            case .pickUp, .stepUp, .stepDown:
                return .ignored
            }
            return .handled
        }
        guard view.movingItem == nil else { return .ignored }
        switch action {
        case .pickUp:
            return view.liftSelectedItem() ? .handled : .ignored
        case .stepUp, .stepDown:
            guard view.liftSelectedItem() else { return .ignored }
            if view.moveLiftedItem(by: action == .stepUp ? -1 : 1) {
                drop(in: view)
            } else {
                view.cancelMove()
            }
            return .handled
        case .glideUp, .glideDown, .drop, .cancel:
            return .ignored
        }
    }

    /// The app's rule, if it gave one.
    public func canMoveItem(at path: ItemPath, in view: CollectionView) -> Bool? {
        canMove?(path)
    }

    private func drop(in view: CollectionView) {
        guard let move = view.dropLiftedItem() else { return }
        view.emit(.itemDropped(from: move.from, to: move.to))
        onMove?(move.from, move.to)
    }
}
