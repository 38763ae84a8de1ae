import CollectionView
import FuzzSupport
import ListDiff

/// The text-to-screen path: any text (any bytes, decoded as UTF-8 with
/// replacement, or any code points) put on a `GridCanvas` at any place,
/// drawn as `StyledText`, and shown as a list's rows and headers. The
/// promise: no drawn cell holds a control character (C0, DEL or C1), so no
/// input can send an escape sequence to a terminal; and no row is wider
/// than the canvas.
@_cdecl("FuzzScreenText_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzOne)
}

/// libFuzzer's own entry point, for when its `main` is the one linked.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(data, size)
}

private func text(_ input: inout FuzzBytes) -> String {
    let bytes = input.take(input.int(in: 0...64))
    if bytes.first.map({ $0 & 1 == 0 }) ?? true { return String(decoding: bytes, as: UTF8.self) }
    // Code points two bytes at a time, C1 controls and combining marks included.
    var text = ""
    var index = 1
    while index + 1 < bytes.count {
        let value = UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1])
        text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{9B}")
        index += 2
    }
    return text
}

private func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzBytes(data, size)
    return MainActor.assumeIsolated {
        var input = bytes
        var canvas = GridCanvas(columns: input.int(in: 0...40), rows: input.int(in: 0...8))
        for _ in 0..<input.int(in: 1...4) {
            let x = input.int(in: -4...44), y = input.int(in: -1...8)
            switch input.int(in: 0...2) {
            case 0: canvas.put(text(&input), x: x, y: y, style: Style(bold: input.bool()))
            case 1: canvas.draw(StyledText(text(&input)), x: x, y: y, width: input.bool() ? input.int(in: 0...40) : nil)
            default: canvas.fill(x: x, y: y, count: input.int(in: 0...50), style: Style(reverse: true))
            }
            check(canvas, "put/draw")
        }
        // The same texts as a list's headers and rows, drawn by the view.
        let texts = (0..<input.int(in: 1...6)).map { _ in text(&input) }
        let controller = ListController<String, Int>(
            clock: ManualClock(), executor: ManualExecutor(),
            header: { StyledText($0) }, row: { StyledText(texts[$0 % texts.count]) })
        controller.reload(to: [ListSection(model: texts[0], items: Array(0..<texts.count)),
                               ListSection(model: texts[texts.count - 1] + "#", items: Array(texts.count..<(2 * texts.count)))])
        var screen = GridCanvas(columns: input.int(in: 1...40), rows: input.int(in: 1...12))
        controller.view.render(into: &screen)
        check(screen, "list")
        return 0
    }
}

private func check(_ canvas: GridCanvas, _ path: String) {
    for (y, row) in canvas.cells.enumerated() {
        require(row.count == canvas.size.columns, "\(path): line \(y) has \(row.count) cells, not \(canvas.size.columns)")
        for cell in row {
            guard let glyph = cell.glyph else { continue }
            for scalar in glyph.unicodeScalars where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                require(false, "\(path): U+\(String(scalar.value, radix: 16)) drawn on line \(y)")
            }
        }
    }
}
