import ListDiff

/// Moves a row by hand. ``pickUpKey`` lifts the selected row; Up / Down
/// (and `k` / `j`) glide it one line per step, across section borders;
/// Enter drops it and Esc glides it back, leaving the data untouched.
/// Shift+Up / Shift+Down (and `K` / `J`) move the selected row one step at once.
///
/// On a drop, ``onMove`` receives the move in the app's index paths (`from`
/// where the row is in the app's data, `to` its place in the destination
/// section once removed from its own, as `SortedSections.moveItem(from:to:)`
/// takes it). The app changes its model and applies the batch (through its
/// update queue or ``CollectionView/performBatchUpdates(_:animated:completion:)``);
/// the row waits where it was dropped until that batch arrives. An app that
/// refuses the move calls ``CollectionView/cancelMove(animated:)``. Any batch
/// from the app during a move ends the move.
public struct Movable: CollectionViewPlugin {
    /// The key that lifts the selected row.
    public var pickUpKey: ViewInput
    /// Which rows may move; all when `nil`.
    public var canMove: (@MainActor (ItemPath) -> Bool)?
    /// Receives each drop: the app's paths of the move.
    public var onMove: @MainActor (_ from: ItemPath, _ to: ItemPath) -> Void

    /// Creates the plugin.
    public init(
        pickUpKey: ViewInput = .character("m"),
        canMove: (@MainActor (ItemPath) -> Bool)? = nil,
        onMove: @escaping @MainActor (_ from: ItemPath, _ to: ItemPath) -> Void
    ) {
        self.pickUpKey = pickUpKey
        self.canMove = canMove
        self.onMove = onMove
    }

    /// Lifts, glides, drops and cancels.
    public mutating func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
        guard case let .keyPressed(input) = event else { return .ignored }
        if view.movingItem != nil, !view.isAwaitingMove {
            switch input {
            case .up, .character("k"):
                view.moveLiftedItem(by: -1)
            case .down, .character("j"):
                view.moveLiftedItem(by: 1)
            case .enter:
                drop(in: view)
            case .escape:
                view.cancelMove()
            default:
                return .ignored
            }
            return .handled
        }
        guard view.movingItem == nil else { return .ignored }
        switch input {
        case pickUpKey:
            return view.liftSelectedItem() ? .handled : .ignored
        case .shiftUp, .character("K"), .shiftDown, .character("J"):
            guard view.liftSelectedItem() else { return .ignored }
            let up = input == .shiftUp || input == .character("K")
            if view.moveLiftedItem(by: up ? -1 : 1) {
                drop(in: view)
            } else {
                view.cancelMove()
            }
            return .handled
        default:
            return .ignored
        }
    }

    /// The app's rule, if it gave one.
    public func canMoveItem(at path: ItemPath, in view: CollectionView) -> Bool? {
        canMove?(path)
    }

    private func drop(in view: CollectionView) {
        guard let move = view.dropLiftedItem() else { return }
        onMove(move.from, move.to)
    }
}
