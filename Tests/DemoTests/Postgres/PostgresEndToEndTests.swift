import Foundation
import SeededRandom
import Testing

/// A real PostgreSQL, started by the test: a seeded workload of a few
/// hundred inserts, updates (some changing the primary key), deletes and a
/// truncate in transactions, decoded by wal2json into a logical slot, read
/// with `pg_recvlogical` up to the current position as the command of
/// `demo watch --events --headless --sort id`: the final list is what
/// `SELECT` gives, values (`511.20`) and order.
///
/// PostgreSQL 15 and wal2json must be installed (`.ci/run` installs them):
/// without them the test fails and says so, it is not skipped.
@Suite(.serialized) struct PostgresEndToEndTests {
    /// The workload's SQL: tables are made before, the slot too, so every change is in the stream.
    static func workload(seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        var orders = Set<Int>()
        var lines = Set<[Int]>()
        var sql: [String] = []
        let names = ["ann", "bob", "cy", "dee", "eve", "fay"]
        let statuses = ["new", "paid", "sent", "back"]
        func total(_ random: inout SplitMix64) -> String {
            let cents = Int.random(in: 0...99_999, using: &random)
            return "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
        }
        for transaction in 0..<70 {
            sql.append("BEGIN;")
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let choice = Int.random(in: 0..<100, using: &random)
                let free = (1...400).filter { !orders.contains($0) }
                if choice < 35 || orders.isEmpty, let id = free.randomElement(using: &random) {
                    orders.insert(id)
                    let name = names.randomElement(using: &random) ?? "ann"
                    sql.append("INSERT INTO orders VALUES (\(id), '\(name)', \(total(&random)), 'new');")
                } else if choice < 60, let id = orders.randomElement(using: &random) {
                    let status = statuses.randomElement(using: &random) ?? "new"
                    sql.append("UPDATE orders SET status = '\(status)', total = \(total(&random)) WHERE id = \(id);")
                } else if choice < 70, let id = orders.randomElement(using: &random), let to = free.randomElement(using: &random) {
                    orders.remove(id)
                    orders.insert(to)
                    sql.append("UPDATE orders SET id = \(to) WHERE id = \(id);")
                } else if choice < 82, let id = orders.randomElement(using: &random) {
                    orders.remove(id)
                    sql.append("DELETE FROM orders WHERE id = \(id);")
                } else if choice < 95 {
                    let key = [Int.random(in: 1...30, using: &random), Int.random(in: 1...5, using: &random)]
                    if lines.contains(key) {
                        lines.remove(key)
                        sql.append("DELETE FROM lines WHERE order_id = \(key[0]) AND n = \(key[1]);")
                    } else {
                        lines.insert(key)
                        sql.append("INSERT INTO lines VALUES (\(key[0]), \(key[1]), \(Int.random(in: 1...9, using: &random)));")
                    }
                } else if transaction > 20 {
                    lines = []
                    sql.append("TRUNCATE lines;")
                }
            }
            sql.append("COMMIT;")
        }
        // Two rows whose totals end in zeros, and a message (skipped), last.
        let last = (1...400).filter { !orders.contains($0) }.prefix(2)
        sql.append("INSERT INTO orders VALUES (\(last.first ?? 401), 'zoe', 511.20, 'new'), (\(last.last ?? 402), 'yan', 79.00, 'new');")
        sql.append("SELECT pg_logical_emit_message(true, 'listmotion', 'done');")
        return sql.joined(separator: "\n")
    }

    /// The rows of each section `demo watch --events --headless` printed, cells split on spaces.
    static func sections(_ output: String) -> [String: [[String]]] {
        var sections: [String: [[String]]] = [:]
        var current = ""
        for line in output.split(separator: "\n").drop(while: { $0 != "--- final" }).dropFirst() {
            if line.hasPrefix("  ") {
                sections[current, default: []].append(line.split(separator: " ").map(String.init))
            } else {
                current = String(line)
            }
        }
        return sections
    }

    @Test func aTableWatchedThroughWal2jsonEndsAsItsSelect() throws {
        guard let server = PostgresServer.started() else { return }
        defer { server.stop() }
        try server.sql("""
            CREATE TABLE orders (id integer PRIMARY KEY, customer text NOT NULL, total numeric(10,2) NOT NULL, status text NOT NULL);
            CREATE TABLE lines (order_id integer, n integer, qty integer NOT NULL, PRIMARY KEY (order_id, n));
            SELECT 1 FROM pg_create_logical_replication_slot('listmotion', 'wal2json');
            """)
        try server.sql(Self.workload(seed: 51))
        let end = try server.sql("SELECT pg_current_wal_lsn();").trimmingCharacters(in: .whitespacesAndNewlines)

        let run = try DemoBinary.run([
            "watch", "--events", "--headless", "--sort", "id", "--size", "200x10", "--",
            "pg_recvlogical",
        ] + server.connection + [
            "--slot", "listmotion", "--start", "-o", "format-version=2", "-o", "include-pk=1", "-f", "-", "-E", end,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("--- problem"), "\(run.stdout)")
        let shown = Self.sections(run.stdout)

        let orders = try server.sql("SELECT id, customer, total, status FROM orders ORDER BY id;")
            .split(separator: "\n").map { $0.split(separator: "|").map(String.init) }
        #expect(orders.count > 20)
        #expect(shown["public.orders"] == orders, "\(run.stdout)")
        #expect(orders.contains { $0[2] == "511.20" } && orders.contains { $0[2] == "79.00" })
        // Rows without the sort field's value: in no particular order, so compared as sets.
        let lines = try server.sql("SELECT order_id, n, qty FROM lines;")
            .split(separator: "\n").map { $0.split(separator: "|").map(String.init) }
        #expect(Set(shown["public.lines"] ?? []) == Set(lines), "\(run.stdout)")
        #expect(Set(shown.keys).isSubset(of: ["public.orders", "public.lines"]))
    }
}

/// A Debezium file recorded from a connector (snapshot reads, creates, an
/// update, deletes with their tombstones, a key change as Debezium sends
/// it, half of the events inside `payload`, a truncate of another table, an
/// unknown op) into `demo watch --events --headless`: what the README shows.
@Suite struct DebeziumEndToEndTests {
    @Test func theRecordedFileEndsAsTheReadmeShows() throws {
        let file = Readme.url.deletingLastPathComponent().appendingPathComponent("Demo/Examples/orders-debezium.ndjson").path
        let run = try DemoBinary.run(["watch", "--events", "--headless", "--sort", "id", "--load", file])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == """
            --- problem: line 13 op: expected an op c, r, u, d or t (not "x")
            --- final
            public.orders
              1  ann  511.20  paid
              2  bob  3.00    new
              7  cy   79.00   sent

            """)
        #expect(try Readme.text().contains("--load Demo/Examples/orders-debezium.ndjson\n" + run.stdout + "```"))
    }
}
