import Foundation

/// One line on standard error that rewrites itself (`\r`), for slow starts
/// such as `demo --rows 1000000`; silent when disabled (standard error is
/// not a terminal), and at most a few updates a second.
final class ProgressLine {
    private let enabled: Bool
    private var lastShown: ContinuousClock.Instant?
    private let clock = ContinuousClock()

    /// The shortest time between two updates.
    static let interval: Duration = .milliseconds(100)

    /// A line that writes only when `enabled`.
    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Replaces the line with `text`; skipped when the last update was too
    /// recent, unless `force` (a new phase starts).
    func show(_ text: String, force: Bool = false) {
        guard enabled else { return }
        let now = clock.now
        if !force, let lastShown, now - lastShown < Self.interval { return }
        lastShown = now
        write("\r\u{1B}[K" + text)
    }

    /// Erases the line.
    func clear() {
        guard enabled, lastShown != nil else { return }
        write("\r\u{1B}[K")
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
