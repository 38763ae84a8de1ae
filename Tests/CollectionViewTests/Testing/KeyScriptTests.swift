import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

@Suite struct KeyScriptTests {
    @Test func parsesKeysWaitsTypingAndComments() throws {
        let script = """
        # delete the second person, then undo
        down
        d            # delete
        wait 300ms
        wait 1.5s
        type Ann
        shift-up
        resize 40x12
        #
        /
        """
        let steps = try KeyScript.parse(script)
        #expect(steps == [
            .key(.down), .key(.character("d")), .wait(.milliseconds(300)), .wait(.milliseconds(1500)),
            .type("Ann"), .key(.shiftUp), .resize(columns: 40, rows: 12),
            .key(.character("#")), .key(.character("/")),
        ])
    }

    @Test func ctrlFunctionAndOtherKeysHaveNames() throws {
        let steps = try KeyScript.parse("ctrl-r\nF5\nf12\ninsert\nshift-tab\nspace\n")
        #expect(steps == [.key(.control("r")), .key(.function(5)), .key(.function(12)), .key(.insert), .key(.backTab), .key(.space)])
        #expect(throws: KeyScriptError(line: 1, problem: "unknown key \"f99\"")) { try KeyScript.parse("f99") }
    }

    @Test func badLinesNameTheLine() {
        #expect(throws: KeyScriptError(line: 2, problem: "unknown key \"dwon\"")) {
            try KeyScript.parse("down\ndwon\n")
        }
        #expect(throws: KeyScriptError(line: 1, problem: "cannot read the duration \"soon\" (use e.g. 300ms or 2s)")) {
            try KeyScript.parse("wait soon")
        }
        #expect(throws: KeyScriptError(line: 3, problem: "cannot read the size \"big\" (use e.g. 80x24)")) {
            try KeyScript.parse("\n\nresize big")
        }
        #expect(throws: KeyScriptError(line: 1, problem: "unknown step \"down up\"")) { try KeyScript.parse("down up") }
    }

    /// Windows line ends: CR LF is one Character in Swift, so a script split
    /// on "\n" alone read `down\r\nup` as one unknown key.
    @Test func crLineEndsReadAsLineFeeds() throws {
        #expect(try KeyScript.parse("down\r\nwait 5ms\r\nup\r\n") == [.key(.down), .wait(.milliseconds(5)), .key(.up)])
        #expect(throws: KeyScriptError(line: 2, problem: "unknown key \"dwon\"")) { try KeyScript.parse("down\r\ndwon\r\n") }
    }

    /// Before the move to the library, a wait in seconds beyond `Int`
    /// (`wait 1e300s`) trapped converting to milliseconds, and any size was
    /// taken (`resize 99999x99999` drew a frame of ten billion cells).
    @Test func waitsAndSizesOutOfRangeAreErrorsNotTraps() {
        #expect(throws: KeyScriptError(line: 1, problem: "cannot read the duration \"1e300s\" (use e.g. 300ms or 2s)")) {
            try KeyScript.parse("wait 1e300s")
        }
        #expect(throws: KeyScriptError(line: 1, problem: "the duration \"86401s\" is longer than a day (86400s)")) {
            try KeyScript.parse("wait 86401s")
        }
        #expect(throws: KeyScriptError(line: 2, problem: "the size \"1001x5\" is larger than 1000x1000")) {
            try KeyScript.parse("up\nresize 1001x5")
        }
        #expect((try? KeyScript.parse("wait 86400s\nresize 1000x1000")) == [.wait(.seconds(86_400)), .resize(columns: 1000, rows: 1000)])
    }

    @Test func everyStepReadsBackFromItsLine() throws {
        let steps: [ScriptStep] = [
            .key(.up), .key(.pageDown), .key(.escape), .key(.backTab), .key(.control("x")), .key(.function(64)),
            .key(.character("#")), .key(.character("é")), .key(.character("F")),
            .wait(.zero), .wait(.milliseconds(1500)), .type("a # b".replacingSpaces()), .type("Ann #"), .resize(columns: 1, rows: 1000),
        ]
        let text = try #require(KeyScript.text(for: steps))
        #expect(try KeyScript.parse(text) == steps)
        #expect(text.hasPrefix("up\npgdn\nesc\nshift-tab\nctrl-x\nf64\n#\né\nF\nwait 0ms\nwait 1500ms\n"))
    }

    /// Found by `FuzzKeyScripts` (seed `Corpus/FuzzKeyScripts/lone-cr`): a lone
    /// CR inside a typed text is part of the text (only LF and CR LF end a
    /// line), but the text was said to have no script line.
    @Test func aLoneCRIsTypedAndWritten() throws {
        let steps = try KeyScript.parse("type \u{0}bc\r\u{0}\nup")
        #expect(steps == [.type("\u{0}bc\r\u{0}"), .key(.up)])
        #expect(try KeyScript.parse(try #require(KeyScript.text(for: steps))) == steps)
    }

    @Test func stepsWithoutALineSayNone() {
        #expect(ScriptStep.key(.click(line: 1, column: 2)).scriptLine == nil)
        #expect(ScriptStep.key(.character(" ")).scriptLine == nil)
        #expect(ScriptStep.key(.control("R")).scriptLine == nil)
        #expect(ScriptStep.key(.function(65)).scriptLine == nil)
        #expect(ScriptStep.wait(.microseconds(1500)).scriptLine == nil)
        #expect(ScriptStep.wait(.seconds(-1)).scriptLine == nil)
        #expect(ScriptStep.type("a # b").scriptLine == nil)
        #expect(ScriptStep.type(" a").scriptLine == nil)
        #expect(ScriptStep.type("a\nb").scriptLine == nil)
        #expect(ScriptStep.type("a\r\nb").scriptLine == nil)
        #expect(ScriptStep.type("").scriptLine == nil)
        #expect(ScriptStep.resize(columns: 0, rows: 5).scriptLine == nil)
        #expect(KeyScript.text(for: [.key(.up), .key(.wheelUp)]) == nil)
    }

    @MainActor @Test func aPilotPlaysTheSteps() throws {
        let pilot = Pilot(size: CellSize(columns: 12, rows: 4)) { clock, executor in Letters(clock: clock, executor: executor) }
        pilot.play(try KeyScript.parse("type ab\nwait 100ms\nresize 10x3\nc"))
        #expect(pilot.app.pilotedView.isAnimating)
        #expect(pilot.clock.now == .milliseconds(100))
        #expect(pilot.size == CellSize(columns: 10, rows: 3))
        pilot.finish()
        #expect(pilot.text() == "Letters\nc\nb")
    }
}

private extension String {
    /// The text with its spaces as no-break spaces, which are not a comment's.
    func replacingSpaces() -> String { String(map { $0 == " " ? "\u{A0}" : $0 }) }
}

/// A list that puts each letter typed at the top.
@MainActor private final class Letters: PilotedApp {
    let list: ListController<String, String>
    private var letters: [String] = []

    init(clock: any AnimationClock, executor: any UIExecutor) {
        list = ListController(clock: clock, executor: executor, header: { StyledText($0) }, row: { StyledText($0) })
        list.apply([ListSection(model: "Letters", items: [])], animated: false)
    }

    var pilotedView: CollectionView { list.view }
    var isIdle: Bool { list.queue.isIdle }
    func handle(_ input: ViewInput) {
        guard let character = input.typedCharacter else { return }
        letters.insert(String(character), at: 0)
        list.apply([ListSection(model: "Letters", items: letters)])
    }
    func draw<C: Canvas>(on canvas: inout C) { list.view.render(into: &canvas) }
}
