import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

@MainActor
@Suite struct SectionIndexTests {
    private func alphabet() -> [SectionedDataSource.Section] {
        ["Alpha", "Bravo", "Charlie", "Delta", "Жук", "東京"].map { name in
            section(name, header: name, (1...3).map { "\(name)\($0)" })
        }
    }

    @Test func typingALetterScrollsAnimatedToItsSection() {
        let (view, _, stepper) = makePluginView(alphabet(), columns: 20, rows: 6, plugins: [SectionIndex()])
        #expect(view.handle(.character("D")))
        #expect(view.isAnimating)
        let frames = stepper.settle(view).map(\.text)
        #expect(frames.count > 2)
        #expect(frames.last?.hasPrefix("Delta") == true)
        #expect(view.handle(.character("Ж")))  // any script, upper case
        stepper.settle(view)
        #expect(view.hit(atScreenLine: 0) == .header(section: 4))
        #expect(view.handle(.character("東")))  // no case: as typed
        #expect(!view.handle(.character("a")))  // lower case: the app's
        #expect(!view.handle(.character("Z")))  // no such section
    }

    /// Headers that start with a mark ("… B", "#2") are indexed by their
    /// first letter or digit, and a typed letter reaches them.
    @Test func marksBeforeTheFirstLetterArePassedOver() {
        let marked = ["… Bravo", "… Charlie", "#2 Delta"].map { name in section(name, header: name, ["\(name) 1", "\(name) 2"]) }
        let (view, _, stepper) = makePluginView(marked, columns: 20, rows: 4, plugins: [SectionIndex()])
        let frame = view.frame(at: stepper.clock.now, columns: 20, rows: 4)
        #expect((0..<3).map { frame.cells[$0][19].glyph } == ["B", "C", "2"])
        #expect(view.handle(.character("C")))
        stepper.settle(view)
        #expect(view.hit(atScreenLine: 0) == .header(section: 1))
    }

    @Test func theIndexColumnShowsTheLettersAndTheCurrentOne() {
        let (view, _, stepper) = makePluginView(alphabet(), columns: 20, rows: 6, plugins: [SectionIndex()])
        view.setScrollOffset(8)  // Charlie at the top
        let frame = view.frame(at: stepper.clock.now, columns: 20, rows: 6)
        // Six letters on six lines, in the last column; rows are clipped two columns short.
        let column = (0..<6).compactMap { frame.cells[$0][19].glyph ?? frame.cells[$0][18].glyph }
        #expect(column.count == 6)
        #expect(frame.cells[2][19].glyph == "C")
        #expect(frame.cells[2][19].style.reverse)
        #expect(!frame.cells[1][19].style.reverse)
        #expect(frame.cells[0][18].glyph == nil || frame.cells[0][18].glyph == " ")
    }

    @Test func manyLettersAreSampledAndRowsLeaveRoom() {
        let sections = (0..<20).map { i in
            let letter = Character(Unicode.Scalar(UInt8(65 + i)))
            return section("\(letter)", header: "\(letter) section with a long title", ["\(letter)1"])
        }
        let (view, _, stepper) = makePluginView(sections, columns: 12, rows: 5, plugins: [SectionIndex()])
        let frame = view.frame(at: stepper.clock.now, columns: 12, rows: 5)
        #expect(frame.line(0) == "A section… A")  // ten columns of row (cut with "…"), a gap, the index
        #expect((0..<5).map { frame.cells[$0][11].glyph } == ["A", "E", "I", "M", "Q"])
    }
}
