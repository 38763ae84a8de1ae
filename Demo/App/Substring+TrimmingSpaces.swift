extension Substring {
    /// The text without whitespace (newlines included) at either end.
    func trimmingSpaces() -> Substring {
        var s = self
        while let first = s.first, first.isWhitespace { s = s.dropFirst() }
        while let last = s.last, last.isWhitespace { s = s.dropLast() }
        return s
    }
}
