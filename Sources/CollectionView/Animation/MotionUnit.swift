import ListDiff

/// What a unit of motion shows.
enum MotionContent: Hashable {
    /// A section's header line.
    case header(section: Int)
    /// Rows `items` of `section`, rigid together.
    case rows(section: Int, items: Range<Int>)
    /// The blank line after a section.
    case separator
}

/// How a unit takes part in a batch.
enum MotionRole: Hashable {
    /// There before and after, and not moved: the rows others pass. Kept
    /// units keep their relative order, so their keys increase at every instant.
    case kept
    /// Opens from nothing (fades in).
    case inserted
    /// Closes to nothing (fades out).
    case deleted
    /// A moved row: its place among the others follows its key.
    case moved
}

/// One block of lines that moves as a whole during a batch's animation: a
/// header, a run of rows that stay together, a separator, an inserted or
/// deleted run, or one moved row.
///
/// Lines are in the coordinates of the unit's container: content lines at
/// the top level, lines from the block's top inside a moved section.
struct MotionUnit: Equatable {
    var role: MotionRole
    /// Whether ids, text and geometry come from the new layout (else the old one: deleted units).
    var inNew: Bool
    var content: MotionContent
    /// First line before the batch (meaningless for an inserted unit).
    var oldLine: Int
    /// First line after the batch (meaningless for a deleted unit).
    var newLine: Int
    /// Lines before the batch (0 for an inserted unit).
    var oldHeight: Int
    /// Lines after the batch (0 for a deleted unit).
    var newHeight: Int
    /// For inserted and deleted units: lines from the start of the kept unit
    /// before them (or from the container's top), in the layout they exist in.
    var offset = 0
    /// The stretch of eased progress over which an inserted unit opens or a
    /// deleted one closes: all of it, unless a moved section passes the unit
    /// (see ``MotionPlan/timeGapsAroundMovers(layout:)``).
    var window: ClosedRange<Double> = 0...1

    /// Its key when ``SpreadItems/spread(cutAt:)`` spaced it apart from
    /// its neighbours (nil: its ``lineTrack``).
    var spread: Track?

    /// Where the unit is if nothing pushed it: its key for ordering, old line
    /// to new line (or as spread).
    var track: Track { spread ?? lineTrack }

    /// Its key at eased progress `e`.
    func key(_ e: Double) -> Double { track.at(e) }

    /// Its line from old to new, spread or not: what the inserted and
    /// deleted units after it count their offsets from (a spread key is never
    /// below it, so they stay after it, and they keep their place among the
    /// rows around them).
    var lineTrack: Track { Track(oldLine, newLine) }

    /// Lines from the unit's first row to its last row in `layout` (the new
    /// layout): 0 but for a run of several rows.
    func lastRowOffset(in layout: ListLayout) -> Double {
        guard case let .rows(s, items) = content, items.count > 1 else { return 0 }
        return Double(layout.rowOffset(s, items.upperBound - 1) - layout.rowOffset(s, items.lowerBound))
    }

    /// The lines the unit takes at eased progress `e`: inserted units open
    /// line by line, deleted units close, others change height only if their
    /// row did. Never goes back: each is a rounding of the unit's own progress.
    func lines(_ e: Double) -> Int {
        let opened = { (height: Int, e: Double) in min(max(Int((Double(height) * e).rounded()), 0), height) }
        switch role {
        case .inserted: return opened(newHeight, windowed(e))
        case .deleted: return oldHeight - opened(oldHeight, windowed(e))
        case .kept, .moved:
            return newHeight >= oldHeight ? oldHeight + opened(newHeight - oldHeight, e) : oldHeight - opened(oldHeight - newHeight, e)
        }
    }

    /// Narrows an inserted unit's opening to start no earlier than
    /// `opensFrom`, a deleted unit's closing to end no later than `closesBy`;
    /// other units are left alone. Narrowing twice keeps the narrower window.
    mutating func time(opensFrom: Double, closesBy: Double) {
        if role == .inserted, opensFrom > window.lowerBound { window = opensFrom...1 }
        if role == .deleted, closesBy < window.upperBound { window = 0...closesBy }
    }

    /// `e` as progress through ``window`` (0 before it, 1 after it).
    func windowed(_ e: Double) -> Double {
        guard window != 0...1 else { return e }
        guard window.upperBound > window.lowerBound else { return e < window.lowerBound ? 0 : 1 }
        return min(max((e - window.lowerBound) / (window.upperBound - window.lowerBound), 0), 1)
    }
}
