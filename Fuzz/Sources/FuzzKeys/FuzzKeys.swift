import CollectionView
import CollectionViewTesting
import FuzzSupport
import ListDiff
import TerminalUI

/// Key and mouse reports, as ncurses hands them over (any code point, key
/// code, mouse mask, size), decoded by `KeyDecoder` and given to a list's
/// plugins (selection, folding, the section index) with time passing. The
/// promises, after every event:
/// - the selection, if any, is a row or header that exists;
/// - without folding, the view shows exactly its data source;
/// - a frame drawn at any size holds no control character.
@_cdecl("FuzzKeys_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzOne)
}

/// libFuzzer's own entry point, for when its `main` is the one linked.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(data, size)
}

private let keyNames: [String?] = [nil, "kUP", "kDN", "kLFT", "kRIT", "kUP3", "kDN5", "kRIT5", "kHOM", "kEND", "kNXT", "kPRV", ""]

private func raw(_ input: inout FuzzBytes) -> RawInput {
    switch input.int(in: 0...5) {
    case 0, 1:
        // Printable, control, and beyond Unicode (get_wch can return anything).
        let scalar = input.bool() ? UInt32(input.byte()) : UInt32(input.int(in: 0...0xFFFF)) << input.int(in: 0...5)
        return .character(scalar)
    case 2, 3:
        return .keyCode(Int32(input.int(in: 0...0x3FF)), name: input.pick(keyNames))
    case 4:
        let buttons = UInt(input.byte()) << (8 * UInt(input.int(in: 0...3)))
        return .mouse(column: input.int(in: -2...90), row: input.int(in: -2...40), buttons: buttons)
    default:
        return .resize(CellSize(columns: input.int(in: 0...120), rows: input.int(in: 0...50)))
    }
}

private func list(_ input: inout FuzzBytes) -> [ListSection<String, Int>] {
    var next = 0
    return (0..<input.int(in: 0...4)).map { s in
        let items = (0..<input.int(in: 0...12)).map { _ in
            next += 1
            return next
        }
        return ListSection(model: input.pick(["Alpha", "beta", "", "3rd", "★ Stars", "\u{1B}[31mred"]) + "\(s)", items: items)
    }
}

private func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzBytes(data, size)
    return MainActor.assumeIsolated {
        var input = bytes
        let folding = input.bool()
        let clock = ManualClock()
        var plugins: [any CollectionViewPlugin] = [Selectable(), SectionIndex()]
        if folding { plugins.append(Foldable()) }
        let controller = ListController<String, Int>(
            clock: clock, executor: ManualExecutor(),
            header: { StyledText($0) }, row: { StyledText("row \($0)\u{7}") }, plugins: plugins)
        let state = list(&input)
        controller.reload(to: state)
        var canvas = GridCanvas(columns: input.int(in: 1...80), rows: input.int(in: 1...30))
        controller.view.render(into: &canvas)
        var events = 0
        while !input.isEmpty, events < 200 {
            events += 1
            let report = raw(&input)
            if case let .resize(size) = report, size.columns > 0, size.rows > 0 {
                canvas = GridCanvas(columns: size.columns, rows: size.rows)
            }
            if let event = KeyDecoder.decode(report) { controller.view.handle(event) }
            clock.advance(by: .milliseconds(input.int(in: 0...300)))
            controller.view.advance()
            canvas.clear()
            controller.view.render(into: &canvas)
            check(controller.view, state: state, canvas: canvas, folding: folding)
        }
        return 0
    }
}

@MainActor
private func check(_ view: CollectionView, state: [ListSection<String, Int>], canvas: GridCanvas, folding: Bool) {
    if let path = view.selectedItem {
        require(state.indices.contains(path.section) && state[path.section].items.indices.contains(path.item),
                "selected row \(path) is not in the list")
    }
    if let header = view.selectedHeader {
        require(state.indices.contains(header), "selected header \(header) is not in the list")
    }
    if !folding {
        let problem = ViewVerifier.firstMismatch(view: view, shown: state, expected: state)
        require(problem == nil, "the view does not show its data: \(problem ?? "")")
    }
    for (y, row) in canvas.cells.enumerated() {
        for cell in row {
            guard let glyph = cell.glyph else { continue }
            require(!glyph.unicodeScalars.contains(where: isControl), "control character drawn on line \(y)")
        }
    }
}

/// C0, DEL or C1.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}
