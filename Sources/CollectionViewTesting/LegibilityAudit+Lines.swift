extension LegibilityAudit {
    /// The name the audit knows a drawn line by: its first word (`""` for a
    /// blank line), so that a row whose other cells change during a batch (a
    /// count that ticks) stays one element. O(line).
    public static func name(of line: String) -> String {
        line.split(separator: " ").first.map(String.init) ?? ""
    }

    /// The elements of a frame of one-line rows, for
    /// ``init(old:new:scrolls:anchor:)``: each line below line 0 (the sticky
    /// header's) with something on it, named by ``name(of:)``. O(lines).
    public static func oneLineElements(_ lines: [String]) -> [[String]] {
        lines.dropFirst().map(name(of:)).filter { !$0.isEmpty }.map { [$0] }
    }
}
