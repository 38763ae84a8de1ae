/// The name of one of a program's timers: a program may run several at once
/// (a poll, a flash), and starts, replaces or cancels each by its name.
public struct TimerName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public let name: String

    /// A timer called `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// A timer called by the literal.
    public init(stringLiteral name: String) {
        self.name = name
    }

    /// The name.
    public var description: String { name }
}
