extension Array {
    /// `count` elements evenly spaced from the first to the last (for
    /// printing a few of many frames); the last one is always included.
    ///
    /// - Complexity: O(count).
    public func evenlySpaced(count: Int) -> [Element] {
        guard count > 0, !isEmpty else { return [] }
        guard count > 1 else { return [self[self.count - 1]] }
        return (0..<count).map { k in self[k * (self.count - 1) / (count - 1)] }
    }
}
