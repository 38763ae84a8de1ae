/// The lowest line reached by any of a set of movers (the largest key), at
/// evenly spaced instants of eased progress: what a row opening or closing
/// needs to know to time itself around the movers that pass it.
///
/// Keys are linear in progress, so the envelope of a set of movers is convex,
/// and a unit's pass line (``MotionContainer/passLine(_:_:)``, the smaller of
/// two linear functions) is concave: the instants at which the envelope is
/// at or below the pass line form one interval. That is what makes
/// ``firstReach(of:)`` and ``lastReach(of:)`` binary searches.
struct PassEnvelope {
    /// Instants `0, 1/steps, …, 1`. A window is rounded outward to them, so a
    /// unit never opens or closes later (earlier) than a mover passing it:
    /// at most `1/steps` of progress is given away.
    static let steps = 128

    private var lines = [Double](repeating: -.infinity, count: steps + 1)

    /// Progress at instant `k`.
    static func progress(_ k: Int) -> Double { Double(k) / Double(steps) }

    /// Adds a mover whose key goes from `from` to `to`. O(steps).
    mutating func add(from: Double, to: Double) {
        for k in lines.indices { lines[k] = max(lines[k], from + (to - from) * Self.progress(k)) }
    }

    /// The first instant at which some mover has reached `bound`, given that
    /// none had at progress 0; nil if none ever does. O(log steps).
    func firstReach(of bound: (Double) -> Double) -> Int? {
        let k = lines.indices.partitioningIndex { lines[$0] >= bound(Self.progress($0)) }
        return k < lines.count ? k : nil
    }

    /// The last instant at which some mover is still at or past `bound`,
    /// given that none is at progress 1; nil if none ever is. O(log steps).
    func lastReach(of bound: (Double) -> Double) -> Int? {
        let k = lines.indices.partitioningIndex { lines[$0] < bound(Self.progress($0)) }
        return k > 0 ? k - 1 : nil
    }
}
