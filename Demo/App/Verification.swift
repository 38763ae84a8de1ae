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

    /// Compares `view` (and `shown`, the state its data source holds) with `expected`. O(rows).
    @MainActor
    static func check<Model: Differentiable & Equatable, Item: Differentiable & Equatable>(
        view: CollectionView, shown: [ListSection<Model, Item>], expected: [ListSection<Model, Item>]
    ) -> Verification {
        ViewVerifier.firstMismatch(view: view, shown: shown, expected: expected).map { .mismatch($0) } ?? .verified
    }

    /// Like ``check(view:shown:expected:)``, for lists of any length: a long
    /// list (`demo --rows 1000000`) is checked in part, around `changes` and
    /// in a window that moves on (`WindowedVerifier`), so that the check never stalls the UI.
    @MainActor
    static func check<Model: Differentiable & Equatable, Item: Differentiable & Equatable>(
        view: CollectionView, shown: [ListSection<Model, Item>], expected: [ListSection<Model, Item>],
        changes: Changeset?, verifier: inout WindowedVerifier
    ) -> Verification {
        verifier.firstMismatch(view: view, shown: shown, expected: expected, changes: changes).map { .mismatch($0) } ?? .verified
    }
}
