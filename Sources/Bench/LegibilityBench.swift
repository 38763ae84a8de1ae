import SeededRandom
import CollectionView
import CollectionViewTesting
import ListDiff

/// The legibility lines of `bench frames`: a fixed set of batches, every
/// 16 ms frame drawn on a `GridCanvas` and checked by ``LegibilityAudit``
/// (a row hidden or drawn twice, a stray blank line, a row stepping back).
enum LegibilityBench {
    typealias Sections = [ListSection<String, String>]

    static func shuffled(_ names: [String], seed: UInt64) -> [String] {
        var rng = SplitMix64(seed: seed)
        return names.shuffled(using: &rng)
    }

    /// Named batches, each an old and a new list (headers are the section ids).
    static var batches: [(name: String, old: Sections, new: Sections)] {
        func flat(_ names: [String]) -> Sections { [ListSection(model: "§list", items: names)] }
        let sixteen = (0..<16).map { "row \($0)" }
        let twenty = (0..<20).map { "row \($0)" }
        let forty = (0..<40).map { "row \($0)" }
        let letters = ["A", "B", "C", "D", "E"].map { s in ListSection(model: "§" + s, items: (1...5).map { "\(s)\($0)" }) }
        var crossed = letters
        let moving = crossed[0].items.removeFirst()
        crossed[3].items.insert(moving, at: 2)
        let leaving = crossed[4].items.removeLast()
        crossed[1].items.insert(leaving, at: 0)
        return [
            ("move-0-to-15", flat(sixteen), flat(Array(sixteen.dropFirst()) + [sixteen[0]])),
            ("move-15-to-0", flat(sixteen), flat([sixteen[15]] + sixteen.dropLast())),
            ("rotation-by-4", flat(forty), flat(Array(forty[4...]) + forty[..<4])),
            ("reversal-of-20", flat(twenty), flat(twenty.reversed())),
            ("shuffle-of-40", flat(forty), flat(shuffled(forty, seed: 40))),
            ("insert-delete-move", flat(forty), flat(["new 1"] + forty[1..<10] + ["new 2", "row 0"] + forty[12..<30] + forty[31...])),
            ("section-move", letters, [letters[3], letters[0], letters[1], letters[2], letters[4]]),
            ("cross-section-moves", letters, crossed),
        ]
    }

    static func dataSource(_ sections: Sections) -> [SectionedDataSource.Section] {
        sections.map { section in
            SectionedDataSource.Section(id: section.model, header: StyledText(section.model),
                                        items: section.items.map { SectionedDataSource.Item(id: $0) })
        }
    }

    static func elements(_ sections: Sections) -> [[String]] {
        sections.flatMap { [[$0.model]] + $0.items.map { [$0] } }
    }

    @MainActor
    static func run() {
        print("legibility: every 16 ms frame of 250 ms ease-in-out batches at 30x24, audited")
        var total = LegibilityAudit.Report()
        for batch in batches {
            let source = SectionedDataSource(sections: dataSource(batch.old))
            let clock = ManualClock()
            let view = CollectionView(dataSource: source, clock: clock, viewportSize: CellSize(columns: 30, rows: 24))
            var canvas = GridCanvas(columns: 30, rows: 24)
            view.render(into: &canvas)
            do {
                let changeset = try Changeset(from: batch.old, to: batch.new)
                source.sections = dataSource(batch.new)
                try view.performBatchUpdates(changeset)
            } catch {
                print("legibility batch=\(batch.name) error=\(error)")
                continue
            }
            let start = clock.now
            let frames = stride(from: 0, through: 256, by: 16).map {
                view.frame(at: start + .milliseconds($0), columns: 30, rows: 24).lines
            }
            let report = LegibilityAudit(old: elements(batch.old), new: elements(batch.new), scrolls: false).audit(frames)
            total = total + report
            print("legibility batch=\(batch.name) \(report)")
        }
        print("legibility all \(total)")
    }
}
