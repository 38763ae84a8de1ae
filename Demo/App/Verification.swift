import CollectionView
import ListDiff

/// The verdict of comparing what the view shows after a batch with what the
/// model asked it to show: the ids in every section and row, in order, and
/// the content of every header and row.
enum Verification: Equatable, Sendable {
    /// No batch has landed yet.
    case pending
    /// The view matched the model.
    case verified
    /// The first difference found.
    case mismatch(String)

    /// Compares `view` (and `shown`, the state its data source holds) with `expected`. O(rows).
    @MainActor
    static func check<Model: Differentiable & Equatable, Item: Differentiable & Equatable>(
        view: CollectionView, shown: [ListSection<Model, Item>], expected: [ListSection<Model, Item>]
    ) -> Verification {
        guard view.numberOfSections == expected.count else {
            return .mismatch("the view has \(view.numberOfSections) sections, the model \(expected.count)")
        }
        guard shown.count == expected.count else {
            return .mismatch("the data source has \(shown.count) sections, the model \(expected.count)")
        }
        for (s, section) in expected.enumerated() {
            guard view.sectionID(s) == AnyHashable(section.model.differenceIdentifier) else {
                return .mismatch("section \(s): the view has \(describe(view.sectionID(s))), the model \(section.model.differenceIdentifier)")
            }
            guard shown[s].model == section.model else { return .mismatch("section \(s): header content differs") }
            let count = view.numberOfItems(inSection: s)
            guard count == section.items.count, shown[s].items.count == count else {
                return .mismatch("section \(s): the view has \(count) rows, the model \(section.items.count)")
            }
            for (i, item) in section.items.enumerated() {
                let path = ItemPath(item: i, section: s)
                guard view.itemID(at: path) == AnyHashable(item.differenceIdentifier) else {
                    return .mismatch("row \(path): the view has \(describe(view.itemID(at: path))), the model \(item.differenceIdentifier)")
                }
                guard shown[s].items[i] == item else { return .mismatch("row \(path): content differs") }
            }
        }
        return .verified
    }

    private static func describe(_ id: AnyHashable?) -> String {
        id.map { "\($0.base)" } ?? "nothing"
    }
}
