import ListDiff

/// The selection in the app's own type, instead of `view.selectedItemID as? Int`.
extension ListController {
    /// The selected row's item as the list holds it now (its current
    /// content), or `nil` when no row is selected.
    ///
    /// - Complexity: O(1) when the view's path of the selection is the
    ///   item's path in ``shownState`` (no row lifted by ``Movable``),
    ///   O(rows) otherwise.
    public var selectedItem: Item? {
        guard let id = view.selectedItemID else { return nil }
        if let path = view.selectedItem, let item = item(at: path), AnyHashable(item.differenceIdentifier) == id {
            return item
        }
        return path(ofItemID: id).flatMap(item(at:))
    }

    /// Selects the row of `item` (found by its identity; its content may
    /// differ) and, if asked, scrolls it into view.
    ///
    /// - Returns: `false`, with the selection unchanged, when no row of the
    ///   list has `item`'s identity (or its section is folded).
    /// - Complexity: O(rows).
    @discardableResult
    public func selectItem(_ item: Item, scrollToVisible: Bool = true, animated: Bool = false) -> Bool {
        guard let path = view.indexPath(forItemID: AnyHashable(item.differenceIdentifier)) else { return false }
        return view.selectItem(at: path, scrollToVisible: scrollToVisible, animated: animated)
    }

    /// The item at `path` of ``shownState``, or `nil` outside it. O(1).
    private func item(at path: ItemPath) -> Item? {
        let state = shownState
        guard state.indices.contains(path.section), state[path.section].items.indices.contains(path.item) else { return nil }
        return state[path.section].items[path.item]
    }

    /// Where the item with `id` is in ``shownState``. O(rows).
    private func path(ofItemID id: AnyHashable) -> ItemPath? {
        for (s, section) in shownState.enumerated() {
            if let i = section.items.firstIndex(where: { AnyHashable($0.differenceIdentifier) == id }) {
                return ItemPath(item: i, section: s)
            }
        }
        return nil
    }
}
