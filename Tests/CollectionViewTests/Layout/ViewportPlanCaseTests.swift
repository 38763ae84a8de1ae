import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// Catch-up batches on a scrolled screen that faulted under the old scroll
/// anchor's rules (saved from `bench live` at 100k rows, or found by the
/// catch-up property test), kept as cases of the screen-planned motion's
/// promises (``ViewportPlan`` in the library): every frame a list around
/// the anchor, audited against the whole lists; no moved row that is off
/// the screen before and after ever drawn; the last frame the new list.
///
/// Screen rows 100…109 of 200 (the anchor r100 on line 0), 100 frames one
/// millisecond apart (real frame times fall anywhere), linear.
@MainActor
@Suite struct ViewportPlanCaseTests {
    nonisolated static let names = (0..<200).map { "r\($0)" }

    /// A batch: rows moved (each `from` leaving for index `to` of the list without it, one after the other), then
    /// the list edited.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var moves: [(String, Int)]
        var edit: @Sendable ([String]) -> [String] = { $0 }
        var testDescription: String { name }

        var list: [String] {
            edit(moves.reduce(ViewportPlanCaseTests.names) { names, move in
                var names = names
                names.removeAll { $0 == move.0 }
                names.insert(move.0, at: move.1)
                return names
            })
        }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "a row leaving over the top and one arriving from above, rows crossing both ways",
             moves: [("r199", 0), ("r0", 199), ("r105", 10), ("r50", 107)]),
        Case(name: "a row arriving from above, rows crossing both ways",
             moves: [("r150", 0), ("r160", 1), ("r20", 199), ("r50", 108)]),
        Case(name: "a row leaving over the top, rows crossing both ways",
             moves: [("r10", 199), ("r20", 199), ("r30", 199), ("r150", 0), ("r103", 5)]),
        Case(name: "rows crossing one way, one leaving, one arriving", moves: [("r107", 10), ("r20", 199), ("r30", 104)]),
        Case(name: "one leaving for far above, one arriving from there", moves: [("r105", 10), ("r50", 106)]),
        Case(name: "more leaving than arriving", moves: [("r103", 10), ("r108", 20), ("r40", 106)]),
        Case(name: "a near row leaving against the crossings",
             moves: [("r10", 199), ("r20", 199), ("r30", 199), ("r190", 0), ("r180", 0), ("r106", 95)]),
        Case(name: "the anchor's row falling out against the crossings",
             moves: [("r190", 0), ("r180", 0), ("r170", 0), ("r10", 199), ("r20", 199), ("r100", 114)]),
        Case(name: "room opening above the screen against one-way crossings",
             moves: [("r10", 199), ("r20", 199), ("r30", 199)]) { list in
            var list = list
            list.insert("n1", at: 99)
            return list
        },
        Case(name: "room opening below the screen against one-way crossings",
             moves: [("r190", 0), ("r180", 0), ("r170", 0)]) { list in
            var list = list.filter { !(100...107).contains(Int($0.dropFirst()) ?? -1) }
            list.insert("n1", at: list.firstIndex(of: "r108") ?? 0)
            return list
        },
        Case(name: "far rows leaving and arriving", moves: [("r102", 10), ("r106", 20), ("r40", 104), ("r50", 107)]),
        Case(name: "a row passing a leaving row the wrong way",
             moves: [("r102", 10), ("r106", 20), ("r40", 104), ("r50", 107), ("r109", 101)]),
        Case(name: "a row climbing to the top against the crossings",
             moves: [("r10", 199), ("r20", 199), ("r30", 199), ("r150", 0), ("r112", 100)]),
        Case(name: "a row inserted below the anchor against the crossings",
             moves: [("r90", 199), ("r95", 199), ("r199", 0)]) { list in
            var list = list
            list.insert("n0", at: (list.firstIndex(of: "r100") ?? 0) + 1)
            return list
        },
        Case(name: "a row deleted below the anchor against the crossings",
             moves: [("r115", 0), ("r118", 0), ("r10", 199)]) { $0.filter { $0 != "r101" } },
        Case(name: "a crossing row landing between the anchor and the screen",
             moves: [("r10", 199), ("r20", 199), ("r30", 199), ("r150", 100)]),
    ]

    /// The frames of the batch from ``names`` to `list` (100 ms), the screen before first and the landed screen
    /// last, the anchor's name, and the still screen after the batch.
    static func run(to list: [String]) throws -> (frames: [[String]], anchor: String?, still: [String]) {
        let (view, source, clock) = makeView([section("S", names)], rows: 10)
        view.setScrollOffset(100)
        let before = view.frame(at: clock.now, columns: 24, rows: 10).lines
        source.sections = [section("S", list)]
        try view.performBatchUpdates(try Changeset(from: names, to: list), duration: .milliseconds(100))
        let anchor = view.scrollAnchor.flatMap { hit -> String? in
            if case let .item(path) = hit { return view.itemID(at: path) as? String }
            return nil
        }
        let stepper = FrameStepper(size: CellSize(columns: 24, rows: 10), clock: clock)
        // Every millisecond of the batch, its end twice (looked at, then drawn as it lands).
        let steps = (1...100).map { Duration.milliseconds($0) } + [.milliseconds(100)]
        let frames = [before] + stepper.frames(of: view, after: steps).map(\.canvas.lines)
        stepper.advance(view, by: .milliseconds(100))
        return (frames, anchor, stepper.frames(of: view, after: [.zero])[0].canvas.lines)
    }

    /// The rows of `list` that a batch from ``names`` moves, by name.
    static func movedRows(to list: [String]) throws -> Set<String> {
        let changes = try Changeset(from: names, to: list)
        return Set(changes.items.moved.map { names[$0.from.item] })
    }

    @Test(arguments: cases)
    func everyFrameIsAListAndUnseenRowsStayUnseen(_ batch: Case) throws {
        let list = batch.list
        let (frames, anchor, still) = try Self.run(to: list)
        #expect(anchor != nil, "a scrolled batch that moves no section has an anchor")
        let audit = LegibilityAudit(
            old: Self.names.map { [$0] }, new: list.map { [$0] }, scrolls: false, anchor: anchor
        )
        let report = audit.audit(frames)
        #expect(report.isLegible, "\(report), bounced \(audit.bounces(frames)): \(Self.describe(frames))")
        #expect(frames.last == still, "the last frame is the new list")
        let named = frames.map { Set($0.map(LegibilityAudit.name(of:))) }
        for row in try Self.movedRows(to: list) where !named[0].contains(row) && !(named.last ?? []).contains(row) {
            #expect(!named.contains { $0.contains(row) }, "\(row) is off the screen before and after, yet drawn")
        }
    }

    /// Rows crossing the whole screen both ways, and nothing else: the screen does not move in any frame.
    @Test func rowsCrossingTheWholeScreenMoveNothingOnIt() throws {
        let (frames, _, _) = try Self.run(to: Case(name: "", moves: [("r199", 0), ("r0", 199), ("r10", 199)]).list)
        #expect(frames.dropFirst().allSatisfy { $0 == frames[0] }, "\(Self.describe(frames))")
    }

    /// A row leaving the screen for far above glides out over the top: the rows above it step down once as it
    /// passes them, the anchor with them, and the rows below it do not move.
    @Test func aRowLeavingForFarAboveGlidesOutOverTheTop() throws {
        let (frames, _, _) = try Self.run(to: Case(name: "", moves: [("r105", 10)]).list)
        for n in 101...104 {
            let ys = ScrollAnchorTests.lines(of: ["r\(n)"], in: frames)["r\(n)"] ?? []
            #expect(ys.first == n - 100 && ys.last == n - 99, "r\(n): \(ys)")
            #expect(zip(ys, ys.dropFirst()).filter { $0 != $1 }.count == 1, "r\(n) steps once: \(ys)")
        }
        for n in 106...109 {
            let ys = ScrollAnchorTests.lines(of: ["r\(n)"], in: frames)["r\(n)"] ?? []
            #expect(Set(ys) == [n - 100], "r\(n) stays: \(ys)")
        }
        let leaving = ScrollAnchorTests.lines(of: ["r105"], in: frames)["r105"] ?? []
        let seen = leaving.compactMap { $0 }
        #expect(seen.count > 2 && zip(seen, seen.dropFirst()).allSatisfy { $1 <= $0 }, "r105 climbs out: \(leaving)")
    }

    /// A row arriving from far below onto the screen, not past the anchor, enters across the bottom edge: the rows
    /// below its new place step down once, out of the screen.
    @Test func aRowArrivingFromFarBelowEntersAcrossTheBottomEdge() throws {
        let (frames, _, _) = try Self.run(to: Case(name: "", moves: [("r180", 104)]).list)
        let arriving = (ScrollAnchorTests.lines(of: ["r180"], in: frames)["r180"] ?? []).compactMap { $0 }
        #expect(arriving.first == 9 && arriving.last == 4 && zip(arriving, arriving.dropFirst()).allSatisfy { $1 <= $0 },
                "r180 enters at the bottom and climbs: \(arriving)")
        for n in 100...103 {
            #expect(Set(ScrollAnchorTests.lines(of: ["r\(n)"], in: frames)["r\(n)"] ?? []) == [n - 100], "r\(n) stays")
        }
    }

    static func describe(_ frames: [[String]]) -> String {
        frames.map { $0.map(LegibilityAudit.name(of:)).joined(separator: " ") }.joined(separator: "\n")
    }
}

