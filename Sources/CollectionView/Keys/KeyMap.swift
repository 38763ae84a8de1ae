/// Keys bound to actions, with the help text of each: what a plugin or a
/// screen declares instead of matching key literals. The owner asks
/// ``action(for:)`` and acts on the answer; help overlays and status-line
/// hints come from ``guide``, so they always say what the keys do; an app
/// rebinds a key with ``rebind(_:to:)`` and the help follows.
///
/// A key means one thing in a map: binding it to an action takes it from
/// any other action of the same map.
///
/// ```swift
/// var keys = KeyMap<Command>([
///     KeyBinding(.save, keys: [.control("s")], help: "save", hint: "save"),
///     KeyBinding(.quit, keys: [.character("q")], help: "quit", hint: "quit", pinsHint: true),
/// ])
/// keys.rebind(.save, to: [.function(2)])
/// keys.action(for: .function(2))  // .save
/// ```
public struct KeyMap<Action: Hashable & Sendable>: Hashable, Sendable {
    /// The bindings, in the order the help lists them.
    public private(set) var bindings: [KeyBinding<Action>]

    /// A map of `bindings` (in help order). A key bound twice belongs to the
    /// first binding that names it.
    public init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
    }

    /// The action `input` triggers, or `nil` when no enabled binding has it.
    ///
    /// - Complexity: O(k) for k keys in the map (a few dozen).
    public func action(for input: ViewInput) -> Action? {
        bindings.first { $0.isEnabled && $0.keys.contains(input) }?.action
    }

    /// The binding of `action`, if the map has one.
    public func binding(_ action: Action) -> KeyBinding<Action>? {
        bindings.first { $0.action == action }
    }

    /// The keys bound to `action` (empty when none, or disabled).
    public func keys(for action: Action) -> [ViewInput] {
        guard let binding = binding(action), binding.isEnabled else { return [] }
        return binding.keys
    }

    /// Binds `keys` to `action` instead of its keys so far, taking them from
    /// any other action of this map; the help then names the new keys.
    /// Does nothing when the map has no such action.
    public mutating func rebind(_ action: Action, to keys: [ViewInput]) {
        guard bindings.contains(where: { $0.action == action }) else { return }
        for index in bindings.indices {
            if bindings[index].action == action {
                bindings[index].keys = keys
                bindings[index].keysLabel = nil
            } else {
                bindings[index].keys.removeAll { keys.contains($0) }
            }
        }
    }

    /// Turns `action`'s binding on or off (off: no key triggers it, the help leaves it out).
    public mutating func setEnabled(_ action: Action, _ enabled: Bool) {
        for index in bindings.indices where bindings[index].action == action {
            bindings[index].isEnabled = enabled
        }
    }

    /// The help and hints of the enabled bindings that still have keys.
    /// Neighbouring bindings with the same help text share one line
    /// (`"↑ k ↓ j  select"`), with the same hint text one hint (`"↑/↓ select"`).
    ///
    /// - Complexity: O(b) for b bindings.
    public var guide: KeyGuide { guide { _ in true } }

    /// ``guide`` for the bindings `include` accepts: for example only the
    /// keys that work in the owner's present state.
    public func guide(where include: (KeyBinding<Action>) -> Bool) -> KeyGuide {
        var guide = KeyGuide()
        var lastHelp: String?
        var lastHint: (text: String, pinned: Bool)?
        for binding in bindings where binding.isEnabled && !binding.keys.isEmpty && include(binding) {
            if let help = binding.help {
                if help == lastHelp, let last = guide.help.indices.last {
                    guide.help[last].keys += " " + binding.keysText
                } else {
                    guide.help.append(KeyHelp(keys: binding.keysText, text: help))
                }
            }
            lastHelp = binding.help
            if let hint = binding.hint, let first = binding.keys.first {
                if let lastHint, lastHint.text == hint, lastHint.pinned == binding.pinsHint {
                    Self.extend(&guide, pinned: binding.pinsHint, with: first.label)
                } else if binding.pinsHint {
                    guide.pinnedHints.append(KeyHelp(keys: first.label, text: hint))
                } else {
                    guide.hints.append(KeyHelp(keys: first.label, text: hint))
                }
            }
            lastHint = binding.hint.map { ($0, binding.pinsHint) }
        }
        return guide
    }

    private static func extend(_ guide: inout KeyGuide, pinned: Bool, with label: String) {
        if pinned {
            if let last = guide.pinnedHints.indices.last { guide.pinnedHints[last].keys += "/" + label }
        } else if let last = guide.hints.indices.last {
            guide.hints[last].keys += "/" + label
        }
    }
}
