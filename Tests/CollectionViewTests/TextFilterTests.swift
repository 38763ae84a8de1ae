import CollectionView
import ListDiff
import SeededRandom
import Testing

/// `TextFilter`: what `/` finds, and that its byte-by-byte search agrees with folding every text.
@Suite struct TextFilterTests {
    @Test func aSectionedListKeepsTheRowsThatMatchAndDropsTheSectionsLeftEmpty() {
        let sections = [ListSection(model: "A", items: ["Ada", "Alan"]), ListSection(model: "B", items: ["Bo"]),
                        ListSection(model: "", items: ["Ángel"])]
        let filter = TextFilter("an")
        #expect(filter.filter(sections, text: { $0 }).map(\.items) == [["Alan"], ["Ángel"]])
        let kept = filter.filter(sections, text: { $0 }, keepsEmpty: { $0.isEmpty || $0 == "B" })
        #expect(kept.map(\.model) == ["A", "B", ""] && kept[1].items.isEmpty, "B is kept, empty")
        #expect(TextFilter("").filter(sections, text: { $0 }) == sections, "an empty filter shows every section")
        #expect(TextFilter("zz").filter(sections, text: { $0 }).isEmpty)
    }

    @Test func findsTextAnywhereIgnoringCaseAndAccents() {
        let filter = TextFilter("ange")
        #expect(filter.matches("ANGELA"))
        #expect(filter.matches("Ängel"))
        #expect(filter.matches("Marie-Ange Dubois"))
        #expect(!filter.matches("Angus"))
        #expect(TextFilter("ÄNG").matches("angela"))
        #expect(TextFilter("zoe").matches("Zoë Smith"))
        #expect(TextFilter("smith").matches("Zoë Smith"), "a match after a letter beyond ASCII")
        #expect(TextFilter("web").matches("web-日本"), "a match before a letter beyond ASCII")
        #expect(TextFilter("日本").matches("pod-日本-1"))
        #expect(!TextFilter("日本").matches("pod-1"))
        #expect(!TextFilter("podcast").matches("pod"), "a filter longer than the text")
    }

    @Test func anEmptyFilterMatchesEverything() {
        #expect(TextFilter("").isEmpty)
        #expect(TextFilter("").matches(""))
        #expect(TextFilter("").matches("anything"))
        #expect(TextFilter("").matches(cells: []))
        #expect(!TextFilter("a").isEmpty)
        #expect(!TextFilter("a").matches(""))
    }

    @Test func cellsMatchOneByOneOrAsDrawnWhenTheFilterHasASpace() {
        let cells = ["web-1", "Running", "3"]
        #expect(TextFilter("running").matches(cells: cells))
        #expect(TextFilter("1 run").matches(cells: cells), "across two cells, as drawn with a space between")
        #expect(!TextFilter("1running").matches(cells: cells), "cells are not run together")
        #expect(!TextFilter("pending").matches(cells: cells))
    }

    @Test func foldsCaseAndAccents() {
        #expect(TextFilter.fold("Ängel ÉCOLE") == "angel ecole")
        #expect(TextFilter.fold("pod-7") == "pod-7")
    }

    /// Random texts and filters mixing ASCII capitals, small letters, spaces and letters beyond ASCII: the search
    /// gives what searching the folded text for the folded filter gives.
    @Test func agreesWithSearchingTheFoldedText() {
        var random = SplitMix64(seed: 0x7E_F1_17E5)
        let alphabet: [String] = ["a", "A", "b", "B", "e", "E", "é", "É", "-", " ", "1", "ß", "s", "日", "ö", "O"]
        func text(_ length: Int) -> String {
            (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined()
        }
        var found = 0
        for _ in 0..<4_000 {
            let candidate = text(Int(random.next() % 12))
            let query = text(1 + Int(random.next() % 3))
            let expected = Array(TextFilter.fold(candidate).utf8).containsRun(Array(TextFilter.fold(query).utf8))
            #expect(TextFilter(query).matches(candidate) == expected, "\(query) in \(candidate)")
            if expected { found += 1 }
        }
        #expect(found > 500, "the texts must often contain the filter for the check to mean something")
    }
}

private extension Array where Element == UInt8 {
    func containsRun(_ run: [UInt8]) -> Bool {
        run.isEmpty || (count >= run.count && (0...(count - run.count)).contains { Array(self[$0..<($0 + run.count)]) == run })
    }
}
