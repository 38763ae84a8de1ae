extension RandomAccessCollection {
    /// The first index whose element satisfies `belongsToSecondPart`, or
    /// `endIndex`; the collection must be partitioned by it (every element
    /// that fails comes before every element that satisfies it).
    ///
    /// The one binary search of the package (`package`: every module of
    /// ListMotion uses it, no user sees it). Complexity: O(log n).
    /// Inlinable so that the layout's searches in `CollectionView` are
    /// specialized, not generic calls with a closure context each.
    @inlinable
    package func partitioningIndex(where belongsToSecondPart: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try belongsToSecondPart(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
