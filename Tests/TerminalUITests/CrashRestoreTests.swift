import CNcursesw
import CTerminalRestore
import Glibc
import Testing
@testable import TerminalUI

/// The restore a crash or `exit()` runs, driven directly (the signal handler
/// calls the same `lm_terminal_restore_run`), on a pseudo-terminal.
extension NcursesTests {
    @MainActor @Suite struct CrashRestoreTests {
        private func open(mouse: Bool = true, sync: SynchronizedOutput = .on) throws -> (Terminal, PseudoTerminal) {
            let pty = try PseudoTerminal(columns: 40, rows: 10)
            let options = Terminal.Options(
                inputDescriptor: pty.replica, outputDescriptor: pty.replica, terminalType: "xterm-256color",
                synchronizedOutput: sync, mouse: mouse, noColor: false)
            let terminal = try Terminal(options: options)
            _ = pty.drain()
            return (terminal, pty)
        }

        private func modes(_ descriptor: Int32) throws -> termios {
            try #require(CrashRestore.modes(of: descriptor))
        }

        @Test func armedWhileTheScreenIsOpenOnly() throws {
            let (terminal, _) = try open()
            #expect(CrashRestore.isArmed)
            terminal.restore()
            #expect(!CrashRestore.isArmed)
            #expect(lm_terminal_restore_run() == 0, "a restored terminal is not restored again")
        }

        @Test func aCrashPutsBackTheModesAndLeavesTheScreen() throws {
            let (terminal, pty) = try open()
            defer { terminal.restore() }
            let raw = try modes(pty.replica)
            #expect(raw.c_lflag & tcflag_t(ECHO) == 0 && raw.c_lflag & tcflag_t(ICANON) == 0, "ncurses did not go raw")

            #expect(lm_terminal_restore_run() == 1)
            let restored = try modes(pty.replica)
            #expect(restored.c_lflag & tcflag_t(ECHO) != 0)
            #expect(restored.c_lflag & tcflag_t(ICANON) != 0)
            let sent = String(decoding: pty.drain(waitingAtMost: 200), as: UTF8.self)
            #expect(sent.hasSuffix("\u{1B}[?1049l\u{1B}[23;0;0t"), "the alternate screen is left last: \(sent.debugDescription)")
            #expect(sent.contains("\u{1B}[?25h"), "cursor shown: \(sent.debugDescription)")
            #expect(sent.contains("\u{1B}[?1000l") && sent.contains("\u{1B}[?1006l"), "mouse off: \(sent.debugDescription)")
            #expect(sent.contains(BracketedPaste.off), "bracketed paste off: \(sent.debugDescription)")
            #expect(sent.contains(SynchronizedOutput.end), "synchronized output ended: \(sent.debugDescription)")
            #expect(sent.contains("\u{1B}[?1l"), "keypad mode off: \(sent.debugDescription)")
            #expect(lm_terminal_restore_run() == 0, "it runs once")
        }

        @Test func onlyWhatTheScreenTurnedOnIsTurnedOff() throws {
            let (terminal, pty) = try open(mouse: false, sync: .off)
            defer { terminal.restore() }
            #expect(lm_terminal_restore_run() == 1)
            let sent = String(decoding: pty.drain(waitingAtMost: 200), as: UTF8.self)
            #expect(!sent.contains("\u{1B}[?1000l"))
            #expect(!sent.contains(SynchronizedOutput.end))
            #expect(sent.hasSuffix("\u{1B}[?1049l\u{1B}[23;0;0t"))
        }

        @Test func paddingIsLeftOut() {
            #expect(CrashRestore.withoutPadding(Array("\u{1B}[H$<5>\u{1B}[2J$<2*/>x".utf8)) == Array("\u{1B}[H\u{1B}[2Jx".utf8))
            #expect(CrashRestore.withoutPadding(Array("$<a>$".utf8)) == Array("$<a>$".utf8))
        }
    }
}