/// `movedRowUpdate` on a scrolled screen: `.whileMoving` shows a moved and
/// edited row's new text from the first frame, also on a row that leaves or
/// enters across an edge; `.afterLanding` keeps the old text of a row leaving
/// until it lands, and a row arriving from off the screen, whose old text was
/// never shown (nor kept), shows its new text.
@MainActor
@Suite struct ViewportPlanMovedRowUpdateTests {
    typealias Row = MovedRowUpdateTests.Row

    /// Screen rows 100…109 of 200; `row` moves to index `to` and is edited.
    @Test(arguments: [("r105", 10), ("r180", 104)], [CollectionViewConfiguration.MovedRowUpdate.whileMoving, .afterLanding])
    func aRowCrossingAnEdgeShowsTheConfiguredText(_ move: (String, Int), update: CollectionViewConfiguration.MovedRowUpdate) throws {
        let stepper = FrameStepper(size: CellSize(columns: 24, rows: 10))
        var configuration = CollectionViewConfiguration()
        configuration.easing = .linear
        configuration.movedRowUpdate = update
        let list = ListController<String, Row>(
            clock: stepper.clock, configuration: configuration, executor: stepper.executor,
            header: { _ in nil }, row: { StyledText($0.text) }
        )
        let rows = ViewportPlanCaseTests.names.map { Row(id: $0, text: $0) }
        list.apply([ListSection(model: "S", items: rows)], animated: false)
        stepper.settle(list)
        list.view.setScrollOffset(100)
        stepper.settle(list)
        var edited = rows.filter { $0.id != move.0 }
        edited.insert(Row(id: move.0, text: move.0 + " (edited)"), at: move.1)
        let start = stepper.clock.now
        list.apply([ListSection(model: "S", items: edited)])
        let frames = stepper.settle(list)
        let gliding = frames.filter { $0.time > start && $0.time < start + configuration.animationDuration }
        let shown = gliding.compactMap { frame in
            frame.text.split(separator: "\n").map(String.init).first { $0.hasPrefix(move.0) }
        }
        #expect(shown.count >= 2, "the row is seen crossing the edge: \(gliding.map(\.text))")
        let arriving = move.0 == "r180"
        let expected = update == .whileMoving || arriving ? move.0 + " (edited)" : move.0
        #expect(shown.allSatisfy { $0 == expected }, "\(shown)")
    }
}
