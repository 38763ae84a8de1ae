import ListInput

/// The docs' look-into-a-row example: which lines of a pod's pane a change of its phase flashes.
func changedLinesOfAPod() throws -> (lines: [String], changed: [Int]) {
    // README: pretty-json
    let before = try JSONTree(parsing: #"{"name": "web", "status": {"phase": "Pending"}}"#).pretty
    let after = try JSONTree(parsing: #"{"name": "web", "status": {"phase": "Running"}}"#).pretty
    let changed = after.changedLines(since: before)   // [3]: "phase": "Running"
    // README: end
    return (after.lines.map(\.text), changed)
}
