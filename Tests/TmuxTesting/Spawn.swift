import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and waits for it with `posix_spawn` + `waitpid`.
/// (Foundation's `Process` can miss the exit of a child that forks a daemon,
/// as `tmux new-session` does, and then waits forever.)
package enum Spawn {
    package struct Result {
        package var status: Int32
        package var output: String
        package var errors: String
    }

    /// Runs `arguments` (searched in `PATH`) with stdin from `/dev/null`,
    /// stdout and stderr captured through files (a daemon keeping a pipe open
    /// would otherwise block the read). Signals are reset for the child.
    package static func run(_ arguments: [String]) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
        let stamp = UInt64.random(in: 0...UInt64.max)
        let outPath = directory.appendingPathComponent("lm-spawn-\(stamp).out").path
        let errPath = directory.appendingPathComponent("lm-spawn-\(stamp).err").path
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGCHLD, SIGPIPE, SIGWINCH] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var cArguments = arguments.map { strdup($0) }
        cArguments.append(nil)
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, cArguments, environ)
        guard spawned == 0 else {
            throw SpawnError(message: "cannot run \(arguments[0]): errno \(spawned)")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        // WIFEXITED / WEXITSTATUS, written out (they are macros).
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitStatus, output: output, errors: errors)
    }

    package struct SpawnError: Error, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }
}
