#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MotionPlan {
    /// How unevenly a run of moved rows is spaced (see ``spreadCrossings()``):
    /// the keys of its first and last rows part at `e^steepness` times the
    /// rate of its middle ones, so the crossings of a reversal spread over
    /// eased progress from about `1 / (1 + e^steepness)` to its complement.
    static let steepness = 6.0

    /// Spaces the keys of adjacent moved rows apart so that their crossings
    /// spread over the animation instead of happening all at once.
    ///
    /// With keys interpolated from old line to new line, two rows cross when
    /// the fraction of the way they have gone equals their old distance over
    /// the sum of their old and new distances: in a reversal that is one half
    /// for every pair, and the whole list flips in one frame. But a key is
    /// only an order: any keys that order the rows as the old layout does at
    /// 0 and as the new one does at 1, and move linearly in between, make
    /// every pair cross exactly once if it swaps and never if it does not. So
    /// inside a run of moved rows that are adjacent in the old layout (and,
    /// separately, in the new one), the keys at 0 (at 1) are respaced along
    /// an exponential: near the run's top they are close together, near its
    /// bottom far apart. Rows adjacent in both layouts, in the same order,
    /// stay spaced as they are (they travel as one), and the run keeps its
    /// ends, so a single move or a rotation is unchanged. In a reversal the
    /// pairs then cross in order of where they sit: the top rows first, a
    /// wave that runs down the list over the whole animation.
    ///
    /// Complexity: O(movers · log movers).
    mutating func spreadCrossings() {
        guard movers.count > 1 else { return }
        let byOld = movers.indices.sorted { movers[$0].unit.oldLine < movers[$1].unit.oldLine }
        let byNew = movers.indices.sorted { movers[$0].unit.newLine < movers[$1].unit.newLine }
        let old = runs(byOld, line: { $0.unit.oldLine }, height: { $0.unit.oldHeight }, block: { $0.sourceBlock })
        let new = runs(byNew, line: { $0.unit.newLine }, height: { $0.unit.newHeight }, block: { $0.targetBlock })
        for run in old {
            let spaced = spaced(run, byOld, line: { $0.unit.oldLine }, height: { $0.unit.oldHeight },
                                together: { a, b in a.unit.newLine + a.unit.newHeight == b.unit.newLine })
            for (k, m) in byOld[run].enumerated() { movers[m].from = spaced[k] }
        }
        for run in new {
            let spaced = spaced(run, byNew, line: { $0.unit.newLine }, height: { $0.unit.newHeight },
                                together: { a, b in a.unit.oldLine + a.unit.oldHeight == b.unit.oldLine })
            for (k, m) in byNew[run].enumerated() { movers[m].to = spaced[k] }
        }
    }

    /// Maximal runs (ranges into `order`) of movers whose lines follow each
    /// other without a gap, in the same moved section (or none).
    private func runs(
        _ order: [Int], line: (RowMover) -> Int, height: (RowMover) -> Int, block: (RowMover) -> Int?
    ) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for k in 1...order.count {
            let adjacent = k < order.count && {
                let (a, b) = (movers[order[k - 1]], movers[order[k]])
                return line(a) + height(a) == line(b) && block(a) == block(b)
            }()
            if !adjacent {
                if k - start > 1 { runs.append(start..<k) }
                start = k
            }
        }
        return runs
    }

    /// The respaced keys of the movers `order[run]`: groups of movers that
    /// are `together` (adjacent in the other layout too) keep their spacing
    /// inside, and the starts of the groups follow the exponential.
    private func spaced(
        _ run: Range<Int>, _ order: [Int], line: (RowMover) -> Int, height: (RowMover) -> Int,
        together: (RowMover, RowMover) -> Bool
    ) -> [Double] {
        let top = Double(line(movers[order[run.lowerBound]]))
        let last = movers[order[run.upperBound - 1]]
        let length = Double(line(last) + height(last)) - top
        let curve = { (x: Double) in top + length * expm1(Self.steepness * x) / expm1(Self.steepness) }
        var keys: [Double] = []
        keys.reserveCapacity(run.count)
        var groupStart = run.lowerBound
        while groupStart < run.upperBound {
            var groupEnd = groupStart + 1
            while groupEnd < run.upperBound, together(movers[order[groupEnd - 1]], movers[order[groupEnd]]) { groupEnd += 1 }
            let first = Double(line(movers[order[groupStart]]))
            let end = groupEnd < run.upperBound ? Double(line(movers[order[groupEnd]])) : top + length
            let (from, to) = (curve((first - top) / length), curve((end - top) / length))
            for k in groupStart..<groupEnd {
                keys.append(from + (Double(line(movers[order[k]])) - first) * (to - from) / (end - first))
            }
            groupStart = groupEnd
        }
        return keys
    }
}
