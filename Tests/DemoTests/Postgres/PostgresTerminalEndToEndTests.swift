import Foundation
import Testing
import TmuxTesting

/// `demo watch --events` in a real terminal (tmux) following a real
/// PostgreSQL table through `pg_recvlogical` while a workload runs: rows
/// appear, a row changes, a key change moves a row, a delete removes one, a
/// truncate empties the table; `q` ends the command and exits 0.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end terminal tests skipped (.ci/run installs it)"))
struct PostgresTerminalEndToEndTests {
    /// The rows on screen (between the title and the hint line), as their cells.
    static func rows(_ screen: [String]) -> [[String]] {
        screen.dropFirst().dropLast().map { $0.split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
    }

    @Test func rowsChangeOnScreenAsTheWorkloadRuns() throws {
        try #require(FileManager.default.isExecutableFile(atPath: BuiltProduct.path("demo")))
        guard let server = PostgresServer.started() else { return }
        defer { server.stop() }
        try server.sql("""
            CREATE TABLE orders (id integer PRIMARY KEY, total numeric(10,2) NOT NULL, status text NOT NULL);
            SELECT 1 FROM pg_create_logical_replication_slot('screen', 'wal2json');
            """)
        let session = try TmuxSession(columns: 80, rows: 20, command: "sleep 600")
        try session.respawnReporting("""
            '\(BuiltProduct.path("demo"))' watch --events --sort id -- pg_recvlogical \(server.connection.joined(separator: " ")) \
              --slot screen --start -o format-version=2 -o include-pk=1 -f -
            """)
        try server.sql("INSERT INTO orders VALUES (1, 511.20, 'new'), (2, 3.00, 'new'), (3, 79.00, 'new');")
        let inserted = session.wait {
            Self.rows($0) == [["public.orders"], ["1", "511.20", "new"], ["2", "3.00", "new"], ["3", "79.00", "new"]]
        }
        #expect(inserted.ok, "\(inserted.screen.joined(separator: "\n"))")
        try server.sql("UPDATE orders SET status = 'paid' WHERE id = 2;")
        let updated = session.wait { Self.rows($0).contains(["2", "3.00", "paid"]) }
        #expect(updated.ok, "\(updated.screen.joined(separator: "\n"))")
        try server.sql("BEGIN; UPDATE orders SET id = 9 WHERE id = 1; DELETE FROM orders WHERE id = 3; COMMIT;")
        let moved = session.wait {
            Self.rows($0) == [["public.orders"], ["2", "3.00", "paid"], ["9", "511.20", "new"]]
        }
        #expect(moved.ok, "\(moved.screen.joined(separator: "\n"))")
        try server.sql("TRUNCATE orders;")
        let emptied = session.wait { Self.rows($0).isEmpty }
        #expect(emptied.ok, "\(emptied.screen.joined(separator: "\n"))")
        session.send("q")
        let done = session.wait(for: "MODES")
        #expect(done.screen.contains { $0.contains("EXIT=0") }, "\(done.screen.joined(separator: "\n"))")
    }
}
