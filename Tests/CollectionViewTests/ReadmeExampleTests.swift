import CollectionView
import ListDiff
import Testing

/// The usage example given for the README, kept compiling and correct.
@MainActor
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() throws {
        var landed: [Bool] = []
        // --- README example starts
        let source = SectionedDataSource(sections: [
            .init(id: "fruit", header: "Fruit", items: [.init(id: "apple"), .init(id: "banana")]),
        ])
        let clock = ManualClock()  // SystemAnimationClock() in an app
        let view = CollectionView(dataSource: source, clock: clock)

        // Change the data source, then describe the change, in the same turn.
        source.sections[0].items.insert(.init(id: "avocado", content: StyledText("avocado", style: Style(bold: true))), at: 0)
        try view.performBatchUpdates(Changeset(items: .init(inserted: [ItemPath(item: 0, section: 0)]))) { finished in
            landed.append(finished)  // once, when the animation is over
        }
        // (or let ListDiff find the batch: `try Changeset(from: oldSections, to: newSections)`)

        var canvas = GridCanvas(columns: 30, rows: 4)
        while let due = view.nextFrameTime {  // nil when nothing moves: no frames at all
            clock.set(due)
            view.render(into: &canvas)
        }
        print(canvas.render())  // Fruit / avocado / apple / banana
        // --- README example ends
        #expect(canvas.render() == "Fruit\navocado\napple\nbanana")
        #expect(landed == [true])
    }
}
