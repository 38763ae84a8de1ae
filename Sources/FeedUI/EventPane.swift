import ListInput
import TerminalUI

/// A pane that follows one row's object as it changes (an ``EventsScreen``'s
/// `Enter`, or an app's own, as `example-cluster` shows a pod): which row it
/// follows, the version it shows (to find what the next one changes), and the
/// widget's state (lines, flash, scroll, gone). Keep it in the app's model,
/// call ``follow(_:at:)`` with each new version, and show ``widget`` in
/// TerminalUI's `ObjectPane`.
public struct EventPane: Hashable, Sendable {
    /// The row's identity.
    public var id: String
    /// The version shown, `nil` when the row had no object.
    public var shown: PrettyJSON?
    /// What the pane draws.
    public var widget: ObjectPaneState

    /// A pane on row `id` (titled `title`) showing `object`; a row without one says so.
    public init(id: String, title: String, object: JSONTree?) {
        self.id = id
        shown = object?.pretty
        widget = ObjectPaneState(title: title, lines: shown.map { $0.lines.map(\.text) } ?? [])
        if object == nil { widget.markGone() }
    }

    /// Takes the row's object now (`nil`: the row is gone): a new version
    /// flashes the lines it changed at `now`. O(lines).
    public mutating func follow(_ object: JSONTree?, at now: Duration) {
        guard let object else {
            if !widget.isGone { widget.markGone() }
            return
        }
        let pretty = object.pretty
        guard pretty != shown || widget.isGone else { return }
        let changed = shown.map { pretty.changedLines(since: $0) } ?? Array(pretty.lines.indices)
        widget.show(pretty.lines.map(\.text), changed: changed, at: now)
        shown = pretty
    }
}
