/// How ``Changeset/init(from:to:options:sectionIsMoved:itemIsMoved:)`` chooses
/// among equally minimal answers.
///
/// The number of moves is always the minimum; the options only decide
/// *which* elements are reported as moved when several choices reach it
/// (swapping two rows can be told as "the lower one moved up" or "the upper
/// one moved down").
public struct DiffOptions: Hashable, Sendable {
    /// Which of two equally good movers is reported as the one that moved.
    public enum Direction: Hashable, Sendable {
        /// The element that moved toward the top (toward index 0) is the
        /// mover, as a chat that jumps to the top of a messenger. The default.
        case towardTop
        /// The element that moved toward the bottom is the mover.
        case towardBottom
    }

    /// The direction preferred among equally minimal answers. Default: ``Direction/towardTop``.
    public var preferredDirection: Direction

    /// Creates options; the defaults give the messenger behaviour.
    public init(preferredDirection: Direction = .towardTop) {
        self.preferredDirection = preferredDirection
    }
}
