import CollectionView
import ListDiff
import SeededRandom

/// The promises of motion planned on the screen (DocC's *How rows move*),
/// as a property of random catch-up batches on a scrolled view: a list of
/// six sections of 60 to 2,000 rows under a sticky header, batches of up to
/// 300 re-ranks (a fifth in the section on screen, one in ten across
/// sections), inserts, deletes and reloads, each drawn at one to five frame
/// times that fall anywhere, one to three batches per view, each but the
/// last cut short by the next; with ``resizes``, one batch in four is drawn
/// at another height from a random time on (a resize during the batch).
///
/// Every frame is audited against the whole old and new lists
/// (``LegibilityAudit``): nothing hidden or doubled, no stray blank, no
/// bounce; no moved row off the screen at both ends is ever drawn; the
/// anchor ends on its line but for the rows seen passing it; the last frame
/// is the view at rest. A resized batch is audited in two parts, before the
/// resize and from it on, each on its own screen.
///
/// The project's tests run it at a size that fits CI; `bench viewport`
/// runs it at full size.
@MainActor
public struct CatchUpProperty {
    /// What one batch broke.
    public struct Fault: Sendable, CustomStringConvertible {
        /// The batch's number in the run, from 0.
        public var batch: Int
        /// What was wrong, with the frames where the audit found it.
        public var what: String
        /// `batch N: what`.
        public var description: String { "batch \(batch): \(what)" }
    }

    /// What a run found.
    public struct Outcome: Sendable {
        /// Batches run.
        public var batches = 0
        /// Batches that had an anchor (most do).
        public var anchored = 0
        /// Batches drawn at another height part-way.
        public var resized = 0
        /// Every fault found.
        public var faults: [Fault] = []
    }

    /// The screen's width and height.
    public var columns: Int
    public var rows: Int
    /// Whether one batch in four is resized part-way.
    public var resizes: Bool

    /// A property drawn on a `columns` × `rows` screen.
    public init(columns: Int = 40, rows: Int = 24, resizes: Bool = true) {
        self.columns = columns
        self.rows = rows
        self.resizes = resizes
    }

    /// Runs `batches` random batches from `seed`.
    /// - Throws: what the view throws for a batch it refuses (a fault of the library, not of the batch).
    public func run(seed: UInt64, batches: Int) throws -> Outcome {
        var rng = SplitMix64(seed: seed)
        var nextID = 0
        var outcome = Outcome()
        while outcome.batches < batches {
            var shown = Self.list(&rng, nextID: &nextID)
            let source = SectionedDataSource(sections: AuditedList.dataSource(shown))
            let clock = ManualClock()
            let view = CollectionView(dataSource: source, clock: clock, viewportSize: CellSize(columns: columns, rows: rows))
            view.setScrollOffset(Int.random(in: 1...max(view.maximumScrollOffset, 1), using: &rng))
            let count = Int.random(in: 1...3, using: &rng)
            // A batch cut short ends at once: the next starts from its final state.
            var cutAt: [String]?
            for b in 0..<count where outcome.batches < batches {
                defer { outcome.batches += 1 }
                let focus = view.scrollAnchor.map { hit -> Int in
                    switch hit {
                    case let .item(path): path.section
                    case let .header(section): section
                    }
                } ?? Int.random(in: 0..<shown.count, using: &rng)
                let new = Self.catchUp(shown, focus: focus, &rng, nextID: &nextID)
                let offset = view.scrollOffset
                let before = cutAt ?? frame(view, at: clock.now, rows: rows)
                source.sections = AuditedList.dataSource(new)
                let changeset = try Changeset(from: shown, to: new)
                let start = clock.now
                try view.performBatchUpdates(changeset, duration: .milliseconds(100))
                let anchor = Self.anchorName(view)
                if anchor != nil { outcome.anchored += 1 }
                let last = b == count - 1
                let cut = last ? 100_000 : Int.random(in: 1...99_999, using: &rng)
                let times = (0..<Int.random(in: 1...5, using: &rng)).map { _ in Int.random(in: 1...cut, using: &rng) }.sorted()
                // The last batch of a view may be resized at one of its frame times (the view is not used after it).
                let resizeAt = last && resizes && Int.random(in: 0..<4, using: &rng) == 0 ? times.indices.randomElement(using: &rng) : nil
                let height = resizeAt.map { _ in max(rows + Int.random(in: -12...12, using: &rng), 6) } ?? rows
                var part = Part(frames: [before], offset: offset, rows: rows, view: view)
                var parts: [Part] = []
                for (i, time) in times.enumerated() {
                    if i == resizeAt {
                        // The first part ends with this frame as the old screen would have shown it.
                        part.frames.append(frame(view, at: start + .microseconds(time), rows: rows))
                        part.isCut = true
                        part.label = "before the resize to \(height) rows: "
                        parts.append(part)
                        view.viewportSize = CellSize(columns: columns, rows: height)
                        let resized = frame(view, at: start + .microseconds(time), rows: height)
                        part = Part(frames: [resized], offset: offset, rows: height, view: view)
                        part.label = "from the resize to \(height) rows: "
                        outcome.resized += 1
                        continue
                    }
                    part.frames.append(frame(view, at: start + .microseconds(time), rows: part.rows))
                }
                if last {
                    clock.advance(by: .milliseconds(100))
                    part.frames.append(frame(view, at: clock.now, rows: part.rows))
                    view.advance()
                    if part.frames.last != frame(view, at: clock.now, rows: part.rows) {
                        outcome.faults.append(Fault(batch: outcome.batches, what: "the last frame is not the view at rest"))
                    }
                } else {
                    // The next batch cuts this one short: it starts from this one's final state, which is what the
                    // audit is given as the last frame.
                    clock.advance(by: .microseconds(cut))
                    part.frames.append(frame(view, at: start + .milliseconds(100), rows: part.rows))
                    cutAt = part.frames.last
                }
                parts.append(part)
                for part in parts {
                    outcome.faults += Self.check(part, from: shown, to: new, changeset: changeset, batch: outcome.batches)
                }
                shown = new
            }
        }
        return outcome
    }

