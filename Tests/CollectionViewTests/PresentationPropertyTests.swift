import SeededRandom
import CollectionView
import ListDiff
import Testing

/// The view rewrites the app's batch into the batch it shows (rows of folded
/// sections left out, the footer kept, a lifted row taken from where it is
/// shown). Over random batches, fold states, footers and lifted rows: the
/// shown batch always validates, and applying it to the shown list gives
/// exactly the shown form of the app's new list.
@MainActor
@Suite struct PresentationPropertyTests {
    typealias Sections = BatchPropertyTests.Sections

    /// What the view shows, section by section: the ids of its rows.
    private static func shownIDs(_ view: CollectionView) -> [[AnyHashable?]] {
        (0..<view.numberOfSections).map { s in
            (0..<view.numberOfItems(inSection: s)).map { view.itemID(at: path(s, $0)) }
        }
    }

    /// Deletes every section and inserts every new one, rows implied: valid, and a batch the diff never gives.
    private static func replacingAll(_ old: Sections, _ new: Sections) -> Changeset {
        Changeset(sections: .init(deleted: Array(old.indices), inserted: Array(new.indices)))
    }

    @Test func shownBatchesValidateAndTurnTheShownListIntoTheShownFormOfTheNewOne() throws {
        var rng = SplitMix64(seed: 0xF01D_F007)
        var seen: [String: Int] = [:]
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }
        for trial in 0..<4_000 {
            var nextID = 0
            let old = BatchPropertyTests.randomList(&rng, nextID: &nextID)
            let new = BatchPropertyTests.mutate(old, &rng, nextID: &nextID)
            let foreign = chance(20)
            let changeset = foreign ? Self.replacingAll(old, new) : try Changeset(from: old, to: new)
            let log = EventLog()
            let (view, source, _) = makePluginView(
                BatchPropertyTests.dataSource(old), columns: 30, rows: 12, plugins: [Recorder(log: log)]
            )
            // A random presentation: folds, a footer, a row lifted and moved (maybe dropped).
            for s in old.indices where chance(30) { view.setSection(s, folded: true, animated: false) }
            let footer = chance(30)
            if footer { view.setFooter(StyledText("loading…"), animated: false) }
            let candidates = old.indices.filter { !view.isSectionFolded($0) }.flatMap { s in
                old[s].items.indices.map { path(s, $0) }
            }
            if chance(50), let pick = candidates.randomElement(using: &rng) {
                view.selectItem(at: pick, scrollToVisible: false)
                if view.liftSelectedItem() {
                    view.moveLiftedItem(by: Int.random(in: -5...5, using: &rng), animated: false)
                    if chance(50) { _ = view.dropLiftedItem() }
                    if view.movingItem != nil { seen["lifted", default: 0] += 1 }
                    if let moving = view.movingItem, moving.section != pick.section { seen["lifted across", default: 0] += 1 }
                }
            }
            if !view.foldedSectionIDs.isEmpty { seen["folded", default: 0] += 1 }
            if footer { seen["footer", default: 0] += 1 }
            if foreign { seen["foreign batch", default: 0] += 1 }

            let before = Self.shownIDs(view)
            let footerRow = footer ? before.last?.first ?? nil : nil
            log.events.removeAll()
            source.sections = BatchPropertyTests.dataSource(new)
            do {
                try view.performBatchUpdates(changeset, animated: false)
            } catch {
                Issue.record("trial \(trial): the shown batch does not validate: \(error) — app batch \(changeset)")
                continue
            }
            // The shown form of the new list: folded sections without rows, then the footer.
            var expected: [[AnyHashable?]] = new.map { section in
                view.foldedSectionIDs.contains(AnyHashable(section.model.id)) ? [] : section.items.map { AnyHashable($0.id) }
            }
            if footer { expected.append([footerRow]) }
            #expect(Self.shownIDs(view) == expected, "trial \(trial): \(changeset)")
            #expect(view.movingItem == nil)

            // The shown batch itself, applied to what was shown, gives the shown form.
            let shown = log.events.compactMap { event -> Changeset? in
                if case let .batchStarted(batch) = event { batch } else { nil }
            }
            guard shown.count == 1, let batch = shown.first else {
                Issue.record("trial \(trial): expected one shown batch, got \(shown.count)")
                continue
            }
            let mapping = try BatchMapping(changeset: batch, oldItemCounts: before.map(\.count)) {
                $0 < expected.count ? expected[$0].count : 0
            }
            let inserted = mapping.apply(to: before.map { $0.map { _ in false } }) { _ in true }
            #expect(mapping.apply(to: before) { expected[$0.section][$0.item] } == expected, "trial \(trial): \(batch)")
            // With the diff's batch, nothing shown before and after is deleted and inserted
            // again: what stays on screen moves. (A foreign batch may replace what it likes.)
            let wasShown = foreign ? [] : Set(before.joined())
            for (t, flags) in inserted.enumerated() {
                for (i, isNew) in flags.enumerated() where isNew && wasShown.contains(expected[t][i]) {
                    Issue.record("trial \(trial): row \(String(describing: expected[t][i])) re-inserted by \(batch)")
                }
            }
        }
        for feature in ["folded", "footer", "lifted", "lifted across", "foreign batch"] {
            #expect(seen[feature, default: 0] >= 50, "rarely produced: \(feature)")
        }
    }
}
