import ArgumentParser
import CollectionView
import Logging

/// The demo's choice of log backend: the library only logs, the app decides
/// where to. Bootstrapped once, in `main`, before any logger is made.
enum DemoLogging {
    /// The file `--log` names for the parsed `command` (given to `demo`, or
    /// to `demo diff` or `demo watch`, which also see their parent's).
    /// Concrete casts: a cast to a protocol here could pick up a main-actor
    /// conformance and tie the command to the main actor.
    static func path(of command: any ParsableCommand) -> String? {
        switch command {
        case let root as DemoCommand: root.log
        case let diff as DiffCommand: diff.logPath
        case let watch as WatchCommand: watch.logPath
        default: nil
        }
    }

    /// Sends every logger's messages to `path` (appended), or nowhere without
    /// one; `false` when `path` cannot be opened for writing.
    static func bootstrap(path: String?) -> Bool {
        guard let path else {
            LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
            return true
        }
        guard let descriptor = FileLogHandler.openFile(path) else { return false }
        LoggingSystem.bootstrap { label in FileLogHandler(descriptor: descriptor, label: label) }
        return true
    }

    /// The logger the demo hands to ListMotion (its queues and loops).
    static var library: Logger { Logger(label: ListMotionLog.label) }

    /// The demo's own messages (input it rejects).
    static var demo: Logger { Logger(label: "demo") }
}