    private func frame(_ view: CollectionView, at time: Duration, rows: Int) -> [String] {
        view.frame(at: time, columns: columns, rows: rows).lines
    }

    /// Frames of one batch on one screen: the first as the screen showed it before the batch (or when it was
    /// resized), the last at the batch's end.
    struct Part {
        var frames: [[String]]
        /// The offset before the batch, and the screen's height.
        var offset: Int
        var rows: Int
        /// Where the batch ends as planned for this screen, the end of the scroll range there, and the anchor.
        var newOffset: Int
        var maximum: Int
        var anchor: String?
        /// Whether the part ends part-way (at a resize), where the anchor is not yet on its final line.
        var isCut = false
        /// What the part is, for a fault's description.
        var label = ""

        @MainActor init(frames: [[String]], offset: Int, rows: Int, view: CollectionView) {
            (self.frames, self.offset, self.rows) = (frames, offset, rows)
            (newOffset, maximum, anchor) = (view.scrollOffset, view.maximumScrollOffset, CatchUpProperty.anchorName(view))
        }
    }

    /// Six sections of 60 to 2,000 rows, every header titled.
    static func list(_ rng: inout SplitMix64, nextID: inout Int) -> AuditedList.Sections {
        (0..<6).map { _ in
            nextID += 1
            let header = AuditedList.Header(id: nextID, hasTitle: true)
            let rows = (0..<Int.random(in: 60...2_000, using: &rng)).map { _ -> AuditedList.Row in
                nextID += 1
                return AuditedList.Row(id: nextID, height: 1)
            }
            return ListSection(model: header, items: rows)
        }
    }

    /// A catch-up batch: up to 300 re-ranks (a fifth in section `focus`, one in ten across sections), inserts,
    /// deletes and reloads.
    static func catchUp(
        _ old: AuditedList.Sections, focus: Int, _ rng: inout SplitMix64, nextID: inout Int
    ) -> AuditedList.Sections {
        var new = old
        func section() -> Int {
            Int.random(in: 0..<5, using: &rng) == 0 ? focus : Int.random(in: 0..<new.count, using: &rng)
        }
        let moves = Int.random(in: 1...300, using: &rng)
        for _ in 0..<moves {
            let s = section()
            guard new[s].items.count > 1 else { continue }
            let row = new[s].items.remove(at: Int.random(in: 0..<new[s].items.count, using: &rng))
            let t = Int.random(in: 0..<10, using: &rng) == 0 ? section() : s
            new[t].items.insert(row, at: Int.random(in: 0...new[t].items.count, using: &rng))
        }
        for _ in 0..<Int.random(in: 0...(moves / 3 + 1), using: &rng) {
            let s = section()
            nextID += 1
            new[s].items.insert(AuditedList.Row(id: nextID, height: 1), at: Int.random(in: 0...new[s].items.count, using: &rng))
            let t = section()
            if new[t].items.count > 1 { new[t].items.remove(at: Int.random(in: 0..<new[t].items.count, using: &rng)) }
            let u = section()
            if !new[u].items.isEmpty { new[u].items[Int.random(in: 0..<new[u].items.count, using: &rng)].version += 1 }
        }
        return new
    }
}
