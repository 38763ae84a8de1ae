import CollectionView

/// The small text rules of feeds, written once: what a command printed made
/// safe for a terminal line, and durations as people read them.
public enum FeedText {
    /// Text safe for a terminal line: control characters as their visible
    /// placeholders (the canvas's rule, `TerminalWidth.placeholder(for:)`),
    /// cut to `limit` characters with `…`. O(text).
    public static func safe(_ text: String, limit: Int) -> String {
        var result = ""
        var count = 0
        for character in text {
            if count == limit - 1, text.count > limit { result.append("…"); break }
            result.append(TerminalWidth.placeholder(for: character) ?? character)
            count += 1
        }
        return result
    }

    /// `2 s`, `0.5 s`, `1.25 s` (to the millisecond).
    public static func seconds(_ duration: Duration) -> String {
        let millis = milliseconds(duration)
        if millis % 1000 == 0 { return "\(millis / 1000) s" }
        var text = String(millis / 1000) + "." + String(String(millis % 1000 + 1000).dropFirst())
        while text.hasSuffix("0") { text.removeLast() }
        return text + " s"
    }

    /// Whole milliseconds of `duration` (rounded toward zero).
    public static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
