import CollectionView
import Testing
import TerminalUI

/// Bracketed paste: what the terminal wraps in `ESC [200~` … `ESC [201~`
/// arrives as one paste, whatever batches it comes in; everything else is
/// decoded as keys, as before.
@Suite struct BracketedPasteTests {
    /// The raw reports of `text` as ncurses gives them (one code point each).
    static func raw(_ text: String) -> [RawInput] { text.unicodeScalars.map { .character($0.value) } }

    @Test func aPasteBetweenTheMarkersIsOneInputAmongKeys() {
        var paste = BracketedPaste()
        let inputs = paste.decode(Self.raw("a\u{1B}[200~q j\r\nx\ry\u{1B}[201~b"))
        #expect(inputs == [
            .event(.key(.character("a"))), .paste("q j\nx\ny"), .event(.key(.character("b"))),
        ])
        #expect(!paste.isPasting)
    }

    @Test func aPasteMayComeInSeveralBatches() {
        var paste = BracketedPaste()
        #expect(paste.decode(Self.raw("\u{1B}[200~hel")).isEmpty)
        #expect(paste.isPasting)
        // A resize during the paste is still delivered; the end marker itself may be cut.
        #expect(paste.decode([.resize(CellSize(columns: 30, rows: 5))] + Self.raw("lo\u{1B}[20")) == [.event(.resize(CellSize(columns: 30, rows: 5)))])
        #expect(paste.decode(Self.raw("1~")) == [.paste("hello")])
        #expect(!paste.isPasting)
    }

    @Test func escAndWhatIsNotAMarkerAreKeys() {
        var paste = BracketedPaste()
        #expect(paste.decode(Self.raw("\u{1B}")) == [.event(.key(.escape))], "a lone Esc")
        #expect(paste.decode(Self.raw("\u{1B}[2x")) == [
            .event(.key(.escape)), .event(.key(.character("["))), .event(.key(.character("2"))), .event(.key(.character("x"))),
        ])
        #expect(paste.decode([.keyCode(0x103, name: nil)] + Self.raw("\u{1B}\u{1B}[200~\u{1B}[201~")) == [
            .event(.key(.up)), .event(.key(.escape)), .paste(""),
        ], "an Esc before a marker; an empty paste")
    }

    @Test func theModeIsTurnedOnAndOffByXtermsSequences() {
        #expect(BracketedPaste.on == "\u{1B}[?2004h")
        #expect(BracketedPaste.off == "\u{1B}[?2004l")
    }
}
