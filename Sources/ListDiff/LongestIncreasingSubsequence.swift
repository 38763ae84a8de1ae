/// Chooses which elements of a reordered sequence stay put: a longest
/// increasing subsequence, and among all of those the one the caller prefers.
///
/// The input is a permutation: `ranks[k]` is the old rank of the element now
/// at position `k` (both counted among the elements common to the old and the
/// new list). Elements of the chosen subsequence are *kept*; every other one
/// is reported as moved, so the number of moves is `n − LIS`, the minimum any
/// correct batch can have.
///
/// ## How ties are broken, in O(n log n)
///
/// Many subsequences can have the maximal length (swapping two rows gives two,
/// reversing n rows gives n). Instead of patience sorting, which finds *a*
/// longest one, this is the weighted form of the classic DP
/// `best[k] = max over j < k, rank[j] < rank[k] of best[j] + w[k]`, where the
/// value compared is the lexicographic triple
///
/// 1. length (the subsequence is always a longest one),
/// 2. minus the number of hinted elements kept (hinted elements, which the
///    caller says really moved, are movers whenever a tie allows),
/// 3. the direction score: the sum over kept elements of `k − rank[k]`, the
///    distance each kept element travelled toward the bottom. Maximising it
///    keeps the elements that moved down, so the ones reported as moved are
///    those that moved toward the top (``DiffOptions/Direction/towardTop``);
///    the sign flips for ``DiffOptions/Direction/towardBottom``.
///
/// Adding the same triple to two candidates preserves their order, so the DP
/// is exact. The max over `rank[j] < rank[k]` is a prefix maximum over ranks,
/// kept in a Fenwick tree: O(log n) per element, O(n log n) in all, O(n)
/// memory. Ties of the whole triple go to the candidate found first, so the
/// answer is deterministic.
///
/// A leading run with `rank[k] == k` and a trailing run with `rank[k] == k`
/// belong to every longest subsequence (nothing can precede the smallest
/// rank at the first position), so they are kept without entering the tree:
/// an unchanged or mostly unchanged list costs O(n) here.
@usableFromInline
enum LongestIncreasingSubsequence {
    /// The lexicographic value of a candidate subsequence.
    private struct Key {
        var length: Int32
        var hintPenalty: Int32
        var score: Int64

        static let none = Key(length: 0, hintPenalty: 0, score: 0)

        @inline(__always)
        static func > (lhs: Key, rhs: Key) -> Bool {
            if lhs.length != rhs.length { return lhs.length > rhs.length }
            if lhs.hintPenalty != rhs.hintPenalty { return lhs.hintPenalty > rhs.hintPenalty }
            return lhs.score > rhs.score
        }
    }

    /// A Fenwick node: the best key ending at a rank in the node's range, and where it ends.
    private struct Node {
        var key: Key
        var end: Int32
    }

    /// Which positions of `ranks` stay put.
    ///
    /// - Parameters:
    ///   - ranks: a permutation of `0..<ranks.count` (old rank by new position).
    ///   - direction: which of equally minimal answers to prefer.
    ///   - isHinted: whether the element at a position is known to have moved;
    ///     called at most once per position, and only where a choice exists.
    /// - Returns: `kept[k]` for every position `k`.
    /// - Complexity: O(n log n) time, O(n) memory; O(n) when the order did not change.
    @usableFromInline
    static func kept(
        ranks: [Int],
        direction: DiffOptions.Direction,
        isHinted: ((Int) -> Bool)?
    ) -> [Bool] {
        let n = ranks.count
        var kept = [Bool](repeating: true, count: n)
        var lo = 0
        while lo < n, ranks[lo] == lo { lo += 1 }
        if lo == n { return kept }
        var hi = n
        while hi > lo, ranks[hi - 1] == hi - 1 { hi -= 1 }

        let m = hi - lo
        let sign: Int64 = direction == .towardTop ? 1 : -1
        var predecessor = [Int32](repeating: -1, count: m)
        var bestKey = Key.none
        var bestEnd: Int32 = -1
        var tree = [Node](repeating: Node(key: .none, end: -1), count: m + 1)
        tree.withUnsafeMutableBufferPointer { tree in
            for k in 0..<m {
                // The middle's ranks are exactly lo..<hi: the runs cut off hold the others.
                let r = ranks[lo + k] - lo
                var best = Node(key: .none, end: -1)
                var i = r
                while i > 0 {
                    if tree[i].key > best.key { best = tree[i] }
                    i &= i - 1
                }
                let hinted: Int32 = (isHinted?(lo + k) ?? false) ? 1 : 0
                let key = Key(
                    length: best.key.length + 1,
                    hintPenalty: best.key.hintPenalty - hinted,
                    score: best.key.score + sign * Int64(k - r)
                )
                predecessor[k] = best.end
                let node = Node(key: key, end: Int32(k))
                var j = r + 1
                while j <= m {
                    if key > tree[j].key { tree[j] = node }
                    j += j & -j
                }
                if key > bestKey {
                    bestKey = key
                    bestEnd = Int32(k)
                }
            }
        }
        for k in lo..<hi { kept[k] = false }
        var k = bestEnd
        while k >= 0 {
            kept[lo + Int(k)] = true
            k = predecessor[Int(k)]
        }
        return kept
    }
}
