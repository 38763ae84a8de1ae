import Foundation
import ListInput

extension LiveBench {
    /// `bench live readers [ROWS]`: the event readers side by side — ROWS
    /// inserts then ROWS updates of order-like rows (id, customer, a
    /// `numeric(10,2)` total, status), written as Kubernetes watch events, as
    /// wal2json (format version 2, with `B`/`C` around every 10 changes) and
    /// as Debezium events (half inside `payload`), each read by a
    /// `ChangeEventStream` in 64 KiB chunks. One line per dialect: events/s
    /// (the changes; `B`/`C` are read but not counted) and µs per event.
    static func readers(rows: Int) {
        let options = EventOptions(sort: "id", fields: ["id", "customer", "total", "status"])
        for dialect in ["kubernetes", "wal2json", "debezium"] {
            let (bytes, changes) = readerStream(dialect, rows: rows)
            let start = ContinuousClock.now
            var stream = ChangeEventStream(options: options)
            var events = 0, problems = 0
            func count(_ items: [ChangeEventStream.Item]) {
                for item in items {
                    switch item {
                    case .event(.bookmark): break
                    case .event: events += 1
                    case .problem: problems += 1
                    }
                }
            }
            for offset in stride(from: 0, to: bytes.count, by: 65_536) {
                count(stream.read(bytes[offset..<min(offset + 65_536, bytes.count)]))
            }
            count(stream.finish())
            let time = seconds(ContinuousClock.now - start)
            print("readers: \(dialect) \(changes) changes on \(rows) rows, \(bytes.count / 1_000_000) MB: "
                + String(format: "%.0f events/s, %.2f us/event", Double(events) / time, time * 1e6 / Double(max(events, 1)))
                + " (events \(events), problems \(problems))")
        }
    }

    /// The bytes of `rows` inserts then `rows` updates in `dialect`, and how many changes they hold.
    nonisolated static func readerStream(_ dialect: String, rows: Int) -> (bytes: [UInt8], changes: Int) {
        var text = ""
        text.reserveCapacity(rows * 2 * 400)
        for change in 0..<(2 * rows) {
            let id = change % rows
            let status = change < rows ? "new" : "paid"
            let total = "\(id % 1000).\(id % 10)0"
            if dialect == "wal2json", change % 10 == 0 { text += #"{"action":"B"}"# + "\n" }
            switch dialect {
            case "wal2json":
                let action = change < rows ? "I" : "U"
                let identity = change < rows ? "" : #","identity":[{"name":"id","type":"integer","value":\#(id)}]"#
                text += #"{"action":"\#(action)","schema":"public","table":"orders","columns":[{"name":"id","type":"integer","value":\#(id)},"#
                    + #"{"name":"customer","type":"text","value":"customer-\#(id % 97)"},{"name":"total","type":"numeric(10,2)","value":\#(total)},"#
                    + #"{"name":"status","type":"text","value":"\#(status)"}]\#(identity),"pk":[{"name":"id","type":"integer"}]}"#
            case "debezium":
                let after = #"{"id":\#(id),"customer":"customer-\#(id % 97)","total":\#(total),"status":"\#(status)"}"#
                let event = #"{"before":null,"after":\#(after),"op":"\#(change < rows ? "c" : "u")","source":{"schema":"public","table":"orders"},"ts_ms":1}"#
                text += change % 2 == 0 ? event : #"{"schema":{"type":"struct"},"payload":\#(event)}"#
            default:
                text += #"{"type":"\#(change < rows ? "ADDED" : "MODIFIED")","object":{"id":\#(id),"customer":"customer-\#(id % 97)","total":\#(total),"status":"\#(status)"}}"#
            }
            text += "\n"
            if dialect == "wal2json", change % 10 == 9 { text += #"{"action":"C"}"# + "\n" }
        }
        return (Array(text.utf8), 2 * rows)
    }
}
