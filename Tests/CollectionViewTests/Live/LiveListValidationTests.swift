import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// An identity that counts how often it is compared, so a test can tell
/// how many rows the view read back to check a batch.
struct CountedID: Hashable, Comparable, Sendable {
    static let comparisons = LockedValue(0)
    var value: Int

    static func == (a: CountedID, b: CountedID) -> Bool {
        comparisons.withLock { $0 += 1 }
        return a.value == b.value
    }

    static func < (a: CountedID, b: CountedID) -> Bool { a.value < b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// A row identified by a ``CountedID``; its content is its text.
struct CountedRow: Differentiable, Sendable {
    var id: CountedID
    var text: String
    var differenceIdentifier: CountedID { id }
    func isContentEqual(to source: CountedRow) -> Bool { text == source.text }
}

/// A live list's own batches are checked by their counts by default (the
/// view does not read back the rows next to each change), and as an app's
/// batch when `validation` says so.
@MainActor
@Suite struct LiveListValidationTests {
    /// The identity comparisons one batch of inserts, updates and deletes
    /// costs on a list of 200 rows, under `validation`.
    static func comparisons(_ validation: CollectionViewConfiguration.Validation) -> Int {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 10))
        var configuration = CollectionViewConfiguration()
        configuration.validation = validation
        let list = LiveList<String, CountedRow>(
            clock: stepper.clock, configuration: configuration, executor: stepper.executor, section: { _ in "s" },
            header: { StyledText($0) }, row: { StyledText($0.text) }
        )
        list.resync((0..<200).map { CountedRow(id: CountedID(value: $0), text: "r\($0)") })
        list.flush()
        _ = stepper.settle(list)
        for i in stride(from: 1, to: 200, by: 8) { list.upsert(CountedRow(id: CountedID(value: i), text: "changed")) }
        for i in stride(from: 5, to: 200, by: 8) { list.delete(CountedID(value: i)) }
        for i in 1000..<1004 { list.upsert(CountedRow(id: CountedID(value: i), text: "new")) }
        let before = CountedID.comparisons.current
        list.flush()
        return CountedID.comparisons.current - before
    }

    @Test func theDefaultDoesNotReadBackTheRowsNextToEachChange() {
        let automatic = Self.comparisons(.automatic)
        let touched = Self.comparisons(.touched)
        let counts = Self.comparisons(.counts)
        // Twenty-five updates and twenty-five deletes: `.touched` checks at least fifty neighbours' ids. Hash probes
        // add comparisons either way, as many as each dictionary's own seed makes collide (with ten changes, that
        // noise once ate the whole margin), so the figures are compared with a margin of half the neighbours.
        #expect(touched >= automatic + 25, "automatic \(automatic), touched \(touched)")
        #expect(touched >= counts + 25, "counts \(counts), touched \(touched)")
    }
}
