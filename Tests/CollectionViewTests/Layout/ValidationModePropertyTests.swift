import SeededRandom
@testable import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// `.touched` validation derives the new layout from the old one through the
/// batch; `.counts` does too, asking only for inserted rows; `.full` asks the
/// data source for everything. On random valid
/// batches all must accept and give the same view, frame for frame, and
/// that view must be what `reloadData()` of the same data shows; the motion
/// plan built from the touched rows alone must be the one a walk of every
/// row builds. On random
/// corruptions of the data, `.touched` never rejects what `.full` accepts,
/// nor `.counts` what `.touched` accepts.
@MainActor
@Suite struct ValidationModePropertyTests {
    typealias Sections = BatchPropertyTests.Sections

    /// Every row's id and lines, every section's id, and the content height.
    static func shape(_ view: CollectionView) -> [String] {
        var lines = ["height \(view.contentHeight)"]
        for s in 0..<view.numberOfSections {
            lines.append("section \(String(describing: view.sectionID(s)))")
            for i in 0..<view.numberOfItems(inSection: s) {
                let p = path(s, i)
                lines.append("\(p) \(String(describing: view.itemID(at: p))) \(String(describing: view.lineRange(of: p)))")
            }
        }
        return lines
    }

    static func makePair(
        _ sections: Sections, rows: Int, separator: Bool
    ) -> [(view: CollectionView, source: SectionedDataSource, clock: ManualClock)] {
        [CollectionViewConfiguration.Validation.touched, .full, .counts].map { mode in
            makeView(BatchPropertyTests.dataSource(sections), columns: 16, rows: rows) {
                $0.easing = .linear
                $0.blankLineBetweenSections = separator
                $0.validation = mode
            }
        }
    }

    /// Starts `changeset` (to `next`) on both views of `pair` and expects the
    /// same rows, plan and frames at `frames` random steps, then ends it.
    static func expectSameBatch(
        _ pair: [(view: CollectionView, source: SectionedDataSource, clock: ManualClock)], _ changeset: Changeset,
        to next: Sections, rows: Int, frames: Int, _ rng: inout SplitMix64, _ label: String
    ) throws {
        for (view, source, _) in pair {
            source.sections = BatchPropertyTests.dataSource(next)
            try view.performBatchUpdates(changeset)
        }
        for other in pair.dropFirst() {
            #expect(shape(pair[0].view) == shape(other.view), "\(label)")
            #expect(pair[0].view.animation?.plan == other.view.animation?.plan, "\(label)")
        }
        var offset = Duration.zero
        let offsets = (0..<frames).map { _ in
            offset += .milliseconds(Int.random(in: 10...90, using: &rng))
            return offset
        }
        let steppers = pair.map { FrameStepper(size: CellSize(columns: 16, rows: rows), clock: $0.clock) }
        let drawn = zip(pair, steppers).map { member, stepper in
            stepper.frames(of: member.view, after: offsets).map { $0.canvas.renderStyled() }
        }
        for (index, first) in drawn[0].enumerated() {
            #expect(drawn.allSatisfy { $0[index] == first }, "\(label)")
        }
        for (member, stepper) in zip(pair, steppers) { stepper.advance(member.view, by: offset + .seconds(1)) }
    }

