/// One action of a ``KeyMap``: the keys that trigger it and what the help
/// says of it (as Bubble Tea's `key.Binding`). A disabled binding matches
/// no key and is left out of the help.
public struct KeyBinding<Action: Hashable & Sendable>: Hashable, Sendable {
    /// What the keys do, for the owner of the map to act on.
    public var action: Action
    /// The keys, the first one the one a hint shows.
    public var keys: [ViewInput]
    /// The help line's text, or `nil` to keep the binding out of the help.
    public var help: String?
    /// The status-line hint's text (`"delete"`), or `nil` for none.
    public var hint: String?
    /// Whether the hint stays when the status line is short (help, quit).
    public var pinsHint: Bool
    /// How the help names the keys when their own labels would not do
    /// (`"A–Z"`); `nil` names each key (``ViewInput/label``). Rebinding clears it.
    public var keysLabel: String?
    /// Whether the binding is active.
    public var isEnabled: Bool

    /// Creates a binding.
    ///
    /// - Parameters:
    ///   - action: what the keys do.
    ///   - keys: the keys; the first one is the one a hint names.
    ///   - help: the help line's text (`nil`: not in the help).
    ///   - hint: the status-line hint's text (`nil`: no hint).
    ///   - pinsHint: keep the hint on a short status line.
    ///   - keysLabel: how the help names the keys, if not by their labels.
    ///   - isEnabled: whether the binding acts and is in the help.
    public init(
        _ action: Action, keys: [ViewInput], help: String?, hint: String? = nil, pinsHint: Bool = false,
        keysLabel: String? = nil, isEnabled: Bool = true
    ) {
        self.action = action
        self.keys = keys
        self.help = help
        self.hint = hint
        self.pinsHint = pinsHint
        self.keysLabel = keysLabel
        self.isEnabled = isEnabled
    }

    /// How the help names the keys: ``keysLabel``, or each key's label.
    public var keysText: String {
        keysLabel ?? keys.map(\.label).joined(separator: " ")
    }
}
