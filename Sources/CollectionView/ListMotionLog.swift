import Logging

/// Where ListMotion's diagnostics go by default: nowhere.
///
/// A library does not choose a log backend, and a terminal app must not get
/// lines on the screen it draws, so every `logger` parameter of ListMotion
/// (``UpdateQueueConfiguration/logger``, `TerminalLoop`'s) defaults to
/// ``silent``. To read them, bootstrap a backend once in the app and pass a
/// logger made after it:
///
/// ```swift
/// LoggingSystem.bootstrap { label in MyFileLogHandler(label: label, path: "app.log") }
/// let queue = UpdateQueueConfiguration(logger: Logger(label: ListMotionLog.label))
/// ```
public enum ListMotionLog {
    /// The label ListMotion's messages are meant to carry.
    public static let label = "ListMotion"

    /// A logger that drops every message, whatever backend the app bootstrapped.
    public static let silent = Logger(label: label, factory: { _ in SwiftLogNoOpLogHandler() })
}
