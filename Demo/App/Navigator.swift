import CollectionView
import ListDiff
import TerminalUI

/// The list view's plugins, declared once (`Selectable` moves the selection
/// over rows and headers, `Foldable` folds on Enter/Space, `Movable` lifts
/// and drops rows, `SectionIndex` jumps by letter; keys reach them only by
/// the runtime's one route), and where the demo's ``Cursor`` is read from
/// and written to the view's selection.
@MainActor
struct Navigator {
    let view: CollectionView

    /// The plugins the demo's list is built with, in the order they see keys
    /// (while a filter is on, the keys that move rows go to the update
    /// first: ``DemoProgram/takesFirst(_:in:)``). Last, the relay that hands
    /// the view's events (a drop) to the program's update.
    static func plugins() -> [any CollectionViewPlugin] {
        [
            // No animated scroll: a headless replay steps batches, not scrolls.
            // Enter on a row activates nothing here: left out of the keys (and the help).
            Selectable(selectsHeaders: true, animatedScroll: false, keyMap: selectableKeys),
            Movable(),
            Foldable(format: { header, hidden in
                StyledText(spans: (header.lines.first ?? []) + [.init("  ▸ \(hidden) folded", style: Style(dim: true))])
            }),
            SectionIndex(),
            ViewEventRelay(),
        ]
    }

    /// Selectable's keys without activation.
    private static var selectableKeys: KeyMap<Selectable.Action> {
        var keys = Selectable.defaultKeyMap
        keys.setEnabled(.activate, false)
        return keys
    }

    /// The cursor as the demo's state sees it.
    var cursor: Cursor? {
        switch view.selection {
        case let .header(section)?:
            return (view.sectionID(section)?.base as? String).map { .section($0) }
        case let .item(path)?:
            return (view.itemID(at: path)?.base as? Int).map { .person($0) }
        case nil:
            return nil
        }
    }

    /// Selects `cursor` if the view shows it, scrolling it into view; false otherwise.
    @discardableResult
    func select(_ cursor: Cursor) -> Bool {
        switch cursor {
        case let .person(id):
            guard let path = view.indexPath(forItemID: AnyHashable(id)) else { return false }
            return view.select(.item(path))
        case let .section(key):
            guard let s = view.section(forID: AnyHashable(key)) else { return false }
            return view.select(.header(section: s))
        }
    }

    /// Selects the first row when nothing is selected.
    func selectSomething() {
        guard view.selection == nil else { return }
        for s in 0..<view.numberOfSections where view.numberOfItems(inSection: s) > 0 {
            view.select(.item(ItemPath(item: 0, section: s)))
            return
        }
    }
}

