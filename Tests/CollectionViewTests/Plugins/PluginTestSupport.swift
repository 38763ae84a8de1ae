import CollectionView
import ListDiff
import Testing

/// Where a ``Recorder`` writes what it saw.
@MainActor
final class EventLog {
    var events: [ViewEvent] = []
    func clear() { events = [] }
}

/// A plugin that records every event and handles the inputs it is told to.
struct Recorder: CollectionViewPlugin {
    let log: EventLog
    var handles: Set<ViewInput> = []

    mutating func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
        log.events.append(event)
        if case let .keyPressed(input) = event, handles.contains(input) { return .handled }
        return .ignored
    }
}

/// A view over `sections` with `plugins`, 100 ms linear, on a manual clock, drawn once.
@MainActor
func makePluginView(
    _ sections: [SectionedDataSource.Section], columns: Int = 24, rows: Int = 6,
    plugins: [any CollectionViewPlugin]
) -> (CollectionView, SectionedDataSource, ManualClock) {
    let source = SectionedDataSource(sections: sections)
    let clock = ManualClock()
    var configuration = CollectionViewConfiguration()
    configuration.easing = .linear
    configuration.animationDuration = .milliseconds(100)
    let view = CollectionView(
        dataSource: source, clock: clock, configuration: configuration,
        viewportSize: CellSize(columns: columns, rows: rows), plugins: plugins
    )
    var canvas = GridCanvas(columns: columns, rows: rows)
    view.render(into: &canvas)
    return (view, source, clock)
}

/// Lets every running animation finish and draws the still frame.
@MainActor
func settle(_ view: CollectionView, clock: ManualClock) -> String {
    var canvas = GridCanvas(columns: view.viewportSize.columns, rows: view.viewportSize.rows)
    var guardCount = 0
    while view.isAnimating, guardCount < 1000 {
        clock.advance(by: .milliseconds(20))
        view.render(into: &canvas)
        guardCount += 1
    }
    view.render(into: &canvas)
    return canvas.render()
}

/// Frames drawn while the running animation plays, one every 20 ms, until it ends.
@MainActor
func playFrames(_ view: CollectionView, clock: ManualClock) -> [String] {
    var canvas = GridCanvas(columns: view.viewportSize.columns, rows: view.viewportSize.rows)
    var result: [String] = []
    var guardCount = 0
    while view.isAnimating, guardCount < 1000 {
        view.render(into: &canvas)
        result.append(canvas.render())
        clock.advance(by: .milliseconds(20))
        guardCount += 1
    }
    view.render(into: &canvas)
    result.append(canvas.render())
    return result
}

/// Three sections: A (a1 a2), B (b1 b2 b3), C (c1).
func abcSections() -> [SectionedDataSource.Section] {
    [section("A", header: "A", ["a1", "a2"]), section("B", header: "B", ["b1", "b2", "b3"]), section("C", header: "C", ["c1"])]
}

extension String {
    /// The text without the newlines a short list leaves at the end of a frame.
    var trimmed: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
