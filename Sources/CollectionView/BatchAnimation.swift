import ListDiff

/// The running animation of one batch (or of a scroll): tracks from the old
/// layout to the new, the timeline, and what flashes.
///
/// Timeline from `start`: motion and fades over `motion`; reloaded rows and
/// headers flash during the first `flash`; deferred reloads flash during
/// `motion ..< motion + flash`, after the moves have landed.
struct BatchAnimation {
    var old: ListLayout
    var start: Duration
    var motion: Duration
    var flash: Duration
    var end: Duration
    var easing: Easing
    var oldOffset: Int
    var newOffset: Int
    var tracks: [AnimationTrack]
    var reloadedItemIDs: Set<AnyHashable> = []
    var deferredItemIDs: Set<AnyHashable> = []
    var reloadedSectionIDs: Set<AnyHashable> = []
    var deferredSectionIDs: Set<AnyHashable> = []
    /// Content of rows that the data source no longer answers for as shown:
    /// deleted rows, and rows whose reload is deferred (shown old until it lands).
    var oldContent: [AnyHashable: StyledText] = [:]
    var completion: ((Bool) -> Void)?

    /// Progress in time (0…1) and eased progress at `time`.
    func progress(at time: Duration) -> (linear: Double, eased: Double) {
        let elapsed = time - start
        let p = motion > .zero ? min(max(elapsed / motion, 0), 1) : 1
        return (p, easing.value(at: p))
    }

    /// Tracks for a batch. O(old rows + new rows + changes log changes).
    static func tracks(old: ListLayout, new: ListLayout, mapping: BatchMapping, changeset: Changeset) -> [AnimationTrack] {
        var tracks: [AnimationTrack] = []
        let movedSections = Set(changeset.sections.moved.map(\.from))
        let movedTo = changeset.items.moved.map(\.to).sorted()
        let movedFrom = changeset.items.moved.map(\.from).sorted()

        // New side: kept runs, moved rows, inserted runs, headers.
        var nextMove = 0
        for t in 0..<new.sectionCount {
            let s = mapping.sectionSources[t]
            let layer: UInt8 = s.map { movedSections.contains($0) } ?? false ? 2 : 1
            var lastShift = s.map { new.rowsStart(t) - old.rowsStart($0) } ?? 0
            if new.headers[t] != nil {
                let top = new.headerTop(t)
                if let s, old.headers[s] != nil {
                    tracks.append(AnimationTrack(inNew: true, section: t, items: 0..<0, isHeader: true,
                                                 oldLine: old.headerTop(s), newLine: top, height: 1, fade: .none, layer: layer))
                } else {
                    tracks.append(AnimationTrack(inNew: true, section: t, items: 0..<0, isHeader: true,
                                                 oldLine: top - lastShift, newLine: top, height: 1, fade: .fadeIn, layer: 0))
                }
            }
            // A run is [runStart, i) of one kind; for kept runs `runShift` is constant.
            enum Run { case none, kept(shift: Int), inserted(shift: Int) }
            var run = Run.none
            var runStart = 0
            var previousSource: ItemPath?
            let count = new.itemCount(t)
            func close(_ i: Int) {
                guard runStart < i else { return }
                let first = ItemPath(item: runStart, section: t)
                let top = new.rowTop(first)
                let height = new.rowTops[t][i] - new.rowTops[t][runStart]
                switch run {
                case .none: break
                case let .kept(shift):
                    tracks.append(AnimationTrack(inNew: true, section: t, items: runStart..<i, isHeader: false,
                                                 oldLine: top - shift, newLine: top, height: height, fade: .none, layer: layer))
                case let .inserted(shift):
                    tracks.append(AnimationTrack(inNew: true, section: t, items: runStart..<i, isHeader: false,
                                                 oldLine: top - shift, newLine: top, height: height, fade: .fadeIn, layer: 0))
                }
                run = .none
            }
            for i in 0..<count {
                let path = ItemPath(item: i, section: t)
                while nextMove < movedTo.count, movedTo[nextMove] < path { nextMove += 1 }
                let moved = nextMove < movedTo.count && movedTo[nextMove] == path
                guard let source = mapping.itemSources[t][i] else {
                    if case .inserted = run {} else {
                        close(i)
                        run = .inserted(shift: lastShift)
                        runStart = i
                    }
                    previousSource = nil
                    continue
                }
                if moved {
                    close(i)
                    tracks.append(AnimationTrack(inNew: true, section: t, items: i..<(i + 1), isHeader: false,
                                                 oldLine: old.rowTop(source), newLine: new.rowTop(path),
                                                 height: new.rowHeight(path), fade: .none, layer: 3))
                    previousSource = nil
                    continue
                }
                let shift = new.rowTop(path) - old.rowTop(source)
                var continues = false
                if case let .kept(runShift) = run, runShift == shift, let previous = previousSource,
                   previous.section == source.section, previous.item + 1 == source.item {
                    continues = true
                }
                if !continues {
                    close(i)
                    run = .kept(shift: shift)
                    runStart = i
                }
                lastShift = shift
                previousSource = source
            }
            close(count)
        }

        // Old side: deleted runs and headers that go away, anchored to the kept row above them.
        nextMove = 0
        for s in 0..<old.sectionCount {
            let t = mapping.sectionTargets[s]
            var lastShift = t.map { new.rowsStart($0) - old.rowsStart(s) } ?? 0
            if old.headers[s] != nil, t.map({ new.headers[$0] == nil }) ?? true {
                let top = old.headerTop(s)
                tracks.append(AnimationTrack(inNew: false, section: s, items: 0..<0, isHeader: true,
                                             oldLine: top, newLine: top + lastShift, height: 1, fade: .fadeOut, layer: 0))
            }
            var runStart: Int?
            var runShift = 0
            let count = old.itemCount(s)
            func close(_ j: Int) {
                guard let start = runStart else { return }
                let top = old.rowTop(ItemPath(item: start, section: s))
                tracks.append(AnimationTrack(inNew: false, section: s, items: start..<j, isHeader: false,
                                             oldLine: top, newLine: top + runShift,
                                             height: old.rowTops[s][j] - old.rowTops[s][start], fade: .fadeOut, layer: 0))
                runStart = nil
            }
            for j in 0..<count {
                let path = ItemPath(item: j, section: s)
                while nextMove < movedFrom.count, movedFrom[nextMove] < path { nextMove += 1 }
                let moved = nextMove < movedFrom.count && movedFrom[nextMove] == path
                guard let target = mapping.itemTargets[s][j] else {
                    if runStart == nil {
                        runStart = j
                        runShift = lastShift
                    }
                    continue
                }
                close(j)
                if !moved { lastShift = new.rowTop(target) - old.rowTop(path) }
            }
            close(count)
        }
        return tracks
    }

    /// Tracks for a scroll of an unchanged layout: one per header and one per section's rows. O(sections).
    static func scrollTracks(_ layout: ListLayout) -> [AnimationTrack] {
        var tracks: [AnimationTrack] = []
        for s in 0..<layout.sectionCount {
            if layout.headers[s] != nil {
                let top = layout.headerTop(s)
                tracks.append(AnimationTrack(inNew: true, section: s, items: 0..<0, isHeader: true,
                                             oldLine: top, newLine: top, height: 1, fade: .none, layer: 1))
            }
            let count = layout.itemCount(s)
            if count > 0 {
                let top = layout.rowsStart(s)
                tracks.append(AnimationTrack(inNew: true, section: s, items: 0..<count, isHeader: false,
                                             oldLine: top, newLine: top, height: layout.rowsEnd(s) - top, fade: .none, layer: 1))
            }
        }
        return tracks
    }
}
