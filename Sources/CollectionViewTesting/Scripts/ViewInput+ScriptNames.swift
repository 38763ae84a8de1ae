import CollectionView

/// Key scripts name keys with the view's own input vocabulary, so a key from
/// a script, a test or the terminal reaches an app the same way.
extension ViewInput {
    /// The names of the keys that are not plain characters, the first of
    /// each key being the one ``scriptName`` writes.
    private static let namedKeys: [(name: String, input: ViewInput)] = [
        ("up", .up), ("down", .down), ("left", .left), ("right", .right),
        ("shift-up", .shiftUp), ("shift-down", .shiftDown), ("shift-left", .shiftLeft), ("shift-right", .shiftRight),
        ("pgup", .pageUp), ("pageup", .pageUp), ("pgdn", .pageDown), ("pagedown", .pageDown),
        ("home", .home), ("end", .end),
        ("enter", .enter), ("return", .enter), ("space", .space), ("esc", .escape), ("escape", .escape),
        ("tab", .tab), ("backspace", .backspace), ("delete", .delete), ("del", .delete),
        ("shift-tab", .backTab), ("backtab", .backTab),
        ("insert", .insert), ("ins", .insert),
    ]
    private static let byName = Dictionary(namedKeys.map { ($0.name, $0.input) }, uniquingKeysWith: { first, _ in first })
    private static let nameOf = Dictionary(namedKeys.map { ($0.input, $0.name) }, uniquingKeysWith: { first, _ in first })

    /// The key a script names, in any case: `down`, `pgdn`, `shift-tab`,
    /// `esc`, `ctrl-r` (Ctrl+R), `f5` (F1 to F64), or a single character
    /// other than whitespace (that character); `nil` for any other name.
    ///
    /// Complexity: O(length of `name`).
    public init?(scriptName name: String) {
        let lower = name.lowercased()
        if lower.hasPrefix("ctrl-"), lower.count == 6, let letter = lower.last, letter.isASCII, letter.isLetter {
            self = .control(letter)
        } else if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...64).contains(number) {
            self = .function(number)
        } else if let input = Self.byName[lower] {
            self = input
        } else if name.count == 1, let character = name.first, !character.isWhitespace {
            self = .character(character)
        } else {
            return nil
        }
    }

    /// The name a script gives this key (``init(scriptName:)`` reads it
    /// back as the same key), or `nil` for a mouse report, a whitespace
    /// character, a control key on a character other than a letter, or a
    /// function key beyond F64.
    public var scriptName: String? {
        switch self {
        case let .control(letter):
            guard letter.isASCII, letter.isLetter, letter.isLowercase else { return nil }
            return "ctrl-\(letter)"
        case let .function(number):
            return (1...64).contains(number) ? "f\(number)" : nil
        case let .character(character):
            guard !character.isWhitespace, ViewInput(scriptName: String(character)) == self else { return nil }
            return String(character)
        case .click, .wheelUp, .wheelDown:
            return nil
        default:
            return Self.nameOf[self]
        }
    }
}
