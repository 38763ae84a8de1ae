import ListDiff
import ListInput

/// The `ListInput` catalogue's example (and the README's table): a command's
/// output read as columns keyed by the second, diffed against the list shown.
func parseColumns(output: String, shown: InputList) throws -> Changeset {
    // README: parse-columns
    let list = try InputParser.parse(Array(output.utf8), options: InputOptions(format: .columns, key: .number(2)))
    let change = try Changeset(from: shown, to: list)
    // README: end
    return change
}

/// *Reading input*, "Keys": `ps`-like output keyed by the column named PID.
func parseProcesses(output: String) throws -> InputList {
    // README: input-key
    let options = InputOptions(format: .columns, key: .name("PID"), header: true)
    let processes = try InputParser.parse(Array(output.utf8), options: options)
    // README: end
    return processes
}

/// *Reading input*, "Sections": CSV rows keyed by name, in sections by team.
func teamOptions() -> InputOptions {
    // README: input-section
    let options = InputOptions(format: .csv, key: .name("name"), section: .name("team"))
    // README: end
    return options
}
