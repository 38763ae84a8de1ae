@testable import CollectionView
import ListDiff
import Testing

/// `.automatic` (the default) checks an app's batch as `.touched` and a
/// batch the view's own model computed (a `LiveList`'s) as `.counts`; an
/// explicit mode means the same on both paths.
@MainActor
@Suite struct ValidationAutomaticTests {
    /// Old S0 [a b c]; the batch inserts x at the top, but the data source
    /// answers z where the batch keeps a: only a check of the rows next to a
    /// change sees it.
    func attempt(_ mode: CollectionViewConfiguration.Validation, computedByModel: Bool) -> InvalidUpdate? {
        let (view, source, _) = makeView([section("S0", ["a", "b", "c"])]) { $0.validation = mode }
        source.sections = [section("S0", ["x", "z", "b", "c"])]
        do {
            try view.performBatchUpdates(
                Changeset(items: .init(inserted: [path(0, 0)])), animated: false, computedByModel: computedByModel
            )
            return nil
        } catch {
            return error
        }
    }

    @Test func theDefaultChecksAnAppsBatchAroundEachChange() {
        #expect(CollectionViewConfiguration().validation == .automatic)
        #expect(attempt(.automatic, computedByModel: false)?.kind == .itemIdentity(path: path(0, 1)))
    }

    @Test func theDefaultTrustsTheRowsAModelsOwnBatchKeeps() {
        #expect(attempt(.automatic, computedByModel: true) == nil)
        #expect(attempt(.counts, computedByModel: false) == nil)
    }

    @Test func anExplicitModeMeansTheSameOnEveryPath() {
        for computedByModel in [false, true] {
            #expect(attempt(.touched, computedByModel: computedByModel)?.kind == .itemIdentity(path: path(0, 1)))
            #expect(attempt(.full, computedByModel: computedByModel)?.kind == .itemIdentity(path: path(0, 1)))
        }
    }

    @Test func countsStillReadsTheRowsABatchInserts() {
        let (view, source, _) = makeView([section("S0", ["a", "b"])]) { $0.validation = .counts }
        source.sections = [section("S0", ["a", "x", "b"])]
        #expect(throws: Never.self) {
            try view.performBatchUpdates(Changeset(items: .init(inserted: [path(0, 1)])), animated: false)
        }
        #expect(view.itemID(at: path(0, 1)) == AnyHashable("x"))
    }
}
