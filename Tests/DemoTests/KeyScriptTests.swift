@testable import Demo
import CollectionView
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
    }

    @Test func contactsAreDeterministicAndMixScripts() {
        var a = ContactGenerator(seed: 7)
        var b = ContactGenerator(seed: 7)
        let first = a.makeContacts(300)
        #expect(first == b.makeContacts(300))
        #expect(Set(first.map(\.id)).count == 300)
        #expect(first.contains { $0.name.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) } })  // Cyrillic
        #expect(first.contains { $0.name.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })  // CJK
        #expect(first.contains { $0.name.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(first.contains { $0.name.contains("é") || $0.name.contains("ø") || $0.name.contains("ü") })
    }
}
