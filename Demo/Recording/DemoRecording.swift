import ArgumentParser
import CollectionView
import CollectionViewTesting
import Foundation
import TerminalUITesting

/// What `--record FILE` does, the same for `demo`, `demo diff` and `demo
/// watch`: in a terminal, a ``TerminalRecording`` of the session (the file
/// created before the terminal opens, written when it is restored, on `q`
/// and on `SIGINT`/`SIGTERM`/`SIGHUP` alike); headless, the frames printed,
/// with their times. A file that cannot be written is one line on stderr
/// naming it, `COMMAND: PATH: …`, and exit status 73.
enum DemoRecording {
    /// Exit status for a recording that cannot be written (sysexits' EX_CANTCREAT).
    static let cannotCreate: Int32 = 73

    /// The recorder of a terminal run into `path` (`nil`: no recording).
    /// - Throws: `ExitCode(73)` after one line on stderr when the file cannot be created.
    static func recorder(_ path: String?, command: String) throws -> TerminalRecording? {
        guard let path else { return nil }
        do {
            return try TerminalRecording(path: path)
        } catch {
            throw fail(error, command: command)
        }
    }

    /// After a terminal run: says why the recording could not be written, if it could not.
    /// - Throws: `ExitCode(73)` then.
    static func finish(_ recorder: TerminalRecording?, command: String) throws {
        guard let failure = recorder?.failure else { return }
        throw fail(failure, command: command)
    }

    /// Headless: writes `frames` (in time order) to `path`, when given.
    /// - Throws: `ExitCode(73)` after one line on stderr when it cannot be written.
    static func write(_ frames: [Frame], to path: String?, svg options: SVGOptions = SVGOptions(), command: String) throws {
        guard let path else { return }
        do {
            try FrameRecording(frames).write(to: path, svg: options)
        } catch {
            throw fail(error, command: command)
        }
    }

    private static func fail(_ error: FrameRecordingError, command: String) -> ExitCode {
        FileHandle.standardError.write(Data("\(command): \(error)\n".utf8))
        return ExitCode(cannotCreate)
    }
}
