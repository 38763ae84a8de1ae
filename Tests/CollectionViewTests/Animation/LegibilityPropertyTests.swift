import SeededRandom
import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// "Every frame is a list": thousands of random sectioned batches from the
/// real diff (row and section moves, moves across sections, inserts and
/// deletes of rows and sections, rows two lines high, lists longer than the
/// screen, scrolled viewports, every easing), each stepped frame by frame
/// through a `GridCanvas` and audited by ``LegibilityAudit``; once without
/// section moves and once with them.
@MainActor
@Suite struct LegibilityPropertyTests {
    typealias Header = AuditedList.Header
    typealias Row = AuditedList.Row
    typealias Sections = AuditedList.Sections

    static func elements(_ sections: Sections) -> [[String]] { AuditedList.elements(sections) }
    static func dataSource(_ sections: Sections) -> [SectionedDataSource.Section] { AuditedList.dataSource(sections) }

    static func randomList(_ rng: inout SplitMix64, nextID: inout Int) -> Sections {
        (0..<Int.random(in: 1...5, using: &rng)).map { _ in
            nextID += 1
            let header = Header(id: nextID, hasTitle: Int.random(in: 0..<5, using: &rng) != 0)
            let rows = (0..<Int.random(in: 0...12, using: &rng)).map { _ -> Row in
                nextID += 1
                return Row(id: nextID, height: Int.random(in: 0..<5, using: &rng) == 0 ? 2 : 1)
            }
            return ListSection(model: header, items: rows)
        }
    }

