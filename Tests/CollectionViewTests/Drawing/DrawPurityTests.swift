import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// `draw(into:at:)` is a pure function of the view and the time: it keeps
/// nothing (not even the row texts it had to ask for), while `render`
/// remembers what it showed.
@MainActor
@Suite struct DrawPurityTests {
    @Test func drawKeepsNothingAndRenderKeepsWhatItShowed() {
        let source = BatchCostTests.CountingSource([Array(0..<20)])
        let view = CollectionView(dataSource: source, clock: ManualClock(), viewportSize: CellSize(columns: 10, rows: 5))
        var small = GridCanvas(columns: 10, rows: 5)
        view.render(into: &small)
        #expect(source.contentCalls == 5)

        // Ten rows drawn: the five not shown yet are asked for, every time, and not kept.
        source.reset()
        let first = view.frame(at: .zero, columns: 10, rows: 10)
        #expect(source.contentCalls == 5)
        let second = view.frame(at: .zero, columns: 10, rows: 10)
        #expect(source.contentCalls == 10)
        #expect(first.render() == second.render())

        // Rendered, they are kept: the next frame asks nothing.
        source.reset()
        var large = GridCanvas(columns: 10, rows: 10)
        view.render(into: &large)
        #expect(source.contentCalls == 5)
        _ = view.frame(at: .zero, columns: 10, rows: 10)
        view.render(into: &large)
        #expect(source.contentCalls == 5)
        #expect(large.render() == first.render())
    }
}
