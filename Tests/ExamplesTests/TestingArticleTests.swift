import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// The examples of *Testing your list* (CollectionViewTesting's catalogue) that are tests themselves.
@MainActor @Suite struct TestingArticleTests {
    @Test func aSwapOfTwoRowsIsLegible() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 3))
        let list = ListController<String, String>(clock: stepper.clock, executor: stepper.executor,
                                                  header: { StyledText($0) }, row: { StyledText($0) })
        list.apply([ListSection(model: "Fruit", items: ["apple", "pear"])], animated: false)
        _ = stepper.settle(list)
        list.apply([ListSection(model: "Fruit", items: ["pear", "apple"])])
        let frames = stepper.settle(list)
        #expect(frames.count > 10)
        // README: audit
        let audit = LegibilityAudit(old: [["Fruit"], ["apple"], ["pear"]],
                                    new: [["Fruit"], ["pear"], ["apple"]], scrolls: false)
        let report = audit.audit(frames.map { $0.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) })
        #expect(report.isLegible, "\(report)")  // hidden=0 doubled=0 stray_blank=0 bounced=0
        // README: end
    }

    @Test func aRejectedRequestIsAnErrorOnTheCapturedLog() {
        let stepper = FrameStepper(size: CellSize(columns: 20, rows: 3))
        // README: log-capture
        let log = LogCapture()
        let list = ListController<String, String>(
            clock: stepper.clock, executor: stepper.executor,
            queueConfiguration: UpdateQueueConfiguration(logger: log.logger()),
            header: { StyledText($0) }, row: { StyledText($0) })
        list.apply([ListSection(model: "A", items: ["x", "x"])])   // a duplicate id: the diff throws
        _ = stepper.settle(list)
        #expect(log.entries.contains { $0.level == .error })
        // README: end
    }
}
