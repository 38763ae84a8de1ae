import ListFeed
import ListInput

/// What `demo watch` decides about each run or snapshot, the same headless
/// and in the terminal: the list to show, whether it changed, the problem to
/// report, and whether to stop. Part of ``WatchState``; ``WatchUpdate`` asks it.
struct WatchJudge: Sendable {
    /// The verdict on one run.
    struct Step: Sendable {
        /// The list to show now; `nil` keeps the one on screen.
        var list: InputList?
        /// Whether the list differs from the one shown before (never for the first run).
        var changed = false
        /// What went wrong, one line safe to show.
        var problem: String?
        /// Stop after showing this run, exiting with this code.
        var exit: Int32?
    }

    /// How output becomes a list.
    var input: InputOptions
    /// `--chgexit`: stop after the first run whose list differs.
    var exitOnChange = false
    /// `--errexit`: stop on a failed run, exiting with its code.
    var exitOnError = false
    /// The last good list, once there is one.
    private(set) var shown: InputList?
    /// Runs seen so far.
    private(set) var runs = 0
    /// Runs whose list differed from the one before.
    private(set) var changedRuns = 0
    /// Whether the run being judged differs from ``shown``, when computed already.
    private var knownDifference: Bool?

    init(input: InputOptions, exitOnChange: Bool = false, exitOnError: Bool = false) {
        self.input = input
        self.exitOnChange = exitOnChange
        self.exitOnError = exitOnError
    }

    /// Judges a run of the command: a failed run (non-zero exit, signal,
    /// timeout) keeps the last good list and reports its status and first
    /// stderr line, unless `--errexit` asks to show its output and stop.
    mutating func accept(_ outcome: RunOutcome) -> Step {
        accept(outcome, parsed: nil)
    }

    /// A run's output read and compared off the UI thread, for ``accept(_:prepared:)``.
    struct Prepared: Sendable {
        /// The output as a list, or why it is not one.
        var parsed: Result<InputList, InputError>
        /// Whether it differs from the list it was compared with (`nil` when there was none or it did not parse).
        var differs: Bool?

        /// Reads `output` and compares it with `previous` (the list shown now).
        /// (The history's delta is made later, once the list is on its way to the screen.)
        ///
        /// Complexity: O(n) in the output and the rows.
        init(output: [UInt8], options: InputOptions, previous: InputList?) {
            parsed = WatchJudge.parse(output, options: options)
            if case let .success(list) = parsed, let previous { differs = previous != list }
        }
    }

    /// Judges a run prepared off the UI thread against ``shown``.
    mutating func accept(_ outcome: RunOutcome, prepared: Prepared) -> Step {
        knownDifference = prepared.differs
        defer { knownDifference = nil }
        return accept(outcome, parsed: prepared.parsed)
    }

    /// Judges a run whose output was already parsed (off the UI thread) into `parsed`.
    mutating func accept(_ outcome: RunOutcome, parsed: Result<InputList, InputError>?) -> Step {
        guard outcome.succeeded else {
            runs += 1
            var problem = outcome.status
            if let line = outcome.firstErrorLine { problem += ": " + line }
            guard exitOnError else { return Step(problem: problem) }
            var step = judge(parsed ?? Self.parse(outcome.output, options: input))
            step.problem = [problem, step.problem].compactMap { $0 }.joined(separator: "; ")
            step.exit = outcome.exitCode
            return step
        }
        runs += 1
        return judge(parsed ?? Self.parse(outcome.output, options: input))
    }

    /// Judges a snapshot read from NDJSON (or a parse error in it).
    mutating func accept(_ snapshot: Result<InputList, InputError>) -> Step {
        runs += 1
        return judge(snapshot)
    }

    /// `output` read as a list with `options` (``CommandSnapshot/parse(_:options:)``).
    static func parse(_ output: [UInt8], options: InputOptions) -> Result<InputList, InputError> {
        CommandSnapshot.parse(output, options: options)
    }

    private mutating func judge(_ parsed: Result<InputList, InputError>) -> Step {
        switch parsed {
        case let .failure(error):
            return Step(problem: WatchFormat.safe(error.description, limit: 200))
        case let .success(list):
            guard let previous = shown else {
                shown = list
                return Step(list: list)
            }
            let changed = knownDifference ?? (previous != list)
            shown = list
            if changed { changedRuns += 1 }
            return Step(list: list, changed: changed, exit: changed && exitOnChange ? 0 : nil)
        }
    }
}
