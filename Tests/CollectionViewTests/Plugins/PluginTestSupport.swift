import CollectionView
import CollectionViewTesting
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

/// A view over `sections` with `plugins`, 100 ms linear, drawn once, on the
/// clock of the stepper returned with it (sized to the view).
@MainActor
func makePluginView(
    _ sections: [SectionedDataSource.Section], columns: Int = 24, rows: Int = 6,
    plugins: [any CollectionViewPlugin]
) -> (CollectionView, SectionedDataSource, FrameStepper) {
    let source = SectionedDataSource(sections: sections)
    let stepper = FrameStepper(size: CellSize(columns: columns, rows: rows))
    var configuration = CollectionViewConfiguration()
    configuration.easing = .linear
    configuration.animationDuration = .milliseconds(100)
    let view = CollectionView(
        dataSource: source, clock: stepper.clock, configuration: configuration,
        viewportSize: CellSize(columns: columns, rows: rows), plugins: plugins
    )
    stepper.settle(view)
    return (view, source, stepper)
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
