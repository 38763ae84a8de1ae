/// One line of help: the keys, as shown (`"↑ k"`), and what they do.
/// Key maps and plugins produce these, gathered in a ``KeyGuide``; help
/// overlays and status-line hints are drawn from them, never written by hand.
public struct KeyHelp: Hashable, Sendable {
    /// The keys, as shown.
    public var keys: String
    /// What they do.
    public var text: String

    /// Creates a help line.
    public init(keys: String, text: String) {
        self.keys = keys
        self.text = text
    }
}
