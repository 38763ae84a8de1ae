import Foundation
import FuzzSupport
import ListDiff
import ListInput

/// `demo watch --load` history files: any bytes read as a history, or
/// entries built from the input (any strings, runs, times, statuses and
/// durations) written and read back. The promises:
/// - a read either returns entries or throws a `HistoryFileError` whose line
///   is a line of the input, is the first bad one (the lines before it read,
///   the line alone does not) and is named in the message;
/// - every list read has unique row and section ids (the diff accepts it),
///   and is what an NDJSON reader reads on that line;
/// - entries written (`line`) and read again are the same entries, whatever
///   they hold.
@_cdecl("FuzzHistoryFiles_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzOne)
}

/// libFuzzer's own entry point, for when its `main` is the one linked.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(data, size)
}

private func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzBytes(data, size)
    if input.byte() % 4 == 0 {
        let entries = built(&input)
        let again = readBack(entries)
        require(again == entries, "entries written and read back differ: \(difference(entries, again))")
    } else {
        read(input.rest())
    }
    return 0
}

/// The bytes as a history file.
private func read(_ bytes: [UInt8]) {
    let lineCount = bytes.count(where: { $0 == 0x0A }) + 1
    let entries: [HistoryEntry]
    do {
        entries = try HistoryEntry.entries(in: bytes)
    } catch {
        require((1...lineCount).contains(error.line), "\(error) names line \(error.line) of \(lineCount)")
        require(error.description.contains("line \(error.line)"), "the message does not name the line: \(error)")
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let before = Array(lines.prefix(error.line - 1).joined(separator: [0x0A]))
        require((try? HistoryEntry.entries(in: before)) != nil, "line \(error.line) is not the first bad line: \(error)")
        require((try? HistoryEntry.entries(in: Array(lines[error.line - 1]))) == nil, "line \(error.line) alone reads: \(error)")
        return
    }
    let snapshots: [InputList]
    do {
        snapshots = try InputParser.snapshots(bytes)
    } catch {
        require(false, "a history read, but not as NDJSON: \(error)")
        return
    }
    require(snapshots == entries.map(\.list), "the lists of a history differ from its NDJSON snapshots")
    for entry in entries {
        do {
            _ = try Changeset(from: InputList(), to: entry.list)
        } catch {
            require(false, "run \(entry.run): a list read has a duplicate: \(error)")
        }
    }
    let again = readBack(entries)
    require(again == entries, "entries read, written and read again differ: \(difference(entries, again))")
}

/// The first field that differs.
private func difference(_ entries: [HistoryEntry], _ again: [HistoryEntry]?) -> String {
    guard let again, again.count == entries.count else { return "\(again?.count ?? -1) entries for \(entries.count)" }
    for (a, b) in zip(entries, again) {
        if a.run != b.run { return "run \(a.run) read as \(b.run)" }
        if a.started != b.started { return "time \(String(describing: a.started)) read as \(String(describing: b.started))" }
        if a.status != b.status { return "status \(String(describing: a.status)) read as \(String(describing: b.status))" }
        if a.duration != b.duration { return "duration \(String(describing: a.duration)) read as \(String(describing: b.duration))" }
        if a.list != b.list { return "list \(a.list) read as \(b.list)" }
    }
    return "none"
}

/// `entries` written as a history file and read back (`nil` if that throws).
private func readBack(_ entries: [HistoryEntry]) -> [HistoryEntry]? {
    let text = entries.map(\.line).joined(separator: "\n")
    do {
        return try HistoryEntry.entries(in: Array(text.utf8))
    } catch {
        require(false, "a written history does not read: \(error)\n\(text)")
        return nil
    }
}

/// Up to 4 entries of up to 3 sections × 4 rows, every string from the input.
private func built(_ input: inout FuzzBytes) -> [HistoryEntry] {
    (0..<input.int(in: 0...4)).map { _ in
        var list = InputList()
        var sectionIDs = Set<String>()
        var rowIDs = Set<RowID>()
        for _ in 0..<input.int(in: 0...3) {
            let section = InputSection(id: string(&input), header: string(&input), cells: strings(&input))
            guard sectionIDs.insert(section.id).inserted else { continue }
            var rows = [InputRow]()
            for _ in 0..<input.int(in: 0...4) {
                let row = InputRow(id: RowID(string(&input), occurrence: input.int(in: 1...3)), text: string(&input), cells: strings(&input))
                if rowIDs.insert(row.id).inserted { rows.append(row) }
            }
            list.append(ListSection(model: section, items: rows))
        }
        let started = input.bool() ? Date(timeIntervalSince1970: Double(input.int(in: 0...0xFFFF) * 65_536)) : nil
        return HistoryEntry(
            run: int64(&input), started: started, status: input.bool() ? string(&input) : nil,
            duration: input.bool() ? .milliseconds(int64(&input)) : nil, list: list)
    }
}

/// Any `Int`, from 8 bytes.
private func int64(_ input: inout FuzzBytes) -> Int {
    input.take(8).reduce(0) { $0 << 8 | Int($1) }
}

/// Up to 8 bytes as UTF-8 (invalid bytes replaced).
private func string(_ input: inout FuzzBytes) -> String {
    String(decoding: input.take(input.int(in: 0...8)), as: UTF8.self)
}

private func strings(_ input: inout FuzzBytes) -> [String] {
    (0..<input.int(in: 0...2)).map { _ in string(&input) }
}
