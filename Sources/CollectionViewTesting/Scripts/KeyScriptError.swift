/// Why a key script cannot be read: the line, and what is wrong with it.
public struct KeyScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based number of the line (lines end at a line feed).
    public var line: Int
    /// What is wrong, e.g. `unknown key "dwon"`.
    public var problem: String

    /// The error on `line`.
    public init(line: Int, problem: String) {
        self.line = line
        self.problem = problem
    }

    /// `line 2: unknown key "dwon"`.
    public var description: String { "line \(line): \(problem)" }
}
