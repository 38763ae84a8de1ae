/// A line that moves linearly in eased progress `e`: ``from`` at 0, ``to``
/// at 1. The motion's one vocabulary for "where is it at `e`": a unit's key,
/// a block's top, a mover passing, the scroll offset, and the distance
/// between two of them (the difference of two tracks is a track).
struct Track: Equatable {
    /// The line at eased progress 0.
    var from: Double
    /// The line at eased progress 1.
    var to: Double

    init(from: Double, to: Double) {
        self.from = from
        self.to = to
    }

    /// From line `from` to line `to`.
    init(_ from: Int, _ to: Int) {
        self.init(from: Double(from), to: Double(to))
    }

    /// The line at eased progress `e`.
    func at(_ e: Double) -> Double { from + (to - from) * e }

    /// The instants in 0…1 at which the track is below zero, as one range
    /// (`1...1` when it never is).
    var belowZero: ClosedRange<Double> {
        if from < 0, to < 0 { return 0...1 }
        if from >= 0, to >= 0 { return 1...1 }
        let root = crossing
        return from < 0 ? 0...root : root...1
    }

    /// The instant at which the track is zero, clamped to 0…1 (meaningful
    /// when it changes sign).
    var crossing: Double { min(max(from / (from - to), 0), 1) }

    /// Whether it is below zero at 0 and not at 1, or the other way.
    var changesSign: Bool { (from < 0) != (to < 0) }

    /// How far `self` is below `other` at every instant.
    static func - (lhs: Track, rhs: Track) -> Track { Track(from: lhs.from - rhs.from, to: lhs.to - rhs.to) }

    /// The track `lines` further down.
    static func + (lhs: Track, lines: Double) -> Track { Track(from: lhs.from + lines, to: lhs.to + lines) }
}
