import CollectionView
import ListDiff

/// The check that a view shows exactly what its data says: the same
/// sections and rows, by id and in order, with the same content. Run it
/// after a batch has landed (in a test, or live as the demo's status line does).
///
/// The view's own presentation is taken into account, as the view defines
/// it: a folded section (`Foldable`) shows no rows, and the footer row
/// (`Pagination`'s "loading…") is one more section after the app's. A row
/// lifted by `Movable` is shown ahead of the data: check once it has landed.
public enum ViewVerifier {
    /// The first difference between what `view` shows (and `shown`, the
    /// state its data source holds) and `expected`, or `nil` when they agree.
    ///
    /// Complexity: O(rows).
    @MainActor
    public static func firstMismatch<Model: Differentiable & Equatable, Item: Differentiable & Equatable>(
        view: CollectionView, shown: [ListSection<Model, Item>], expected: [ListSection<Model, Item>]
    ) -> String? {
        if let problem = sectionMismatch(view: view, shown: shown, expected: expected) { return problem }
        for (s, section) in expected.enumerated() where !view.isSectionFolded(s) {
            for i in section.items.indices {
                if let problem = rowMismatch(ItemPath(item: i, section: s), view: view, shown: shown, expected: expected) {
                    return problem
                }
            }
        }
        return nil
    }

    /// The first difference found by checking every section (id, header
    /// content, row count) but only the rows at `paths` (id and content):
    /// for lists too long to check whole after every batch, pass the rows
    /// the batch changed, their neighbours and those on screen. Paths that
    /// are not in `expected` are skipped.
    ///
    /// Complexity: O(sections + paths).
    @MainActor
    public static func firstMismatch<Model: Differentiable & Equatable, Item: Differentiable & Equatable>(
        view: CollectionView, shown: [ListSection<Model, Item>], expected: [ListSection<Model, Item>],
        checkingRowsAt paths: some Sequence<ItemPath>
    ) -> String? {
        if let problem = sectionMismatch(view: view, shown: shown, expected: expected) { return problem }
        for path in paths where expected.indices.contains(path.section) && expected[path.section].items.indices.contains(path.item)
            && !view.isSectionFolded(path.section) {
            if let problem = rowMismatch(path, view: view, shown: shown, expected: expected) { return problem }
        }
        return nil
    }

    /// The first difference between what `list` shows and `expected`, or `nil`.
    ///
    /// Complexity: O(rows).
    @MainActor
    public static func firstMismatch<Model: Differentiable & Equatable, Item: Differentiable & Equatable>(
        _ list: ListController<Model, Item>, expected: [ListSection<Model, Item>]
    ) -> String? {
        firstMismatch(view: list.view, shown: list.shownState, expected: expected)
    }

    /// Section ids, header contents and row counts (none shown in a folded
    /// section; the footer's section not counted). O(sections).
    @MainActor
    private static func sectionMismatch<Model: Differentiable & Equatable, Item: Differentiable & Equatable>(
        view: CollectionView, shown: [ListSection<Model, Item>], expected: [ListSection<Model, Item>]
    ) -> String? {
        let sections = view.numberOfSections - (view.footerPath == nil ? 0 : 1)
        guard sections == expected.count else {
            return "the view has \(sections) sections, the model \(expected.count)"
        }
        guard shown.count == expected.count else {
            return "the data source has \(shown.count) sections, the model \(expected.count)"
        }
        for (s, section) in expected.enumerated() {
            guard view.sectionID(s) == AnyHashable(section.model.differenceIdentifier) else {
                return "section \(s): the view has \(describe(view.sectionID(s))), the model \(section.model.differenceIdentifier)"
            }
            guard shown[s].model == section.model else { return "section \(s): header content differs" }
            guard shown[s].items.count == section.items.count else {
                return "section \(s): the data source has \(shown[s].items.count) rows, the model \(section.items.count)"
            }
            let count = view.numberOfItems(inSection: s)
            let showing = view.isSectionFolded(s) ? 0 : section.items.count
            guard count == showing else {
                return "section \(s): the view has \(count) rows, the model \(showing)\(view.isSectionFolded(s) ? " (folded)" : "")"
            }
        }
        return nil
    }

    /// The row at `path` (which exists: the section check passed): id and content. O(1) questions.
    @MainActor
    private static func rowMismatch<Model: Differentiable & Equatable, Item: Differentiable & Equatable>(
        _ path: ItemPath, view: CollectionView, shown: [ListSection<Model, Item>], expected: [ListSection<Model, Item>]
    ) -> String? {
        let item = expected[path.section].items[path.item]
        guard view.itemID(at: path) == AnyHashable(item.differenceIdentifier) else {
            return "row \(path): the view has \(describe(view.itemID(at: path))), the model \(item.differenceIdentifier)"
        }
        guard shown[path.section].items[path.item] == item else { return "row \(path): content differs" }
        return nil
    }

    private static func describe(_ id: AnyHashable?) -> String {
        id.map { "\($0.base)" } ?? "nothing"
    }
}
