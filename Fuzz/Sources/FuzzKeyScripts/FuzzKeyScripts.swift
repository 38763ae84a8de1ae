import CollectionView
import CollectionViewTesting
import FuzzSupport
import ListDiff

/// `demo --replay` key scripts: any bytes (as UTF-8, invalid bytes
/// replaced) read as a script, and what parses played by a `Pilot` on a
/// small list whose keys insert, delete, reverse and rotate rows. The promises:
/// - a parse either returns steps or throws a `KeyScriptError` naming a line
///   of the input, the first bad one (the lines before it parse, the line
///   alone does not), with a message;
/// - every parsed step has a script line, and the script of the steps
///   parses to the same steps;
/// - played (up to 200 key presses), every frame drawn is a list: each line
///   blank or one header or row (cut at the screen's edge), none twice, no
///   control character; once everything has landed, the view shows exactly
///   its data (`ViewVerifier`).
@_cdecl("FuzzKeyScripts_main")
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
    let text = String(decoding: input.rest(), as: UTF8.self)
    let steps: [ScriptStep]
    do {
        steps = try KeyScript.parse(text)
    } catch {
        checkError(error, in: text)
        return 0
    }
    guard let script = KeyScript.text(for: steps) else {
        require(false, "a parsed step has no script line: \(steps.filter { $0.scriptLine == nil })")
        return 0
    }
    do {
        let again = try KeyScript.parse(script)
        require(again == steps, "the script of the steps parses differently:\n\(script)")
    } catch {
        require(false, "the script of the steps does not parse: \(error)\n\(script)")
    }
    MainActor.assumeIsolated { play(steps) }
    return 0
}

private func checkError(_ error: KeyScriptError, in text: String) {
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    require((1...lines.count).contains(error.line), "\(error) names line \(error.line) of \(lines.count)")
    require(!error.problem.isEmpty, "an error without a message")
    let before = lines.prefix(error.line - 1).joined(separator: "\n")
    require((try? KeyScript.parse(before)) != nil, "line \(error.line) is not the first bad line: \(error)")
    do {
        _ = try KeyScript.parse(String(lines[error.line - 1]))
        require(false, "line \(error.line) alone parses: \(error)")
    } catch {
        require(error.line == 1, "line alone: the error names line \(error.line)")
    }
}

/// Plays `steps` on a `Keys` app, checking every frame small enough to check quickly.
@MainActor
private func play(_ steps: [ScriptStep]) {
    let pilot = Pilot(size: CellSize(columns: 20, rows: 8)) { clock, executor in Keys(clock: clock, executor: executor) }
    var presses = 200
    for step in steps {
        guard presses > 0 else { break }
        switch step {
        case .key: presses -= 1; pilot.play(step)
        case let .type(text):
            let typed = text.prefix(presses)
            presses -= typed.count
            pilot.play(.type(String(typed)))
        default: pilot.play(step)
        }
        check(pilot)
    }
    pilot.finish()
    check(pilot)
    let problem = ViewVerifier.firstMismatch(view: pilot.app.list.view, shown: pilot.app.list.shownState, expected: pilot.app.state)
    require(problem == nil, "after the script the view does not show its data: \(problem ?? "")")
}

@MainActor
private func check(_ pilot: Pilot<Keys>) {
    guard pilot.size.columns * pilot.size.rows <= 40_000 else { return }
    let frame = pilot.frame()
    let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
    require(lines.count <= pilot.size.rows, "a frame of \(lines.count) lines at \(pilot.size.rows) rows")
    var seen = Set<Substring>()
    for (number, line) in lines.enumerated() {
        require(!line.unicodeScalars.contains(where: isControl), "control character drawn on line \(number)")
        let shown = line.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()
        guard !shown.isEmpty else { continue }
        let text = Substring(String(shown))
        // A label wider than the screen is cut by the view and ends in "…".
        let cut = text.last == "…" ? text.dropLast() : text
        require(Keys.labels.contains { $0.hasPrefix(cut) }, "line \(number) is no header or row: \"\(line)\"\n\(frame.text)")
        // A cut label may be the prefix of others (a one-column screen): only whole ones count twice.
        if Keys.labels.contains(String(text)), pilot.size.columns >= 8 {
            require(seen.insert(text).inserted, "\"\(text)\" drawn twice\n\(frame.text)")
        }
    }
}

/// C0, DEL or C1.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

/// A list of rows named by letters: typing a letter or digit inserts its row
/// at the top (or deletes it when there), `enter` reverses the rows, `tab`
/// moves the last row to the top; arrows move the selection (`Selectable`).
@MainActor
private final class Keys: PilotedApp {
    static let names = (Array("abcdefghijklmnopqrstuvwxyz0123456789")).map { "row \($0)" }
    static let headers = ["Keys", "More"]
    static let labels = Set(names + headers)
    let list: ListController<String, String>
    private(set) var state: [ListSection<String, String>] = [ListSection(model: "Keys", items: ["row a", "row b"]),
                                                              ListSection(model: "More", items: ["row c"])]

    init(clock: any AnimationClock, executor: any UIExecutor) {
        list = ListController(clock: clock, executor: executor, header: { StyledText($0) }, row: { StyledText($0) },
                              plugins: [Selectable()])
        list.apply(state, animated: false)
    }

    var pilotedView: CollectionView { list.view }
    var isIdle: Bool { list.queue.isIdle }

    func handle(_ input: ViewInput) {
        if list.view.handle(input) { return }
        switch input {
        case let .character(character):
            let name = "row \(character.lowercased())"
            guard Self.names.contains(name) else { return }
            if let s = state.firstIndex(where: { $0.items.contains(name) }) {
                state[s].items.removeAll { $0 == name }
            } else {
                state[character.isNumber ? 1 : 0].items.insert(name, at: 0)
            }
        case .enter:
            for s in state.indices { state[s].items.reverse() }
        case .tab:
            if let last = state[0].items.popLast() { state[0].items.insert(last, at: 0) }
        case .backspace:
            state.reverse()
        default:
            return
        }
        list.apply(state)
    }

    func draw<C: Canvas>(on canvas: inout C) { list.view.render(into: &canvas) }
}
