import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff
import Testing

func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

/// A section written compactly: id, header (nil for none), item names (id = text).
func section(_ id: String, header: String? = nil, _ items: [String]) -> SectionedDataSource.Section {
    SectionedDataSource.Section(
        id: id, header: header.map { StyledText($0) },
        items: items.map { SectionedDataSource.Item(id: $0) }
    )
}

/// A view over `sections`, 250 ms linear unless told, on a manual clock, drawn once.
@MainActor
func makeView(
    _ sections: [SectionedDataSource.Section], columns: Int = 24, rows: Int = 10,
    configure: (inout CollectionViewConfiguration) -> Void = { $0.easing = .linear }
) -> (CollectionView, SectionedDataSource, ManualClock) {
    let source = SectionedDataSource(sections: sections)
    let clock = ManualClock()
    var configuration = CollectionViewConfiguration()
    configure(&configuration)
    let view = CollectionView(
        dataSource: source, clock: clock, configuration: configuration,
        viewportSize: CellSize(columns: columns, rows: rows)
    )
    var canvas = GridCanvas(columns: columns, rows: rows)
    view.render(into: &canvas)
    return (view, source, clock)
}

@MainActor
func still(_ view: CollectionView, colorCount: Int = 256) -> String {
    var canvas = GridCanvas(columns: view.viewportSize.columns, rows: view.viewportSize.rows, colorCount: colorCount)
    view.render(into: &canvas)
    return canvas.render()
}

@MainActor
func styledStill(_ view: CollectionView) -> String {
    var canvas = GridCanvas(columns: view.viewportSize.columns, rows: view.viewportSize.rows)
    view.render(into: &canvas)
    return canvas.renderStyled()
}

/// Golden frames: text files in `Goldens/` beside the tests. With
/// `LISTMOTION_UPDATE_GOLDENS=1` they are rewritten from what the test draws.
enum Golden {
    static func check(_ name: String, _ actual: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if ProcessInfo.processInfo.environment["LISTMOTION_UPDATE_GOLDENS"] == "1" {
            let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
            let file = directory.appendingPathComponent(name + ".txt")
            do {
                try actual.write(to: file, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("could not write golden \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let url = Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Goldens"),
              let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(name).txt (run with LISTMOTION_UPDATE_GOLDENS=1)", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "frames differ from Goldens/\(name).txt", sourceLocation: sourceLocation)
    }
}

/// Frames of the running animation at `times` (ms from now), each titled, styles marked.
@MainActor
func frames(_ view: CollectionView, clock: ManualClock, at times: [Int], columns: Int = 24, rows: Int = 10) -> String {
    let stepper = FrameStepper(size: CellSize(columns: columns, rows: rows), clock: clock)
    return zip(times, stepper.frames(of: view, after: times.map { .milliseconds($0) })).map { ms, frame in
        "── t = \(ms) ms ──\n" + frame.canvas.renderStyled()
    }.joined(separator: "\n") + "\n"
}
