import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// A filter that hides most of a list, then cleared, on a list of several
/// sections whose store has free and reused handles: the model's one-pass
/// refilter and the view's runs of inserted rows (read a run at a time)
/// must give exactly the rows, ids and order of the same rows loaded
/// without a filter, in one batch the view accepts.
@MainActor
@Suite struct LiveListClearedFilterTests {
    /// 3,000 rows in five groups, 300 deleted, then 200 new ones (into the freed handles).
    static func loaded(_ stepper: FrameStepper, validation: CollectionViewConfiguration.Validation, log: LogCapture)
        -> (list: LiveList<String, Proc>, rows: [Proc]) {
        let list = LiveListTests.makeList(stepper, logger: log, validation: validation)
        var rows: [String: Proc] = [:]
        for i in 0..<3_000 {
            let proc = Proc(name: "p\(i)", group: "g\(i % 5)", cpu: i * 7_919 % 1_000)
            rows[proc.name] = proc
            list.upsert(proc)
        }
        stepper.settle(list)
        for i in stride(from: 9, to: 3_000, by: 10) {
            rows["p\(i)"] = nil
            list.delete("p\(i)")
        }
        stepper.settle(list)
        for j in 0..<200 {
            let proc = Proc(name: "q\(j)", group: "g\(j % 4)", cpu: j * 31 % 1_000)
            rows[proc.name] = proc
            list.upsert(proc)
        }
        stepper.settle(list)
        return (list, Array(rows.values))
    }

    /// `rows` as the list orders them: sections by key, rows by cpu (most first), ties by name.
    static func expected(_ rows: [Proc]) -> [ListSection<String, Proc>] {
        Dictionary(grouping: rows, by: \.group).sorted { $0.key < $1.key }.map { key, rows in
            ListSection(model: key, items: rows.sorted { ($0.cpu, $1.name) > ($1.cpu, $0.name) })
        }
    }

    /// The legibility audit of a batch's `frames` (the last at rest) after the screen `before`.
    static func audit(from before: [String], _ frames: [[String]]) -> LegibilityAudit.Report {
        let audit = LegibilityAudit(
            old: LegibilityAudit.oneLineElements(before), new: LegibilityAudit.oneLineElements(frames.last ?? before), scrolls: false
        )
        return audit.audit([before] + frames)
    }

    @Test(arguments: [CollectionViewConfiguration.Validation.automatic, .full])
    func aFilterClearedOnSeveralSectionsGivesExactlyTheModelsRows(validation: CollectionViewConfiguration.Validation) {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 12))
        let log = LogCapture()
        let (list, rows) = Self.loaded(stepper, validation: validation, log: log)
        #expect(ViewVerifier.firstMismatch(view: list.view, shown: LiveListTests.shown(list), expected: Self.expected(rows)) == nil)

        // Keeps about one row in seven, and none of g2 (its section goes, and comes back when cleared).
        let filter: @Sendable (Proc) -> Bool = { $0.cpu % 7 == 3 && $0.group != "g2" }
        let batches = list.statistics.batches
        let unfiltered = LiveListTests.lines(stepper.frame(of: list.view))
        list.setFilter(filter)
        let hiding = stepper.settle(list).map(LiveListTests.lines)
        #expect(Self.audit(from: unfiltered, hiding).isLegible)
        let kept = Self.expected(rows.filter(filter))
        #expect(kept.map(\.model) == ["g0", "g1", "g3", "g4"])
        #expect(LiveListTests.shown(list) == kept)
        #expect(ViewVerifier.firstMismatch(view: list.view, shown: LiveListTests.shown(list), expected: kept) == nil)

        let filtered = LiveListTests.lines(stepper.frame(of: list.view))
        list.setFilter(nil)
        let frames = stepper.settle(list).map(LiveListTests.lines)
        // Rows coming back open room and fade in at their place: every frame a list.
        #expect(Self.audit(from: filtered, frames).isLegible)
        let all = Self.expected(rows)
        #expect(LiveListTests.shown(list) == all)
        #expect(ViewVerifier.firstMismatch(view: list.view, shown: LiveListTests.shown(list), expected: all) == nil)
        // Each filter change is one animated batch the view accepted (a rejected one is logged and reloaded).
        #expect(list.statistics.batches == batches + 2)
        #expect(frames.count > 2)
        #expect(log.messages.isEmpty, "\(log.messages)")
    }
}
