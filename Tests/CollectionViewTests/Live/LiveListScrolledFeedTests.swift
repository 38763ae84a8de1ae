import CollectionView
import CollectionViewTesting
import ListDiff
import SeededRandom
import Testing

/// A live list scrolled into the middle of a busy feed, as `bench live`
/// watches it: every frame of every batch is a list around the view's anchor.
@MainActor
@Suite struct LiveListScrolledFeedTests {
    @Test func everyFrameOfAScrolledFeedIsAList() {
        let stepper = FrameStepper(size: CellSize(columns: 24, rows: 40))
        let list = LiveList<String, Proc>(
            clock: stepper.clock, executor: stepper.executor, section: { $0.group }, order: .descending { $0.cpu },
            header: { StyledText($0) }, row: { StyledText("\($0.name) \($0.cpu)") }, plugins: [Selectable()]
        )
        list.view.viewportSize = stepper.size
        var random = SplitMix64(seed: 0x25_0125)
        var names: [String] = []
        var next = 0
        func newProc() -> Proc {
            defer { next += 1 }
            return Proc(name: "p\(next)", group: "g\(Int(random.next() % 3))", cpu: Int(random.next() % 1_000))
        }
        for _ in 0..<5_000 {
            let proc = newProc()
            names.append(proc.name)
            list.upsert(proc)
        }
        stepper.settle(list)
        var total = LegibilityAudit.Report()
        var failures: [String] = []
        func sendEvents(_ count: Int) {
            for _ in 0..<count {
                let roll = random.next() % 100
                if roll < 70, !names.isEmpty {
                    // Now and then the selected row itself re-ranks, and the view follows it.
                    let selected = roll < 3 ? list.view.selectedItemID?.base as? String : nil
                    let name = selected ?? names[Int(random.next() % UInt64(names.count))]
                    if let old = list.model.row(withID: name) {
                        list.upsert(Proc(name: name, group: old.group, cpu: Int(random.next() % 1_000)))
                    }
                } else if roll < 85 {
                    let proc = newProc()
                    names.append(proc.name)
                    list.upsert(proc)
                } else if !names.isEmpty {
                    let index = Int(random.next() % UInt64(names.count))
                    list.delete(names[index])
                    names.swapAt(index, names.count - 1)
                    names.removeLast()
                }
            }
        }
        // As the bench runs it: each frame, events arrive, the executor runs (a flush when one is due), a frame is
        // drawn. A batch is audited from the frame before it starts to the first frame after it ends.
        list.view.setScrollOffset(list.view.maximumScrollOffset / 2)
        if case let .item(path)? = list.view.hit(atScreenLine: 20) { _ = list.view.selectItem(at: path, scrollToVisible: false) }
        var frame = LiveListTests.lines(stepper.frame(of: list.view))
        var audited: (before: [String], frames: [[String]], anchor: String?, offset: Int)?
        var batches = 0
        var screensChanged = 0
        for tick in 0..<1_500 {
            sendEvents(20)
            if tick % 30 == 0 { _ = list.view.handle(tick % 60 == 0 ? .down : .up) }
            let previous = frame
            let offset = list.view.scrollOffset
            stepper.advance(list.view, by: .milliseconds(Int(random.next() % 17) + 4))
            if let running = audited, !list.view.isAnimating {
                let after = LiveListTests.lines(stepper.frame(of: list.view))
                let clamped = list.view.scrollOffset == list.view.maximumScrollOffset || list.view.scrollOffset == 0
                let audit = LegibilityAudit(
                    old: LegibilityAudit.oneLineElements(running.before), new: LegibilityAudit.oneLineElements(after),
                    scrolls: list.view.scrollOffset != running.offset && (running.anchor == nil || clamped), anchor: running.anchor
                )
                let all = [running.before] + running.frames + [after]
                if LegibilityAudit.oneLineElements(running.before) != LegibilityAudit.oneLineElements(after) { screensChanged += 1 }
                let report = audit.audit(all)
                total = total + report
                if !report.isLegible, failures.count < 2 {
                    failures.append("tick \(tick): \(report), anchor \(running.anchor ?? "none")\n"
                        + all.map { $0.map(LegibilityAudit.name(of:)).map { $0.isEmpty ? "." : $0 }.joined(separator: " ") }.joined(separator: "\n"))
                }
                audited = nil
            }
            stepper.executor.runPending()
            if list.statistics.batches != batches {
                batches = list.statistics.batches
                let anchor: String? = switch list.view.scrollAnchor {
                case let .item(path)?: list.view.itemID(at: path).flatMap { $0.base as? String }
                case let .header(section)?: list.view.sectionID(section).flatMap { $0.base as? String }
                case nil: nil
                }
                audited = (previous, [], anchor, offset)
            }
            frame = LiveListTests.lines(stepper.frame(of: list.view))
            if audited != nil, list.view.isAnimating { audited?.frames.append(frame) }
        }
        #expect(batches > 100 && screensChanged > batches / 4, "\(batches) batches, \(screensChanged) changed the screen")
        #expect(total.isLegible, "\(total)\n\(failures.joined(separator: "\n\n"))")
    }
}
