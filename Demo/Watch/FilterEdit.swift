import CollectionView

/// The one rule for typing a filter in `demo watch`, of runs and of events:
/// Enter keeps it, Esc clears it, Backspace erases a character, any other
/// key that types a character appends it.
enum FilterEdit {
    /// What a key did to the filter.
    enum Outcome {
        /// Nothing: the key types no character.
        case ignored
        /// The text may have changed; typing goes on.
        case editing
        /// Typing ended (Enter keeps the text, Esc cleared it).
        case done
    }

    /// Applies `key` to `text`.
    static func apply(_ key: ViewInput, to text: inout String) -> Outcome {
        switch WatchKeys.filter.action(for: key) {
        case .accept?:
            return .done
        case .cancel?:
            text = ""
            return .done
        case .erase?:
            if !text.isEmpty { text.removeLast() }
            return .editing
        case nil:
            guard let character = key.typedCharacter else { return .ignored }
            text.append(character)
            return .editing
        }
    }
}
