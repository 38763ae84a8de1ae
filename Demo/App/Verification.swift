import CollectionView
import CollectionViewTesting
import ListDiff

/// The verdict of comparing what the view shows after a batch with what the
/// model asked it to show (``ViewVerifier``): the ids in every section and
/// row, in order, and the content of every header and row.
enum Verification: Equatable, Sendable {
    /// No batch has landed yet.
    case pending
    /// The view matched the model.
    case verified
    /// The first difference found.
    case mismatch(String)

    /// Lists up to this many rows are checked whole after every batch.
    static let fullCheckLimit = 50_000
    /// Rows of the rotating window a longer list checks after every batch.
    static let windowSize = 5_000

    /// Compares `view` (and `shown`, the state its data source holds) with `expected`. O(rows).
    @MainActor
    static func check<Model: Differentiable & Equatable, Item: Differentiable & Equatable>(
        view: CollectionView, shown: [ListSection<Model, Item>], expected: [ListSection<Model, Item>]
    ) -> Verification {
        ViewVerifier.firstMismatch(view: view, shown: shown, expected: expected).map { .mismatch($0) } ?? .verified
    }

    /// Like ``check(view:shown:expected:)`` for up to ``fullCheckLimit`` rows.
    /// A longer list (`demo --rows 1000000`) is checked in part, so that the
    /// check never stalls the UI: every section (id, header, row count), the
    /// rows `changes` inserted, moved or reloads later and their neighbours,
    /// each section's first and last row, the rows on screen, and a window
    /// of ``windowSize`` rows starting at `window`, which then moves on (so
    /// that every row is checked once every rows / windowSize batches).
    ///
    /// Complexity: O(sections + changes + windowSize), or O(rows) for short lists.
    @MainActor
    static func check<Model: Differentiable & Equatable, Item: Differentiable & Equatable>(
        view: CollectionView, shown: [ListSection<Model, Item>], expected: [ListSection<Model, Item>],
        changes: Changeset?, window: inout Int
    ) -> Verification {
        var rows = 0
        for section in expected { rows += section.items.count }
        guard rows > fullCheckLimit else { return check(view: view, shown: shown, expected: expected) }
        var paths: [ItemPath] = view.visibleItems
        if let changes {
            for path in changes.items.inserted + changes.items.moved.map(\.to) + changes.deferred.items {
                for item in (path.item - 1)...(path.item + 1) { paths.append(ItemPath(item: item, section: path.section)) }
            }
        }
        // Section edges, then the window: a walk over the sections' row counts.
        var start = 0
        let windowRange = window..<(window + windowSize)
        for (s, section) in expected.enumerated() {
            let count = section.items.count
            paths.append(ItemPath(item: 0, section: s))
            paths.append(ItemPath(item: count - 1, section: s))
            let overlap = windowRange.clamped(to: start..<(start + count))
            for row in overlap { paths.append(ItemPath(item: row - start, section: s)) }
            start += count
        }
        window = window + windowSize >= rows ? 0 : window + windowSize
        let problem = ViewVerifier.firstMismatch(view: view, shown: shown, expected: expected, checkingRowsAt: paths)
        return problem.map { .mismatch($0) } ?? .verified
    }
}
