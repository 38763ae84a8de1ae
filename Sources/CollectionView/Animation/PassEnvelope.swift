/// The lowest line reached by any of a set of movers (the largest key), at
/// evenly spaced instants of eased progress: what a row opening or closing
/// needs to know to time itself around the movers that pass it.
struct PassEnvelope {
    /// Instants `0, 1/steps, …, 1`. A window is rounded outward to them, so a
    /// unit never opens or closes later (earlier) than a mover passing it:
    /// at most `1/steps` of progress is given away.
    static let steps = 128

    private var lines = [Double](repeating: -.infinity, count: steps + 1)

    /// Progress at instant `k`.
    static func progress(_ k: Int) -> Double { Double(k) / Double(steps) }

    /// Whether no mover has been added.
    private(set) var isEmpty = true
    /// Whether every mover added moves linearly: then the envelope is convex.
    private var isConvex = true

    /// Adds a mover whose key moves along `track`. O(steps).
    mutating func add(_ track: Track) {
        isEmpty = false
        for k in lines.indices { lines[k] = max(lines[k], track.at(Self.progress(k))) }
    }

    /// Adds a mover as it passes: along its track, or (a row that rides in a
    /// moved section for a while) at its line at each instant. O(steps).
    mutating func add(_ mover: MotionPlan.Passing) {
        guard let line = mover.at else { return add(mover.ends) }
        isEmpty = false
        isConvex = false
        for k in lines.indices { lines[k] = max(lines[k], line(Self.progress(k))) }
    }

    /// The first instant at which some mover is at or past `bound`, given
    /// that none is at progress 0; nil if none ever is. `bound` is concave
    /// (the smaller of linear functions), so with a convex envelope the
    /// instants at or past it form one interval: O(log steps); else O(steps).
    func firstReach(of bound: (Double) -> Double) -> Int? {
        guard !isEmpty else { return nil }
        func reaches(_ k: Int) -> Bool { lines[k] >= bound(Self.progress(k)) }
        guard isConvex else { return lines.indices.first(where: reaches) }
        let k = lines.indices.partitioningIndex(where: reaches)
        return k < lines.count ? k : nil
    }

    /// The last instant at which some mover is at or past `bound`, given
    /// that none is at progress 1; nil if none ever is. O(log steps) for a
    /// convex envelope, else O(steps).
    func lastReach(of bound: (Double) -> Double) -> Int? {
        guard !isEmpty else { return nil }
        func reaches(_ k: Int) -> Bool { lines[k] >= bound(Self.progress(k)) }
        guard isConvex else { return lines.indices.last(where: reaches) }
        let k = lines.indices.partitioningIndex { !reaches($0) }
        return k > 0 ? k - 1 : nil
    }
}
