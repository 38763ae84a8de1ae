import CollectionView
import ListDiff

/// ``ViewVerifier`` for lists of any length, checked after every batch
/// without stalling the UI: a list of up to ``fullCheckLimit`` rows is
/// checked whole; a longer one (a million rows) in part: every section (id,
/// header, row count), the rows a batch inserted, moved or reloads later and
/// their neighbours, each section's first and last row, the rows on screen,
/// and a window of ``windowSize`` rows that moves on after every check, so
/// that every row is checked once every rows / windowSize batches.
///
/// A value: keep it beside the list (in the app's state) and check after
/// each batch lands:
///
/// ```swift
/// var verifier = WindowedVerifier()
/// // after each batch, with the changeset it applied:
/// let problem = verifier.firstMismatch(view: list.view, shown: list.shownState, expected: target, changes: changeset)
/// ```
public struct WindowedVerifier: Hashable, Sendable {
    /// Lists up to this many rows are checked whole.
    public var fullCheckLimit: Int
    /// The rows of the moving window a longer list checks each time.
    public var windowSize: Int
    /// Where the window starts (a row counted across sections); moves on by
    /// ``windowSize`` after every partial check, back to 0 past the end.
    public var window: Int

    /// A verifier checking lists up to `fullCheckLimit` rows whole and longer
    /// ones in part, with a window of `windowSize` rows starting at `window`.
    ///
    /// - Precondition: `windowSize` is positive.
    public init(fullCheckLimit: Int = 50_000, windowSize: Int = 5_000, window: Int = 0) {
        precondition(windowSize > 0, "WindowedVerifier: the window must hold rows")
        self.fullCheckLimit = fullCheckLimit
        self.windowSize = windowSize
        self.window = window
    }

    /// The first difference between what `view` shows (and `shown`, the state
    /// its data source holds) and `expected`, or `nil` when none is found:
    /// whole up to ``fullCheckLimit`` rows, else around `changes` (the batch
    /// that just landed, `nil` when unknown), the screen, the section edges
    /// and the window, which then moves on.
    ///
    /// Complexity: O(rows) up to ``fullCheckLimit``; beyond it
    /// O(sections + changes + windowSize).
    @MainActor
    public mutating func firstMismatch<Model: Differentiable & Equatable, Item: Differentiable & Equatable>(
        view: CollectionView, shown: [ListSection<Model, Item>], expected: [ListSection<Model, Item>], changes: Changeset?
    ) -> String? {
        var rows = 0
        for section in expected { rows += section.items.count }
        guard rows > fullCheckLimit else { return ViewVerifier.firstMismatch(view: view, shown: shown, expected: expected) }
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
        return ViewVerifier.firstMismatch(view: view, shown: shown, expected: expected, checkingRowsAt: paths)
    }
}
