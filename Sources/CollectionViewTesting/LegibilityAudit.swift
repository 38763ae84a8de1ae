/// Checks the frames of one batch, as text, against the design's rule
/// "every frame is a list": what a person watching would see go wrong.
///
/// Elements (headers and rows) are told by the lines they draw, so the
/// lists must draw distinct lines; an element is named by its first line.
/// Line 0 of every frame is left out: the sticky header covers it.
///
/// Counted, per frame and element:
/// - **hidden**: an element on screen in the first and the last frame is
///   missing (drawn over, or pushed out). An element that may step both ways
///   (passed by movers going both ways, or passed one way while rows open or
///   close above it the other way) may step off the edge of the screen and
///   back; it is not counted. One that moves one way never leaves the screen.
/// - **doubled**: an element drawn in two places.
/// - **stray blank**: blank lines above the last drawn line beyond the lines
///   that inserted and deleted elements, not drawn, may be opening or closing.
/// - **bounced**: a step that nothing can cause. An element steps down only
///   when something passes it going up, it passes something going down, or
///   an element is inserted above it; it steps up in the mirror cases (a
///   deletion above). So an element that nothing passes, with nothing
///   opening or closing above it, stays still; one that only rises (or only
///   falls) moves one way, toward its final line. Scrolling allows both.
///   Around an *anchor* (the element a scrolled view keeps at its screen
///   line, `CollectionView.scrollAnchor`) the causes mirror above it: an
///   element above the anchor also steps down when an element between it
///   and the anchor is deleted, and up when one is inserted there.
///
/// What is on screen is judged as a person sees it: an element that is not
/// on screen in the first frame and is in the last (a moved row arriving
/// from off the screen, which a scrolled view may open at its new place)
/// counts as inserted for the elements around it, and one on screen in the
/// first frame and not in the last counts as deleted, besides the moves the
/// whole lists tell.
public struct LegibilityAudit: Sendable {
    /// What an audit found.
    public struct Report: Hashable, Sendable, CustomStringConvertible {
        /// Element-frames in which an element on screen before and after is missing.
        public var hidden = 0
        /// Element-frames in which an element is drawn twice.
        public var doubled = 0
        /// Blank lines that no inserted or deleted element accounts for, summed over frames.
        public var strayBlank = 0
        /// Element steps away from the element's final line, or steps of an element nothing moved.
        public var bounced = 0

        /// An empty report, or one with the given counts.
        public init(hidden: Int = 0, doubled: Int = 0, strayBlank: Int = 0, bounced: Int = 0) {
            self.hidden = hidden
            self.doubled = doubled
            self.strayBlank = strayBlank
            self.bounced = bounced
        }

        /// Whether nothing was found.
        public var isLegible: Bool { hidden == 0 && doubled == 0 && strayBlank == 0 && bounced == 0 }

        /// `hidden=0 doubled=0 stray_blank=0 bounced=0`, as `bench frames` prints it.
        public var description: String {
            "hidden=\(hidden) doubled=\(doubled) stray_blank=\(strayBlank) bounced=\(bounced)"
        }

        /// Adds the counts of `other`.
        public static func + (lhs: Report, rhs: Report) -> Report {
            Report(hidden: lhs.hidden + rhs.hidden, doubled: lhs.doubled + rhs.doubled,
                   strayBlank: lhs.strayBlank + rhs.strayBlank, bounced: lhs.bounced + rhs.bounced)
        }
    }

    private struct Element {
        var oldIndex: Int?
        var newIndex: Int?
        var height: Int
    }

    /// The name of the anchor that is the list's end (past its last element), for ``init(old:new:scrolls:anchor:)``:
    /// no element draws it.
    public static let listEnd = "\u{0}end of the list"

    /// By first line.
    private var elements: [String: Element] = [:]
    /// Any drawn line to (element, line within it).
    private var lineOwner: [String: (String, Int)] = [:]
    /// Elements that may step down, and up.
    private var mayStepDown: Set<String> = []
    private var mayStepUp: Set<String> = []
    private var scrolls: Bool
    private var changedLines = 0
    /// The anchor's old and new index, if any.
    private var held: (old: Int, new: Int)?

