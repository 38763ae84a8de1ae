import CollectionView

/// Something that records a terminal session while it runs: the bytes that
/// reach the terminal with their times (an asciicast), its size and resizes,
/// and, when it asks, the cells of every frame drawn (an animated SVG).
///
/// Set it as ``Terminal/Options/recorder``. The ``Terminal`` hands it every
/// byte ncurses writes after the tee's thread has forwarded them to the
/// terminal (off the frame path: drawing a frame only writes into a pipe),
/// and ``TerminalLoop`` copies each frame's cells for it only while
/// ``recordsFrames`` is true. ``terminalClosed()`` comes once the terminal is
/// restored, on every ending the terminal restores on (a quit, an error,
/// `SIGINT`, `SIGTERM`, `SIGHUP`); not on a crash.
///
/// Methods other than ``terminalWrote(_:)`` are called on the main actor;
/// that one on the tee's own thread, in the order the bytes were written.
/// Each must return quickly: keep what is given and do the work later.
public protocol TerminalRecorder: AnyObject, Sendable {
    /// Whether the terminal should tee its output to ``terminalWrote(_:)``.
    var recordsBytes: Bool { get }
    /// Whether the loop should copy each frame's cells to ``frameDrawn(_:)``.
    var recordsFrames: Bool { get }
    /// The terminal has opened at `size`: the recording's time zero.
    func terminalOpened(size: CellSize)
    /// `bytes` have been written to the terminal.
    func terminalWrote(_ bytes: [UInt8])
    /// The terminal now has `size` (a resize after it opened).
    func terminalResized(to size: CellSize)
    /// A frame was drawn with these cells.
    func frameDrawn(_ canvas: GridCanvas)
    /// The terminal has been restored: every byte and frame has been handed over.
    func terminalClosed()
}
