import Foundation
import Testing
import TmuxTesting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A PostgreSQL server of its own for a test: a cluster made with `initdb`
/// in a temporary directory, `wal_level = logical`, listening on 127.0.0.1 at
/// a free port only (its socket in the same directory), trust
/// authentication; run as the `postgres` user when the tests run as root
/// (the server refuses root). ``stop()`` stops it and removes the directory.
final class PostgresServer {
    /// Why a server cannot be had here, in words for a failing test.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// The directory of the server's programs (`initdb`, `pg_ctl`, `postgres`) of the newest
    /// PostgreSQL installed the Debian way (`/usr/lib/postgresql/N/bin`), else of `pg_config --bindir`'s.
    static var binDirectory: String? {
        let root = "/usr/lib/postgresql"
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).compactMap(Int.init).sorted(by: >)
        for version in versions where FileManager.default.isExecutableFile(atPath: "\(root)/\(version)/bin/initdb") {
            return "\(root)/\(version)/bin"
        }
        return nil
    }

    let directory: String
    let port: Int
    private let bin: String
    private let user: String?
    private var running = false

    /// A started server for a test, or `nil` after recording why it could not
    /// start (the test then ends; `.ci/run` installs PostgreSQL, so this fails
    /// rather than skips).
    static func started(sourceLocation: SourceLocation = #_sourceLocation) -> PostgresServer? {
        do {
            return try PostgresServer()
        } catch {
            Issue.record("PostgreSQL end-to-end test cannot run: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Makes the cluster and starts the server; on failure, removes what it made.
    /// - Throws: ``Unavailable`` when PostgreSQL or wal2json is not installed, or the server does not start.
    init() throws {
        guard let bin = Self.binDirectory else {
            throw Unavailable(description: "PostgreSQL is not installed (no /usr/lib/postgresql/N/bin/initdb): .ci/run installs postgresql-15 and postgresql-15-wal2json")
        }
        let library = URL(fileURLWithPath: bin).deletingLastPathComponent().appendingPathComponent("lib/wal2json.so").path
        guard FileManager.default.fileExists(atPath: library) else {
            throw Unavailable(description: "wal2json is not installed (no \(library)): .ci/run installs postgresql-15-wal2json")
        }
        self.bin = bin
        user = geteuid() == 0 ? "postgres" : nil
        var template = Array("/tmp/listmotion-pg-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Unavailable(description: "cannot make a temporary directory") }
        directory = String(cString: made)
        port = Self.freePort()
        do {
            if let user {
                try FileManager.default.setAttributes([.ownerAccountName: user], ofItemAtPath: directory)
            }
            try run(["\(bin)/initdb", "-D", "\(directory)/data", "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"])
            var settings = """

                listen_addresses = '127.0.0.1'
                port = \(port)
                unix_socket_directories = '\(directory)'
                wal_level = logical
                max_replication_slots = 4
                max_wal_senders = 4
                fsync = off

                """
            // PostgreSQL 15.19 and later load an output plugin only if it is named here.
            if try run(["\(bin)/postgres", "--describe-config"]).contains("output_plugin_libraries") {
                settings += "output_plugin_libraries = 'wal2json'\n"
            }
            let configuration = "\(directory)/data/postgresql.conf"
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: configuration))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(settings.utf8))
            try handle.close()
            try run(["\(bin)/pg_ctl", "-D", "\(directory)/data", "-l", "\(directory)/server.log", "-w", "-t", "60", "start"])
            running = true
        } catch {
            let log = (try? String(contentsOfFile: "\(directory)/server.log", encoding: .utf8)) ?? ""
            stop()
            throw Unavailable(description: "the server did not start: \(error)\n\(log)")
        }
    }

    deinit { stop() }

    /// The connection options of the client programs (`psql`, `pg_recvlogical`).
    var connection: [String] { ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-d", "postgres"] }

    /// Runs SQL (statements separated by `;`) with `psql`; returns its output, unaligned, fields split by `|`.
    @discardableResult
    func sql(_ statements: String) throws -> String {
        let file = "\(directory)/script-\(UUID().uuidString).sql"
        try statements.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try Self.execute(["psql"] + connection + ["-qAtX", "-F", "|", "-v", "ON_ERROR_STOP=1", "-f", file])
    }

    /// Stops the server (at once) and removes its directory. Safe to call twice.
    func stop() {
        if running {
            _ = try? run(["\(bin)/pg_ctl", "-D", "\(directory)/data", "-m", "immediate", "-w", "stop"])
            running = false
        }
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Runs a server program as the server's user.
    @discardableResult
    private func run(_ words: [String]) throws -> String {
        try Self.execute((user.map { ["runuser", "-u", $0, "--"] } ?? []) + words, in: directory)
    }

    /// Runs `words` (found on `PATH`) with ``Spawn`` (not `Process`, which
    /// waits for a descriptor that the server `pg_ctl start` leaves running
    /// inherits), waits, and returns its output.
    /// - Throws: ``Unavailable`` with its error output when it fails.
    static func execute(_ words: [String], in directory: String? = nil) throws -> String {
        let command = directory.map { ["sh", "-c", "cd \"$0\" && exec \"$@\"", $0] + words } ?? words
        let result: Spawn.Result
        do {
            result = try Spawn.run(command)
        } catch {
            throw Unavailable(description: "cannot run \(words.first ?? ""): \(error)")
        }
        guard result.status == 0 else {
            throw Unavailable(description: "\(words.joined(separator: " ")) failed (exit \(result.status)): \(result.errors)")
        }
        return result.output
    }

    /// A TCP port on 127.0.0.1 nothing listens on now (bound to port 0, then let go).
    private static func freePort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { return 54_321 }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