    /// Prepares an audit of a batch from `old` to `new`: each element's drawn
    /// lines, in reading order.
    ///
    /// - Parameters:
    ///   - old: the lines each header and row draws before the batch, in reading order.
    ///   - new: the same after the batch.
    ///   - scrolls: whether the view's scroll offset differs before
    ///     and after (then every row may move with the scroll). Not for the
    ///     offset a batch sets to keep its anchor: pass `anchor` instead.
    ///   - anchor: the first line of the element the view keeps at its
    ///     screen line during the batch, if any; ``listEnd`` for the
    ///     list's end (kept on the screen's last line of a view scrolled to
    ///     it, `CollectionView.isAnchoredAtListEnd`).
    /// - Complexity: O(n log n + n · c) for n elements of which c are inserted or deleted.
    public init(old: [[String]], new: [[String]], scrolls: Bool, anchor: String? = nil) {
        for (index, lines) in old.enumerated() {
            guard let first = lines.first else { continue }
            elements[first, default: Element(height: lines.count)].oldIndex = index
            for (k, line) in lines.enumerated() { lineOwner[line] = (first, k) }
        }
        for (index, lines) in new.enumerated() {
            guard let first = lines.first else { continue }
            elements[first, default: Element(height: lines.count)].newIndex = index
            for (k, line) in lines.enumerated() { lineOwner[line] = (first, k) }
        }
        self.scrolls = scrolls
        // The elements on screen before and after, with both places.
        let order = elements.compactMap { name, element in
            element.oldIndex.flatMap { old in element.newIndex.map { (name: name, old: old, new: $0) } }
        }
        // b passes a going down (b before a in the old order, after it in the new): a steps up, b steps down. In old
        // order, a may step up if an element before it lands after it, and b down if one after it lands before it.
        let byOld = order.sorted { $0.old < $1.old }
        var latest = Int.min
        for a in byOld {
            if latest > a.new { mayStepUp.insert(a.name) }
            latest = max(latest, a.new)
        }
        var earliest = Int.max
        for b in byOld.reversed() {
            if earliest < b.new { mayStepDown.insert(b.name) }
            earliest = min(earliest, b.new)
        }
        var firstInsert = Int.max
        var firstDelete = Int.max
        for element in elements.values {
            if element.oldIndex == nil { firstInsert = min(firstInsert, element.newIndex ?? .max) }
            if element.newIndex == nil { firstDelete = min(firstDelete, element.oldIndex ?? .max) }
            if element.oldIndex == nil || element.newIndex == nil { changedLines += element.height }
        }
        for a in order {
            if a.new > firstInsert { mayStepDown.insert(a.name) }
            if a.old > firstDelete { mayStepUp.insert(a.name) }
        }
        // Above a still anchor, room opening or closing between an element and the anchor moves the element
        // (an element that passes the anchor upward is above it from then on, below the rows it has passed).
        // The list's end stands past the last element, before and after.
        let anchorIndices: (old: Int, new: Int)? = anchor == Self.listEnd ? (old.count, new.count) : anchor.flatMap {
            elements[$0].flatMap { e in e.oldIndex.flatMap { o in e.newIndex.map { (o, $0) } } }
        }
        if let (heldOld, heldNew) = anchorIndices {
            self.held = (heldOld, heldNew)
            let gone = elements.values.compactMap { $0.newIndex == nil ? $0.oldIndex : nil }
            let added = elements.values.compactMap { $0.oldIndex == nil ? $0.newIndex : nil }
            for (name, element) in elements {
                guard let old = element.oldIndex, let new = element.newIndex, old < heldOld || new < heldNew else { continue }
                let from = old < heldOld ? old : -1
                if gone.contains(where: { $0 > from && $0 < heldOld }) { mayStepDown.insert(name) }
                if added.contains(where: { $0 > new && $0 < heldNew }) { mayStepUp.insert(name) }
            }
        }
    }

    /// Audits `frames`, each a screen as lines, first to last.
    public func audit(_ frames: [[String]]) -> Report {
        let placed = frames.map(positions)
        var audit = self
        audit.allowSteps(onScreenAt: placed.first?.at, and: placed.last?.at)
        return audit.audit(frames, placed: placed)
    }

    /// Lets the elements around one that comes onto the screen from off it, or leaves it, step as they would for
    /// an insertion or a deletion there (see the type's rule). O(n · (a + v)) for a elements appearing and v vanishing.
    private mutating func allowSteps(onScreenAt first: [String: Int]?, and last: [String: Int]?) {
        guard let first, let last else { return }
        var appeared: [Int] = [], vanished: [Int] = []
        for (name, element) in elements {
            guard let old = element.oldIndex, let new = element.newIndex else { continue }
            if first[name] == nil, last[name] != nil { appeared.append(new) }
            if first[name] != nil, last[name] == nil { vanished.append(old) }
        }
        guard !appeared.isEmpty || !vanished.isEmpty else { return }
        let firstAppeared = appeared.min() ?? .max, firstVanished = vanished.min() ?? .max
        for (name, element) in elements {
            guard let old = element.oldIndex, let new = element.newIndex else { continue }
            if first[name] == nil, last[name] != nil {
                // Inserted for the screen: it steps as the rows passing it push it, as an inserted row does.
                mayStepUp.insert(name)
                mayStepDown.insert(name)
            }
            if new > firstAppeared { mayStepDown.insert(name) }
            if old > firstVanished { mayStepUp.insert(name) }
            // Above the anchor, room opening between an element and the anchor lifts it; closing lowers it.
            guard let held, old < held.old || new < held.new else { continue }
            let from = old < held.old ? old : -1
            if appeared.contains(where: { $0 > new && $0 < held.new }) { mayStepUp.insert(name) }
            if vanished.contains(where: { $0 > from && $0 < held.old }) { mayStepDown.insert(name) }
        }
    }