    @Test func everyModeAgreesOnValidBatchesAndMatchesAReload() throws {
        var rng = SplitMix64(seed: 0x5EED_0015)
        var batches = 0
        for _ in 0..<200 {
            var nextID = 0
            var current = BatchPropertyTests.randomList(&rng, nextID: &nextID)
            let rows = Int.random(in: 2...12, using: &rng)
            let pair = Self.makePair(current, rows: rows, separator: Bool.random(using: &rng))
            for _ in 0..<3 {
                let next = BatchPropertyTests.mutate(current, &rng, nextID: &nextID)
                let changeset = try Changeset(from: current, to: next)
                for (view, _, _) in pair { _ = still(view) }
                try Self.expectSameBatch(pair, changeset, to: next, rows: rows, frames: 4, &rng, "changeset \(changeset)")
                batches += 1
                let (view, _, clock) = pair[0]
                let fresh = CollectionView(
                    dataSource: SectionedDataSource(sections: BatchPropertyTests.dataSource(next)), clock: clock,
                    configuration: view.configuration, viewportSize: view.viewportSize
                )
                fresh.setScrollOffset(view.scrollOffset)
                #expect(Self.shape(view) == Self.shape(fresh), "changeset \(changeset)")
                #expect(still(view, colorCount: 0) == still(fresh, colorCount: 0), "changeset \(changeset)")
                current = next
            }
        }
        #expect(batches == 600)
    }

    /// A reloaded row that changes height stands alone in the plan: the
    /// touched plan learns it from the validation (`resized`), the full walk
    /// by comparing every row's heights; both must build the same plan.
    @Test func rowsThatChangeHeightPlanAsAFullWalkDoes() throws {
        var rng = SplitMix64(seed: 0x5EED_0017)
        var resizedBatches = 0
        for _ in 0..<200 {
            var (current, next) = BatchPropertyTests.randomPair(&rng)
            for s in next.indices {
                for i in next[s].items.indices where Int.random(in: 0..<4, using: &rng) == 0 {
                    next[s].items[i].height = 3 - next[s].items[i].height
                    next[s].items[i].text += " h\(next[s].items[i].height)"
                }
            }
            let changeset = try Changeset(from: current, to: next)
            let pair = Self.makePair(current, rows: 10, separator: Bool.random(using: &rng))
            for (view, source, _) in pair {
                _ = still(view)
                source.sections = BatchPropertyTests.dataSource(next)
                try view.performBatchUpdates(changeset)
            }
            for other in pair.dropFirst() {
                #expect(Self.shape(pair[0].view) == Self.shape(other.view), "changeset \(changeset)")
                #expect(pair[0].view.animation?.plan == other.view.animation?.plan, "changeset \(changeset)")
            }
            if !changeset.items.reloaded.isEmpty { resizedBatches += 1 }
        }
        #expect(resizedBatches > 100)
    }

    @Test func touchedRejectsNothingThatFullAcceptsNorCountsThatTouchedAccepts() throws {
        var rng = SplitMix64(seed: 0x5EED_0016)
        var rejectedByBoth = 0
        for _ in 0..<300 {
            var (current, next) = BatchPropertyTests.randomPair(&rng)
            let changeset = try Changeset(from: current, to: next)
            // Corrupt the data behind the batch: swap two rows' ids (counts stay right).
            let filled = next.indices.filter { next[$0].items.count > 0 }
            if let s = filled.randomElement(using: &rng), let t = filled.randomElement(using: &rng) {
                let i = Int.random(in: 0..<next[s].items.count, using: &rng)
                let j = Int.random(in: 0..<next[t].items.count, using: &rng)
                let id = next[s].items[i].id
                next[s].items[i].id = next[t].items[j].id
                next[t].items[j].id = id
            }
            let pair = Self.makePair(current, rows: 8, separator: false)
            var errors: [InvalidUpdate?] = []
            for (view, source, _) in pair {
                source.sections = BatchPropertyTests.dataSource(next)
                do {
                    try view.performBatchUpdates(changeset)
                    errors.append(nil)
                } catch {
                    errors.append(error)
                }
            }
            if errors[0] != nil {
                #expect(errors[1] != nil, "changeset \(changeset): .touched rejected what .full accepted")
                rejectedByBoth += 1
            }
            if errors[2] != nil {
                #expect(errors[0] != nil, "changeset \(changeset): .counts rejected what .touched accepted")
            }
        }
        // The corruptions often touch a changed row: the property is not vacuous.
        #expect(rejectedByBoth > 30)
    }
}
