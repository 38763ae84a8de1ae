import CollectionView
import TerminalUI

/// `demo watch` in the terminal.
@MainActor
enum WatchScreen {
    /// Opens the terminal and watches; returns the exit code.
    static func runInTerminal(settings: WatchSettings) async throws -> Int32 {
        _ = try Terminal()
        return 0
    }
}