    private func audit(_ frames: [[String]], placed: [(at: [String: Int], doubled: Set<String>)]) -> Report {
        var report = Report()
        // The last line with something on it (line 0, the sticky header's, when none below has).
        let lastDrawn = frames.map { lines in lines.indices.dropFirst().last { !lines[$0].trimmingTrailingSpaces.isEmpty } ?? 0 }
        guard let first = placed.first, let last = placed.last, let firstEnd = lastDrawn.first, let lastEnd = lastDrawn.last else {
            return report
        }
        let required = min(firstEnd, lastEnd)

        for (f, frame) in placed.enumerated() {
            report.doubled += frame.doubled.count
            for (name, _) in first.at where last.at[name] != nil && frame.at[name] == nil {
                if !scrolls, !(mayStepDown.contains(name) && mayStepUp.contains(name)) { report.hidden += 1 }
            }
            // Blank lines: only as room for inserted and deleted elements not drawn now.
            let lines = frames[f]
            let bottom = max(lastDrawn[f], required)
            var blank = 0
            if bottom >= 1 {
                for y in 1...min(bottom, lines.count - 1) where lines[y].trimmingTrailingSpaces.isEmpty { blank += 1 }
            }
            let drawnChanged = frame.at.keys.reduce(0) { sum, name in
                guard let e = elements[name], e.oldIndex == nil || e.newIndex == nil else { return sum }
                return sum + e.height
            }
            report.strayBlank += max(blank - max(changedLines - drawnChanged, 0), 0)

        }
        report.bounced = bounces(in: placed).count
        return report
    }

    /// A step of an element that nothing in the batch can cause (see the type's rule): what `audit` counts as
    /// bounced.
    public struct Bounce: Hashable, Sendable, CustomStringConvertible {
        /// The element, by its first line's name.
        public var element: String
        /// The frame it steps in (the first frame is 0), and its screen lines before and after the step.
        public var frame: Int
        public var from: Int
        public var to: Int

        /// `r12 5→4 in frame 3`.
        public var description: String { "\(LegibilityAudit.name(of: element)) \(from)→\(to) in frame \(frame)" }
    }

    /// The steps that `audit` counts as bounced, in frame order: to tell which element bounced where. None when the
    /// view scrolls.
    public func bounces(_ frames: [[String]]) -> [Bounce] {
        let placed = frames.map(positions)
        var audit = self
        audit.allowSteps(onScreenAt: placed.first?.at, and: placed.last?.at)
        return audit.bounces(in: placed)
    }

    private func bounces(in placed: [(at: [String: Int], doubled: Set<String>)]) -> [Bounce] {
        guard !scrolls else { return [] }
        var found: [Bounce] = []
        for f in placed.indices.dropFirst() {
            for (name, y) in placed[f].at.sorted(by: { $0.value < $1.value }) {
                guard let before = placed[f - 1].at[name], before != y,
                      elements[name].map({ $0.oldIndex != nil && $0.newIndex != nil }) ?? false else { continue }
                if !(y > before ? mayStepDown : mayStepUp).contains(name) {
                    found.append(Bounce(element: name, frame: f, from: before, to: y))
                }
            }
        }
        return found
    }

    /// Where each element is drawn (its first line's screen line, even when
    /// that line is off screen), and the elements drawn twice.
    private func positions(_ lines: [String]) -> (at: [String: Int], doubled: Set<String>) {
        var at: [String: Int] = [:]
        var doubled: Set<String> = []
        var seen: [String: Set<Int>] = [:]
        for (y, line) in lines.enumerated().dropFirst() {
            guard let (name, k) = lineOwner[String(line.trimmingTrailingSpaces)] else { continue }
            if seen[name, default: []].contains(k) { doubled.insert(name) }
            seen[name, default: []].insert(k)
            let top = y - k
            if let known = at[name], known != top { doubled.insert(name) }
            at[name] = at[name] ?? top
        }
        return (at, doubled)
    }
}

private extension String {
    var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}
