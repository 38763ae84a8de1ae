import Foundation
import ListFeed

/// Small formatting rules of `demo watch`, written once.
enum WatchFormat {
    /// `2 s`, `0.5 s`, `1.25 s` (``FeedText/seconds(_:)``).
    static func seconds(_ duration: Duration) -> String { FeedText.seconds(duration) }

    /// Whole milliseconds of `duration`.
    static func milliseconds(_ duration: Duration) -> Int64 { FeedText.milliseconds(duration) }

    /// `HH:MM:SS` of `date` in local time.
    static func clock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }

    /// Text safe for a terminal line, cut to `limit` characters (``FeedText/safe(_:limit:)``).
    static func safe(_ text: String, limit: Int) -> String { FeedText.safe(text, limit: limit) }
}
