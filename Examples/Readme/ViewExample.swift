import CollectionView
import ListDiff

/// The docs' collection view example; returns what it printed.
@MainActor
func collectionViewExample() throws -> String {
    // README: view
    let source = SectionedDataSource(sections: [
        .init(id: "fruit", header: "Fruit", items: [.init(id: "apple"), .init(id: "banana")]),
    ])
    let clock = ManualClock()  // SystemAnimationClock() in an app
    let view = CollectionView(dataSource: source, clock: clock)

    // Change the data source, then describe the change, in the same turn.
    source.sections[0].items.insert(.init(id: "avocado", content: StyledText("avocado", style: Style(bold: true))), at: 0)
    try view.performBatchUpdates(Changeset(items: .init(inserted: [ItemPath(item: 0, section: 0)]))) { finished in
        print("landed:", finished)  // once, when the animation is over
    }

    var canvas = GridCanvas(columns: 30, rows: 4)
    while let due = view.nextFrameTime {  // nil when nothing moves: no frames at all
        clock.set(due)
        view.render(into: &canvas)
    }
    print(canvas.render())  // Fruit / avocado / apple / banana
    // README: end
    return canvas.render()
}
