import ListInput

/// What a watch decides about each run of its command or each snapshot, as a
/// value: the list to show, whether it changed, the problem to report, and
/// whether to stop (procps `watch`'s `--chgexit` and `--errexit`). Keep it in
/// the app's model, hand it each run, and act on the ``Step`` it returns;
/// a screen and a headless printer that both ask it cannot decide differently.
///
/// ```swift
/// var judge = WatchJudge(input: InputOptions(format: .columns, key: .number(1)), exitOnChange: true)
/// let step = judge.accept(outcome)             // a RunOutcome of CommandRunner
/// if let list = step.list { controller.apply(list) }
/// if let problem = step.problem { status = problem }   // "exit 3: disk full"
/// if let code = step.exit { quit(code) }              // --chgexit: 0 once the list changed
/// ```
public struct WatchJudge: Sendable {
    /// The verdict on one run.
    public struct Step: Sendable {
        /// The list to show now; `nil` keeps the one on screen.
        public var list: InputList?
        /// Whether the list differs from the one shown before (never for the first run).
        public var changed = false
        /// What went wrong, one line safe to show.
        public var problem: String?
        /// Stop after showing this run, exiting with this code.
        public var exit: Int32?

        /// A verdict; see the properties.
        public init(list: InputList? = nil, changed: Bool = false, problem: String? = nil, exit: Int32? = nil) {
            self.list = list
            self.changed = changed
            self.problem = problem
            self.exit = exit
        }
    }

    /// How output becomes a list.
    public var input: InputOptions
    /// Stop after the first run whose list differs, with 0 (`--chgexit`).
    public var exitOnChange = false
    /// Stop on a failed run, exiting with its code (`--errexit`).
    public var exitOnError = false
    /// The last good list, once there is one.
    public private(set) var shown: InputList?
    /// Runs seen so far.
    public private(set) var runs = 0
    /// Runs whose list differed from the one before.
    public private(set) var changedRuns = 0
    /// Whether the run being judged differs from ``shown``, when computed already.
    private var knownDifference: Bool?

    /// A judge of output read with `input`, before any run.
    public init(input: InputOptions, exitOnChange: Bool = false, exitOnError: Bool = false) {
        self.input = input
        self.exitOnChange = exitOnChange
        self.exitOnError = exitOnError
    }

    /// Judges a run of the command: a failed run (non-zero exit, signal,
    /// timeout) keeps the last good list and reports its status and first
    /// stderr line, unless ``exitOnError`` asks to show its output and stop.
    ///
    /// Complexity: O(n) in the output and the rows (it is read and compared here).
    public mutating func accept(_ outcome: RunOutcome) -> Step {
        accept(outcome, parsed: nil)
    }

    /// A run's output read and compared off the UI thread, for ``accept(_:prepared:)``.
    public struct Prepared: Sendable {
        /// The output as a list, or why it is not one.
        public var parsed: Result<InputList, InputError>
        /// Whether it differs from the list it was compared with (`nil` when there was none or it did not parse).
        public var differs: Bool?

        /// Reads `output` and compares it with `previous` (the list shown now).
        /// (The history's delta is made later, once the list is on its way to the screen.)
        ///
        /// Complexity: O(n) in the output and the rows.
        public init(output: [UInt8], options: InputOptions, previous: InputList?) {
            parsed = WatchJudge.parse(output, options: options)
            if case let .success(list) = parsed, let previous { differs = previous != list }
        }
    }

    /// Judges a run prepared off the UI thread against ``shown`` (which it
    /// must have been compared with: the judge takes its word). O(1).
    public mutating func accept(_ outcome: RunOutcome, prepared: Prepared) -> Step {
        knownDifference = prepared.differs
        defer { knownDifference = nil }
        return accept(outcome, parsed: prepared.parsed)
    }

    /// Judges a run whose output was already parsed (off the UI thread) into
    /// `parsed` (`nil`: read it here). O(n) in the rows (compared with ``shown``).
    public mutating func accept(_ outcome: RunOutcome, parsed: Result<InputList, InputError>?) -> Step {
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

    /// Judges a snapshot (a document read from NDJSON, or why it is not a
    /// list): as a successful run. O(n) in the rows.
    public mutating func accept(_ snapshot: Result<InputList, InputError>) -> Step {
        runs += 1
        return judge(snapshot)
    }

    /// `output` read as a list with `options` (``CommandSnapshot/parse(_:options:)``). O(n).
    public static func parse(_ output: [UInt8], options: InputOptions) -> Result<InputList, InputError> {
        CommandSnapshot.parse(output, options: options)
    }

    private mutating func judge(_ parsed: Result<InputList, InputError>) -> Step {
        switch parsed {
        case let .failure(error):
            return Step(problem: FeedText.safe(error.description, limit: 200))
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
