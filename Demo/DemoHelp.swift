import CollectionView
import CollectionViewTesting
import FeedUI
import ListInput

/// The keys each command's `--help` lists after ArgumentParser's text: the
/// help lines of its screen's key maps (the screen's own and its plugins'),
/// which are what `?` shows on screen, so `--help` never says other words.
@MainActor
enum DemoHelp {
    /// The keys of `demo`'s address book.
    static func addressBook() -> [KeyHelp] {
        HeadlessDemo(state: DemoState(), size: CellSize(columns: 100, rows: 30)).screen.keyGuide.help
    }

    /// The keys of `demo diff`'s screen.
    static func diff() -> [KeyHelp] {
        DiffScreen.keyMap.guide.help
    }

    /// The keys of `demo watch`'s screen.
    static func watch() -> [KeyHelp] {
        let settings = WatchSettings(source: .standardInput, commandLine: "-", input: InputOptions(format: .lines))
        return WatchScreen(settings: settings, executor: ManualExecutor(), clock: ManualClock()).keyGuide.help
    }

    /// The keys of `demo watch --events`'s screen.
    static func events() -> [KeyHelp] {
        let settings = EventsSettings(source: .standardInput, title: "-", options: EventOptions(key: "id"))
        return EventsScreen(settings: settings, executor: ManualExecutor(), clock: ManualClock()).keyGuide.help
    }

    /// `lines` as a section of `--help`: `TITLE:`, then each line's keys in a
    /// column two spaces in, and what they do two spaces after the widest keys.
    static func section(_ title: String, _ lines: [KeyHelp]) -> String {
        let width = lines.map { TerminalWidth.of($0.keys) }.max() ?? 0
        let rows = lines.map { line in
            "  " + line.keys + String(repeating: " ", count: width - TerminalWidth.of(line.keys)) + "  " + line.text
        }
        return ([title + ":"] + rows).joined(separator: "\n")
    }

    /// The key sections for the help text `help` that ArgumentParser wrote
    /// (of `demo`, `demo diff` or `demo watch`, told by its usage line), or
    /// `nil` for any other text (`--version`).
    static func keys(after help: String) -> String? {
        if help.contains("USAGE: demo diff") { return section("KEYS", diff()) }
        if help.contains("USAGE: demo watch") {
            return section("KEYS", watch()) + "\n\n" + section("KEYS (with --events)", events())
        }
        if help.contains("USAGE: demo") { return section("KEYS", addressBook()) }
        return nil
    }
}
