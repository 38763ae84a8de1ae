import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// `movedRowUpdate` through the path apps use: `ListController.apply`, its
/// update queue, and the view, stepped frame by frame.
@MainActor
@Suite struct MovedRowUpdateTests {
    struct Row: Differentiable, Equatable, Sendable {
        let id: String
        var text: String
        var differenceIdentifier: String { id }
    }

    /// A row moved from the bottom to the top of five and edited in the same
    /// `apply` shows, in every frame of its glide, the text the option names;
    /// either way it lands with the new text and flashes.
    @Test(arguments: [CollectionViewConfiguration.MovedRowUpdate.afterLanding, .whileMoving])
    func aRowMovedAndEditedInOneApplyShowsTheConfiguredText(_ update: CollectionViewConfiguration.MovedRowUpdate) throws {
        let stepper = FrameStepper(size: CellSize(columns: 16, rows: 5))
        var configuration = CollectionViewConfiguration()
        configuration.easing = .linear
        configuration.movedRowUpdate = update
        let list = ListController<String, Row>(
            clock: stepper.clock, configuration: configuration, executor: stepper.executor,
            header: { _ in nil }, row: { StyledText($0.text) }
        )
        let rows = ["a", "b", "c", "d", "e"].map { Row(id: $0, text: $0) }
        list.apply([ListSection(model: "S", items: rows)], animated: false)
        stepper.settle(list)
        var moved = try #require(rows.last)
        moved.text = "e (edited)"
        let start = stepper.clock.now
        list.apply([ListSection(model: "S", items: [moved] + rows.dropLast())])
        let frames = stepper.settle(list)

        let landing = start + configuration.animationDuration
        let gliding = frames.filter { $0.time > start && $0.time < landing }
        #expect(gliding.count >= 10)
        let expected = update == .whileMoving ? "e (edited)" : "e"
        let other = update == .whileMoving ? "e" : "e (edited)"
        var linesOfTheRow: Set<Int> = []
        for frame in gliding {
            let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.filter { $0 == expected }.count == 1, "t=\(frame.time): \(frame.text)")
            #expect(!lines.contains(other), "t=\(frame.time): \(frame.text)")
            if let line = lines.firstIndex(of: expected) { linesOfTheRow.insert(line) }
        }
        // It glides (passes through the lines between), rather than jumping.
        #expect(linesOfTheRow.count >= 4, "\(linesOfTheRow.sorted())")

        let last = try #require(frames.last)
        #expect(last.text.hasPrefix("e (edited)\na\nb\nc\nd"), "\(last.text)")
        let flashed = frames.filter { $0.time >= landing && $0.canvas.renderStyled().contains("[f=black,g=yellow:e (edited)") }
        #expect(!flashed.isEmpty, "flashes when it lands")
        #expect(!last.canvas.renderStyled().contains("g=yellow"), "the flash ends: \(last.canvas.renderStyled())")
    }
}
