import CollectionView
import Foundation

/// Small formatting rules of `demo watch`, written once.
enum WatchFormat {
    /// `2 s`, `0.5 s`, `1.25 s`.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let millis = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        if millis % 1000 == 0 { return "\(millis / 1000) s" }
        var text = String(format: "%.3f", Double(millis) / 1000)
        while text.hasSuffix("0") { text.removeLast() }
        return text + " s"
    }

    /// Whole milliseconds of `duration`.
    static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// `HH:MM:SS` of `date` in local time.
    static func clock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }

    /// Text safe for a terminal line: control characters as their visible
    /// placeholders (the canvas's rule), cut to `limit` characters with `…`.
    static func safe(_ text: String, limit: Int) -> String {
        var result = ""
        var count = 0
        for character in text {
            if count == limit - 1, text.count > limit { result.append("…"); break }
            result.append(TerminalWidth.placeholder(for: character) ?? character)
            count += 1
        }
        return result
    }
}
