import CollectionView

/// One step of a key script (``KeyScript``): what a person at the keyboard
/// does, and the time between.
public enum ScriptStep: Hashable, Sendable {
    /// Press a key; the clock does not move.
    case key(ViewInput)
    /// Let time pass (animations advance exactly this much).
    case wait(Duration)
    /// Type each character of a text as its own key press (a space is the space key).
    case type(String)
    /// Resize the screen to columns × rows.
    case resize(columns: Int, rows: Int)

    /// The script line that reads back as this step (`down`, `ctrl-r`,
    /// `wait 300ms`, `type Ann`, `resize 40x12`), or `nil` when no line
    /// does: a mouse report, a whitespace character, a wait that is not a
    /// whole number of milliseconds or is beyond ``KeyScript/longestWait``,
    /// a size beyond ``KeyScript/largestSize``, or a text that is empty,
    /// starts or ends with whitespace, holds a line feed or `" # "` (which
    /// starts a comment).
    ///
    /// Complexity: O(length of the text typed).
    public var scriptLine: String? {
        switch self {
        case let .key(input):
            return input.scriptName
        case let .wait(duration):
            guard duration >= .zero, duration <= KeyScript.longestWait else { return nil }
            let (seconds, attoseconds) = duration.components
            guard attoseconds % 1_000_000_000_000_000 == 0 else { return nil }
            return "wait \(seconds * 1000 + attoseconds / 1_000_000_000_000_000)ms"
        case let .type(text):
            guard let first = text.first, let last = text.last, !first.isWhitespace, !last.isWhitespace,
                  !text.contains(where: KeyScript.endsLine), !KeyScript.hasComment(Substring(text)) else { return nil }
            return "type \(text)"
        case let .resize(columns, rows):
            guard KeyScript.sizes.contains(columns), KeyScript.sizes.contains(rows) else { return nil }
            return "resize \(columns)x\(rows)"
        }
    }
}
