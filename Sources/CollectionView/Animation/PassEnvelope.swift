/// The lowest line reached by any of a set of movers (the largest key), or
/// the highest (the smallest key), at evenly spaced instants of eased
/// progress: what a row opening or closing needs to know to time itself
/// around the movers that pass it.
struct PassEnvelope {
    /// Which extreme it keeps: the lowest line, for movers passing a unit
    /// going down (a reach is a key at or past a bound), or the highest, for
    /// movers passing it going up (a reach is a key before a bound).
    enum Side { case lowest, highest }
    /// Instants `0, 1/steps, …, 1`. A window is rounded outward to them, so a
    /// unit never opens or closes later (earlier) than a mover passing it:
    /// at most `1/steps` of progress is given away.
    static let steps = 128

    private let side: Side
    private var lines: [Double]

    init(_ side: Side = .lowest) {
        self.side = side
        lines = [Double](repeating: side == .lowest ? -.infinity : .infinity, count: Self.steps + 1)
        // The highest line is concave, as the bounds are: no interval to search for.
        isConvex = side == .lowest
    }

    /// Progress at instant `k`.
    static func progress(_ k: Int) -> Double { Double(k) / Double(steps) }

    /// Whether no mover has been added.
    private(set) var isEmpty = true
    /// Whether every mover added moves linearly and the envelope keeps the
    /// lowest line: then the envelope is convex.
    private var isConvex: Bool

    /// Adds a mover whose key moves along `track`. O(steps).
    mutating func add(_ track: Track) {
        isEmpty = false
        for k in lines.indices { keep(track.at(Self.progress(k)), at: k) }
    }

    private mutating func keep(_ line: Double, at k: Int) {
        lines[k] = side == .lowest ? max(lines[k], line) : min(lines[k], line)
    }

    /// Whether a mover is at or past `bound` at instant `k` (before it, for ``Side/highest``).
    private func reaches(_ k: Int, _ bound: (Double) -> Double) -> Bool {
        side == .lowest ? lines[k] >= bound(Self.progress(k)) : lines[k] < bound(Self.progress(k))
    }

    /// Adds a mover as it passes: along its track, or (a row that rides in a
    /// moved section for a while) at its line at each instant. O(steps).
    mutating func add(_ mover: MotionPlan.Passing) {
        guard let line = mover.at else { return add(mover.ends) }
        isEmpty = false
        isConvex = false
        for k in lines.indices { keep(line(Self.progress(k)), at: k) }
    }

    /// The first instant at which some mover reaches `bound`, given
    /// that none is at progress 0; nil if none ever is. `bound` is concave
    /// (the smaller of linear functions), so with a convex envelope the
    /// instants at or past it form one interval: O(log steps); else O(steps).
    func firstReach(of bound: (Double) -> Double) -> Int? {
        guard !isEmpty else { return nil }
        func reaches(_ k: Int) -> Bool { self.reaches(k, bound) }
        guard isConvex else { return lines.indices.first(where: reaches) }
        let k = lines.indices.partitioningIndex(where: reaches)
        return k < lines.count ? k : nil
    }

    /// The last instant at which some mover reaches `bound`, given
    /// that none is at progress 1; nil if none ever is. O(log steps) for a
    /// convex envelope, else O(steps).
    func lastReach(of bound: (Double) -> Double) -> Int? {
        guard !isEmpty else { return nil }
        func reaches(_ k: Int) -> Bool { self.reaches(k, bound) }
        guard isConvex else { return lines.indices.last(where: reaches) }
        let k = lines.indices.partitioningIndex { !reaches($0) }
        return k > 0 ? k - 1 : nil
    }
}
