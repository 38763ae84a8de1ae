import CNcursesw
import CTerminalRestore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What puts the terminal back when the process dies without ``Terminal/restore()``:
/// a fatal signal (`SIGSEGV`, `SIGBUS`, `SIGILL`, `SIGTRAP`, `SIGABRT`,
/// `SIGFPE`) or `exit()` called while the screen is open.
///
/// Everything is prepared when the screen opens (the bytes that undo what
/// ncurses turned on, and the terminal modes from before it), so that the
/// C signal handler in `CTerminalRestore` only writes them and calls
/// `tcsetattr`: async-signal-safe, no allocation. It then chains to the
/// handler that was there before (Swift's backtracer), whose report prints
/// on a restored terminal, and the process ends as it would have.
enum CrashRestore {
    /// Mouse reporting off, every mode ncurses may have turned on for it
    /// (X10, button, any-motion, UTF-8, SGR, urxvt).
    static let mouseOff = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1005l\u{1B}[?1006l\u{1B}[?1015l"

    /// The terminal modes of `descriptor` now, or `nil` when it has none.
    static func modes(of descriptor: Int32) -> termios? {
        var modes = termios()
        return tcgetattr(descriptor, &modes) == 0 ? modes : nil
    }

    /// The bytes that undo a screen, for the terminal ncurses has current:
    /// attributes off (`sgr0`), synchronized output ended, mouse off, cursor
    /// shown (`cnorm`), keypad mode off (`rmkx`), alternate screen left
    /// (`rmcup`), bracketed paste off. Capabilities the terminal lacks are skipped.
    static func sequence(mouse: Bool, synchronizedOutput: Bool, bracketedPaste: Bool = false) -> [UInt8] {
        var bytes = capability("sgr0")
        if synchronizedOutput { bytes += Array(SynchronizedOutput.end.utf8) }
        if mouse { bytes += Array(mouseOff.utf8) }
        if bracketedPaste { bytes += Array(BracketedPaste.off.utf8) }
        for name in ["cnorm", "rmkx", "rmcup"] { bytes += capability(name) }
        return bytes
    }

    /// Arms the restore of the terminal on `descriptor`; replaces an earlier one.
    /// Returns whether it is armed (it is not when `bytes` is too long).
    @discardableResult
    static func arm(descriptor: Int32, bytes: [UInt8], modes: termios) -> Bool {
        var modes = modes
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                lm_terminal_restore_arm(descriptor, $0.baseAddress, $0.count, &modes) == 0
            }
        }
    }

    /// The screen was restored the normal way: nothing left to do on a crash.
    static func disarm() {
        lm_terminal_restore_disarm()
    }

    /// Whether a restore is armed.
    static var isArmed: Bool { lm_terminal_restore_is_armed() != 0 }

    /// A terminfo string of the current terminal without its padding
    /// (`$<5>`), which only `tputs` understands; empty when absent.
    private static func capability(_ name: String) -> [UInt8] {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return [] }
        return withoutPadding(Array(String(cString: value).utf8))
    }

    /// `capability` without its `$<…>` delays.
    static func withoutPadding(_ capability: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < capability.count {
            if capability[index] == UInt8(ascii: "$"), index + 1 < capability.count,
               capability[index + 1] == UInt8(ascii: "<"),
               let end = capability[(index + 2)...].firstIndex(of: UInt8(ascii: ">")),
               capability[(index + 2)..<end].allSatisfy({ "0123456789.*/".utf8.contains($0) })
            {
                index = end + 1
                continue
            }
            result.append(capability[index])
            index += 1
        }
        return result
    }
}