    /// A batch of a kind chosen at random: moves only, or moves with inserts and deletes, of rows and sections.
    static func mutate(_ old: Sections, _ rng: inout SplitMix64, nextID: inout Int, sectionMoves: Bool = true) -> Sections {
        var sections = old
        let movesOnly = Bool.random(using: &rng)
        if !movesOnly {
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                if Bool.random(using: &rng), sections.count > 1 {
                    sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
                } else {
                    nextID += 1
                    let rows = (0..<Int.random(in: 0...3, using: &rng)).map { _ -> Row in
                        nextID += 1
                        return Row(id: nextID, height: 1)
                    }
                    sections.insert(ListSection(model: Header(id: nextID, hasTitle: true), items: rows),
                                    at: Int.random(in: 0...sections.count, using: &rng))
                }
            }
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) where sections.count > 1 && sectionMoves {
            let section = sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
            sections.insert(section, at: Int.random(in: 0...sections.count, using: &rng))
        }
        // Rows: moved within and across sections, some deleted and inserted.
        var rows = sections.indices.flatMap { s in sections[s].items.map { (s, $0) } }
        for s in sections.indices { sections[s].items.removeAll() }
        if !movesOnly {
            rows.removeAll { _ in Int.random(in: 0..<6, using: &rng) == 0 }
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                nextID += 1
                rows.append((Int.random(in: 0..<sections.count, using: &rng), Row(id: nextID, height: Int.random(in: 1...2, using: &rng))))
            }
        }
        let moves = Int.random(in: 0...6, using: &rng)
        for _ in 0..<moves where rows.count > 1 {
            let row = rows.remove(at: Int.random(in: 0..<rows.count, using: &rng))
            let target = Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: 0..<sections.count, using: &rng) : row.0
            rows.insert((target, row.1), at: Int.random(in: 0...rows.count, using: &rng))
        }
        if Int.random(in: 0..<8, using: &rng) == 0 { rows.shuffle(using: &rng) }
        for (s, row) in rows { sections[s].items.append(row) }
        return sections
    }

    /// Every frame of the running animation, 16 ms apart, the final frame last.
    static func allFrames(_ view: CollectionView, clock: ManualClock, columns: Int, rows: Int) -> [[String]] {
        FrameStepper(size: CellSize(columns: columns, rows: rows), clock: clock)
            .frames(of: view, every: .milliseconds(16), through: view.configuration.animationDuration * 2)
            .map(\.canvas.lines)
    }

    @Test(arguments: [false, true])
    func everyFrameOfRandomBatchesIsAList(sectionMoves: Bool) throws {
        var rng = SplitMix64(seed: sectionMoves ? 0x1e6_1b1e : 0x5ec_7105)
        var nextID = 0
        var total = LegibilityAudit.Report()
        var failures: [String] = []
        for run in 0..<2_000 {
            let old = Self.randomList(&rng, nextID: &nextID)
            let new = Self.mutate(old, &rng, nextID: &nextID, sectionMoves: sectionMoves)
            let rows = Int.random(in: 6...16, using: &rng)
            let easing = Easing.allCases[Int.random(in: 0..<Easing.allCases.count, using: &rng)]
            let (view, source, clock) = makeView(Self.dataSource(old), columns: 12, rows: rows) { $0.easing = easing }
            view.setScrollOffset(Int.random(in: 0...max(view.maximumScrollOffset, 0), using: &rng))
            let before = view.scrollOffset
            _ = still(view)
            let changeset = try Changeset(from: old, to: new)
            source.sections = Self.dataSource(new)
            try view.performBatchUpdates(changeset)
            // Strictly around the anchor the view reports (above it, room opening or closing moves what is above): a
            // scroll is allowed only without an anchor or where the list's end clamps the offset.
            let audit = CatchUpProperty.audit(view, from: old, to: new, offset: before)
            let report = audit.audit(Self.allFrames(view, clock: clock, columns: 12, rows: rows))
            total = total + report
            if !report.isLegible, failures.count < 3 {
                failures.append("run \(run) (\(easing), \(rows) rows): \(report)")
            }
        }
        // Rules 1–3 in every frame of every batch: never hidden, never drawn twice,
        // never a gap, never a step nothing caused or away from where a row is going.
        #expect(total.isLegible, "\(total); first: \(failures)")
    }

    /// Rule 4: a single move and a rotation are one-way for every row, with no exception.
    @Test func singleMovesAndRotationsAreOneWayForEveryRow() throws {
        for (count, from, to, width) in [(16, 0, 15, 1), (16, 15, 0, 1), (20, 3, 12, 1), (16, 0, 12, 4), (16, 10, 0, 6)] {
            let names = (0..<count).map { "row \($0)" }
            var moved = names
            let block = Array(moved[from..<(from + width)])
            moved.removeSubrange(from..<(from + width))
            moved.insert(contentsOf: block, at: to > from ? to - width + 1 : to)
            let (view, source, clock) = makeView([section("S", names)], rows: count + 2) { $0.easing = .easeInOut }
            source.sections = [section("S", moved)]
            try view.performBatchUpdates(try Changeset(from: names, to: moved))
            let frames = Self.allFrames(view, clock: clock, columns: 12, rows: count + 2)
            for name in names {
                let ys = frames.map { $0.firstIndex(of: name) ?? -1 }
                #expect(!ys.contains(-1), "\(name) hidden")
                let steps = zip(ys, ys.dropFirst()).map { $1 - $0 }.filter { $0 != 0 }
                let direction = (ys.last ?? 0) - (ys.first ?? 0)
                #expect(steps.allSatisfy { $0.signum() == direction.signum() }, "\(name) of \(from)→\(to)×\(width): \(ys)")
            }
            let audit = LegibilityAudit(old: names.map { [$0] }, new: moved.map { [$0] }, scrolls: false)
            // Line 0 is left out by the audit (the sticky header's); there is no header here, so check it too.
            #expect(audit.audit(frames.map { [""] + $0 }).isLegible)
        }
    }

    /// A row leaving a moved section for the section it passes, whose key stays
    /// below the moved section's last line, is stacked after that section: put
    /// first (as rows at a section boundary are), it would rise above the whole
    /// section and drop back.
    @Test func aRowBelowAMovedSectionStaysBelowIt() throws {
        let b = Header(id: 1, hasTitle: true)
        let a = Header(id: 2, hasTitle: false)
        let rows = (10...15).map { Row(id: $0, height: $0 == 13 ? 2 : 1) }
        let old: Sections = [ListSection(model: a, items: []), ListSection(model: b, items: rows)]
        let new: Sections = [ListSection(model: b, items: [rows[1], rows[3], rows[4], rows[0]]),
                             ListSection(model: a, items: [rows[2], rows[5]])]
        try expectEveryFrameIsAList(old, new, rows: 12)
    }

    /// A row inserted into (or deleted from) a section that a moved section
    /// passes opens after (closes before) the moved section goes by, so the
    /// moved section is never pushed away from where it is going.
    @Test func rowsOpenAndCloseOnTheFarSideOfAPassingSection() throws {
        let a = Header(id: 1, hasTitle: true)
        let b = Header(id: 2, hasTitle: true)
        let rows = (10...16).map { Row(id: $0, height: 1) }
        let cases: [(old: Sections, new: Sections)] = [
            // B moves up past A, which gains a row at its end.
            ([ListSection(model: a, items: Array(rows[0..<3])), ListSection(model: b, items: Array(rows[4..<6]))],
             [ListSection(model: b, items: Array(rows[4..<6])), ListSection(model: a, items: Array(rows[0..<4]))]),
            // A moves down past B, which loses its first row.
            ([ListSection(model: a, items: Array(rows[0..<2])), ListSection(model: b, items: Array(rows[3..<7]))],
             [ListSection(model: b, items: Array(rows[4..<7])), ListSection(model: a, items: Array(rows[0..<2]))]),
        ]
        for (old, new) in cases { try expectEveryFrameIsAList(old, new, rows: 12) }
    }

    /// Rows moving into and out of moved sections, where the property test
    /// once found a step back: a row leaving a section that has just passed a
    /// closing row (it must not jump back over the row still closing), and
    /// rows going from one moved section to another that passes it (they
    /// change over as the two sections pass each other).
    @Test(arguments: [0, 1])
    func rowsMovingBetweenMovedSections(_ index: Int) throws {
        func header(_ id: Int) -> Header { Header(id: id, hasTitle: true) }
        func rows(_ ids: [Int], tall: Set<Int>) -> [Row] { ids.map { Row(id: $0, height: tall.contains($0) ? 2 : 1) } }
        let cases: [(old: Sections, new: Sections)] = [
            ([ListSection(model: header(1), items: rows([10], tall: [10])),
              ListSection(model: header(2), items: rows([20, 21, 22], tall: [21, 22])),
              ListSection(model: header(3), items: rows([30, 31], tall: []))],
             [ListSection(model: header(2), items: rows([21], tall: [21])),
              ListSection(model: header(1), items: rows([22, 40], tall: [22])),
              ListSection(model: header(3), items: rows([30, 31], tall: [])),
              ListSection(model: header(4), items: [])]),
            ([ListSection(model: header(1), items: []),
              ListSection(model: header(2), items: rows([20, 21, 22, 23, 24, 25], tall: [25])),
              ListSection(model: header(3), items: rows([30, 31, 32], tall: [32]))],
             [ListSection(model: header(3), items: rows([31, 32, 22, 23, 24, 30], tall: [32])),
              ListSection(model: header(2), items: rows([20, 21, 25], tall: [25])),
              ListSection(model: header(1), items: [])]),
        ]
        try expectEveryFrameIsAList(cases[index].old, cases[index].new, rows: 20)
    }

    /// Animates `old` into `new` with every easing on a screen `rows` high
    /// (the list starting at line 0) and expects every frame to be a list.
    func expectEveryFrameIsAList(
        _ old: Sections, _ new: Sections, rows: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for easing in Easing.allCases {
            let (view, source, clock) = makeView(Self.dataSource(old), columns: 12, rows: rows) { $0.easing = easing }
            _ = still(view)
            source.sections = Self.dataSource(new)
            try view.performBatchUpdates(try Changeset(from: old, to: new))
            let frames = Self.allFrames(view, clock: clock, columns: 12, rows: rows)
            // The list starts at line 0 here: give the audit a line 0 to leave out.
            let report = LegibilityAudit(old: Self.elements(old), new: Self.elements(new), scrolls: false)
                .audit(frames.map { [""] + $0 })
            #expect(report.isLegible, "\(easing): \(report)\n\(frames.map { $0.joined(separator: "|") }.joined(separator: "\n"))",
                    sourceLocation: sourceLocation)
        }
    }

    /// The audit itself: it sees a row drawn over, a stray blank, and a bounce (and names what bounced).
    @Test func theAuditSeesWhatGoesWrong() {
        let old = [["a"], ["b"], ["c"], ["d"]]
        let new = [["b"], ["c"], ["d"], ["a"]]
        let audit = LegibilityAudit(old: old, new: new, scrolls: false)
        let good = [["", "a", "b", "c", "d"], ["", "b", "a", "c", "d"], ["", "b", "c", "d", "a"]]
        #expect(audit.audit(good).isLegible)
        let drawnOver = [["", "a", "b", "c", "d"], ["", "b", "c", "a", ""], ["", "b", "c", "d", "a"]]
        #expect(audit.audit(drawnOver).hidden == 1)
        let gap = [["", "a", "b", "c", "d"], ["", "b", "c", "", "d", "a"], ["", "b", "c", "d", "a"]]
        #expect(audit.audit(gap).strayBlank == 1)
        let bounce = [["", "a", "b", "c", "d"], ["", "b", "c", "d", "a"], ["", "b", "a", "c", "d"], ["", "b", "c", "d", "a"]]
        #expect(audit.audit(bounce).bounced == 3)
        // Which: `a` climbs back with nothing passing it down, and `c` and `d` step down for it.
        #expect(audit.bounces(bounce).map(\.description) == ["a 4→2 in frame 2", "c 2→3 in frame 2", "d 3→4 in frame 2"])
        #expect(audit.bounces(good).isEmpty)
        let twice = [["", "a", "b", "c", "d"], ["", "b", "a", "c", "a", "d"], ["", "b", "c", "d", "a"]]
        #expect(audit.audit(twice).doubled == 1)
    }
}
