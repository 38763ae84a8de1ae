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

    /// Adds a mover whose key goes linearly from `from` to `to`. O(steps).
    mutating func add(from: Double, to: Double) {
        add { from + (to - from) * $0 }
    }

    /// Adds a mover whose key at eased progress `e` is `line(e)`. O(steps).
    mutating func add(_ line: (Double) -> Double) {
        isEmpty = false
        for k in lines.indices { lines[k] = max(lines[k], line(Self.progress(k))) }
    }

    /// The first instant at which some mover is at or past `bound`; nil if
    /// none ever is. O(steps).
    func firstReach(of bound: (Double) -> Double) -> Int? {
        guard !isEmpty else { return nil }
        return lines.indices.first { lines[$0] >= bound(Self.progress($0)) }
    }

    /// The last instant at which some mover is at or past `bound`; nil if
    /// none ever is. O(steps).
    func lastReach(of bound: (Double) -> Double) -> Int? {
        guard !isEmpty else { return nil }
        return lines.indices.last { lines[$0] >= bound(Self.progress($0)) }
    }
}
