import ListInput

/// One run of a repeated command (``CommandRunner/snapshots(every:options:columns:lines:clock:)``):
/// how it went, and its output read as a list.
public struct CommandSnapshot: Sendable {
    /// The run: when, how long, how it ended, what it printed.
    public var outcome: RunOutcome
    /// Its standard output read with the `InputOptions` given, or why it is not a list.
    public var list: Result<InputList, InputError>

    /// A snapshot of `outcome`, its output read with `options`. O(output).
    public init(outcome: RunOutcome, options: InputOptions) {
        self.outcome = outcome
        list = Self.parse(outcome.output, options: options)
    }

    /// `output` read as a list with `options`, or why it is not one. O(output).
    public static func parse(_ output: [UInt8], options: InputOptions) -> Result<InputList, InputError> {
        do throws(InputError) {
            return .success(try InputParser.parse(output, options: options))
        } catch {
            return .failure(error)
        }
    }
}
