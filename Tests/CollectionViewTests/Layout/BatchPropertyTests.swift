import SeededRandom
import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// Random lists, diffed by the ListDiff engine, animated by the view: after
/// each animation (finished, or cut short by the next batch) the frame equals
/// a fresh `reloadData()` render of the new data.
@MainActor
@Suite struct BatchPropertyTests {
    struct Header: Differentiable, Hashable {
        var id: Int
        var title: String?
        var differenceIdentifier: Int { id }
    }

    struct Row: Differentiable, Hashable {
        var id: Int
        var text: String
        var height: Int
        var differenceIdentifier: Int { id }
    }

    typealias Sections = [ListSection<Header, Row>]

    static func dataSource(_ sections: Sections) -> [SectionedDataSource.Section] {
        sections.map { section in
            SectionedDataSource.Section(
                id: section.model.id, header: section.model.title.map { StyledText($0) },
                items: section.items.map { SectionedDataSource.Item(id: $0.id, content: StyledText($0.text), height: $0.height) }
            )
        }
    }

    static func randomRow(_ id: Int, _ rng: inout SplitMix64) -> Row {
        let height = Int.random(in: 0..<5, using: &rng) == 0 ? 2 : 1
        let text = "r\(id) v\(Int.random(in: 0..<3, using: &rng))" + (height == 2 ? "\n  more" : "")
        return Row(id: id, text: text, height: height)
    }

    static func randomList(_ rng: inout SplitMix64, nextID: inout Int) -> Sections {
        (0..<Int.random(in: 0...4, using: &rng)).map { _ in
            nextID += 1
            let header = Header(id: nextID, title: Int.random(in: 0..<4, using: &rng) == 0 ? nil : "Section \(nextID)")
            let rows = (0..<Int.random(in: 0...7, using: &rng)).map { _ -> Row in
                nextID += 1
                return randomRow(nextID, &rng)
            }
            return ListSection(model: header, items: rows)
        }
    }

    /// A random list and a random change of it (``randomList`` then ``mutate``), ids fresh from 1.
    static func randomPair(_ rng: inout SplitMix64) -> (old: Sections, new: Sections) {
        var nextID = 0
        let old = randomList(&rng, nextID: &nextID)
        return (old, mutate(old, &rng, nextID: &nextID))
    }

    /// Deletes, inserts, moves (within and across sections, and of sections), edits.
    static func mutate(_ old: Sections, _ rng: inout SplitMix64, nextID: inout Int) -> Sections {
        var sections = old
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where !sections.isEmpty: sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
            case 1:
                nextID += 1
                let rows = (0..<Int.random(in: 0...3, using: &rng)).map { _ -> Row in
                    nextID += 1
                    return randomRow(nextID, &rng)
                }
                sections.insert(ListSection(model: Header(id: nextID, title: "New \(nextID)"), items: rows),
                                at: Int.random(in: 0...sections.count, using: &rng))
            case 2 where sections.count > 1:
                let section = sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
                sections.insert(section, at: Int.random(in: 0...sections.count, using: &rng))
            default:
                if !sections.isEmpty {
                    let s = Int.random(in: 0..<sections.count, using: &rng)
                    sections[s].model.title = Int.random(in: 0..<5, using: &rng) == 0 ? nil : "Edited \(sections[s].model.id)"
                }
            }
        }
        guard !sections.isEmpty else { return sections }
        var pool: [Row] = []
        for s in sections.indices {
            sections[s].items.removeAll { row in
                let roll = Int.random(in: 0..<10, using: &rng)
                if roll == 0 { return true }  // deleted
                if roll == 1 { pool.append(row); return true }  // moved somewhere
                return false
            }
            for i in sections[s].items.indices where Int.random(in: 0..<6, using: &rng) == 0 {
                sections[s].items[i].text += "*"  // edited
            }
        }
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            nextID += 1
            pool.append(randomRow(nextID, &rng))
        }
        for var row in pool {
            if Int.random(in: 0..<3, using: &rng) == 0 { row.text += "!" }  // moved and edited
            let s = Int.random(in: 0..<sections.count, using: &rng)
            sections[s].items.insert(row, at: Int.random(in: 0...sections[s].items.count, using: &rng))
        }
        return sections
    }

    @Test func finalFramesEqualAFreshReload() throws {
        var rng = SplitMix64(seed: 0x5EED_0005)
        var batches = 0
        for _ in 0..<150 {
            var nextID = 0
            var current = Self.randomList(&rng, nextID: &nextID)
            let columns = 16
            let rows = Int.random(in: 2...12, using: &rng)
            let separator = Bool.random(using: &rng)
            let easing = Easing.allCases[Int.random(in: 0..<Easing.allCases.count, using: &rng)]
            let (view, source, clock) = makeView(Self.dataSource(current), columns: columns, rows: rows) {
                $0.easing = easing
                $0.blankLineBetweenSections = separator
            }
            view.setScrollOffset(Int.random(in: 0...20, using: &rng))
            if view.numberOfSections > 0, view.numberOfItems(inSection: 0) > 0 {
                view.selectItem(at: path(0, Int.random(in: 0..<view.numberOfItems(inSection: 0), using: &rng)), scrollToVisible: false)
            }
            for _ in 0..<3 {
                let next = Self.mutate(current, &rng, nextID: &nextID)
                let changeset = try Changeset(from: current, to: next)
                _ = still(view)  // what is shown now, so that the view holds the texts it drew
                let selectedID = view.selectedItemID
                source.sections = Self.dataSource(next)
                var completions = 0
                try view.performBatchUpdates(changeset) { _ in completions += 1 }
                batches += 1
                // Walk through the animation; sometimes the next batch cuts it short.
                let cutShort = Int.random(in: 0..<4, using: &rng) == 0
                let steps = cutShort ? Int.random(in: 0...3, using: &rng) : 12
                let stepper = FrameStepper(size: view.viewportSize, clock: clock)
                for _ in 0..<steps {
                    stepper.frames(of: view, at: [clock.now + .milliseconds(Int.random(in: 10...40, using: &rng))])
                }
                current = next
                if cutShort { continue }
                clock.advance(by: .milliseconds(500))
                let animated = still(view, colorCount: 256)
                #expect(completions == 1 && !view.isAnimating)

                let fresh = CollectionView(
                    dataSource: SectionedDataSource(sections: Self.dataSource(next)), clock: clock,
                    configuration: view.configuration, viewportSize: view.viewportSize
                )
                fresh.setScrollOffset(view.scrollOffset)
                fresh.selectItem(at: view.selectedItem, scrollToVisible: false)
                #expect(animated == still(fresh), "changeset \(changeset)")
                var a = GridCanvas(columns: columns, rows: rows)
                var b = GridCanvas(columns: columns, rows: rows)
                view.render(into: &a)
                fresh.render(into: &b)
                #expect(a.renderStyled() == b.renderStyled())
                // The selection followed its item when the item survived.
                if let selectedID, next.contains(where: { $0.items.contains { AnyHashable($0.id) == selectedID } }) {
                    #expect(view.selectedItemID == selectedID)
                }
            }
        }
        #expect(batches == 450)
    }
}
