import CollectionView
import Testing
import TerminalUI

/// The `?` overlay: a framed box of keys, centred, cut to what fits.
@MainActor @Suite struct HelpOverlayTests {
    @Test func keysAndMeaningsInAFramedCentredBox() {
        var canvas = GridCanvas(columns: 30, rows: 8)
        HelpOverlay.draw(on: &canvas, title: "app — keys", help: [KeyHelp(keys: "q", text: "quit"), KeyHelp(keys: "Space", text: "pause")])
        #expect(canvas.render() == [
            "",
            "       ╭──────────────╮",
            "       │ app — keys   │",
            "       │              │",
            "       │ q     quit   │",
            "       │ Space pause  │",
            "       ╰──────────────╯",
            "",
        ].joined(separator: "\n"))
    }

    @Test func aLongListSaysSoAndATinyCanvasGetsNoBox() {
        var canvas = GridCanvas(columns: 40, rows: 8)
        HelpOverlay.draw(on: &canvas, title: "keys", lines: (0..<10).map { ("k\($0)", "action \($0)") })
        let text = canvas.render()
        #expect(text.contains("k0") && text.contains("… (taller te") && !text.contains("k9"), "\(text)")
        var tiny = GridCanvas(columns: 10, rows: 3)
        HelpOverlay.draw(on: &tiny, title: "keys", lines: [("q", "quit")])
        #expect(tiny.render().allSatisfy { $0 == "\n" || $0 == " " })
    }
}
