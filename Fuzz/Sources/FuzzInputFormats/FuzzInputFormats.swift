import FuzzSupport
import ListDiff
import ListInput

/// Every `ListInput` format with random options. The promises:
/// - a parse either returns a list or throws an `InputError` whose line (when
///   it names one) is a line of the input;
/// - a list read has unique row ids and section ids (repeats without a key
///   are numbered, a repeated key is an error), so the diff accepts it;
/// - with `invalidText: .replace` no input is rejected for its bytes;
/// - `lines` and `columns` rows are at most `maximumLineLength` characters;
/// - NDJSON's `parse` is the last of its `snapshots`.
@_cdecl("FuzzInputFormats_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzOne)
}

/// libFuzzer's own entry point, for when its `main` is the one linked.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(data, size)
}

private let names = ["id", "k", "v", "name", "section", "a"]

private func selector(_ input: inout FuzzBytes) -> ColumnSelector? {
    switch input.int(in: 0...3) {
    case 0: nil
    case 1: .number(input.int(in: -1...4))
    default: .name(input.pick(names))
    }
}

private func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzBytes(data, size)
    let options = InputOptions(
        format: input.pick(InputFormat.allCases),
        key: selector(&input),
        section: selector(&input),
        header: input.pick([nil, true, false]),
        fileExtension: input.pick([nil, "txt", "csv", "tsv", "json", "ndjson", "jsonl"]),
        invalidText: input.bool() ? .replace : .reject,
        maximumLineLength: input.int(in: 0...40))
    let bytes = input.rest()
    // Tables also end records with a lone CR (as CSV readers do).
    let lineCount = lines(in: bytes)
    let format = InputParser.format(of: bytes, options: options)
    do {
        let list = try InputParser.parse(bytes, options: options)
        do {
            _ = try Changeset(from: InputList(), to: list)
        } catch {
            require(false, "\(format): a list read from input has a duplicate: \(error)")
        }
        if format == .lines || format == .columns, options.maximumLineLength > 0 {
            for row in list.lazy.flatMap(\.items) {
                require(row.text.count <= options.maximumLineLength,
                        "\(format): a row of \(row.text.count) characters, limit \(options.maximumLineLength)")
            }
        }
        if format == .ndjson {
            let last = try InputParser.snapshots(bytes, options: options).last
            require(last == list, "ndjson: parse is not the last snapshot")
        }
    } catch {
        if case .invalidUTF8 = error { require(options.invalidText == .reject, "invalid UTF-8 rejected with .replace") }
        if let line = line(of: error) {
            require((1...max(lineCount, 1)).contains(line), "\(error) names line \(line) of \(lineCount)")
        }
        require(!error.description.isEmpty, "an error without a message")
    }
    return 0
}

/// The line an error names, if it names one.
private func line(of error: InputError) -> Int? {
    switch error {
    case let .invalidUTF8(line), let .unterminatedQuote(line): line
    case let .duplicateKey(_, first, second):
        first.line.map { first in max(first, second.line ?? first) } ?? second.line
    case let .missingColumn(_, place, _), let .missingKey(_, place): place.line
    case let .malformedJSON(place), let .unexpectedShape(place, _): place?.line
    case .empty, .unknownColumn, .invalidColumnNumber, .needsHeader: nil
    }
}

/// Lines, ended by LF, CR LF or a lone CR, the last one counted even without an end.
private func lines(in bytes: [UInt8]) -> Int {
    var count = 1
    for (i, byte) in bytes.enumerated() {
        if byte == 0x0A || (byte == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) { count += 1 }
    }
    return count
}
