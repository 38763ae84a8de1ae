import CollectionView
import ListDiff
import Testing

@MainActor
@Suite struct LayoutTests {
    @Test func headersRowsOfAnyHeightAndBlankLines() {
        var tall = section("B", header: "B", ["b1"])
        tall.items[0].content = "first\nsecond\nthird (not shown)"
        tall.items[0].height = 2
        let (view, _, _) = makeView([section("A", header: "A", ["a1"]), tall, section("C", ["c1"])], rows: 8) {
            $0.blankLineBetweenSections = true
        }
        #expect(still(view) == "A\na1\n\nB\nfirst\nsecond\n\nc1")
        #expect(view.contentHeight == 8)
        view.configuration.blankLineBetweenSections = false
        #expect(still(view) == "A\na1\nB\nfirst\nsecond\nc1\n\n")
    }

    @Test func stickyHeaderWhileScrollingThroughALongSection() {
        let (view, _, _) = makeView([section("A", header: "A", (0..<10).map { "a\($0)" }), section("B", header: "B", ["b0", "b1", "b2", "b3"])], rows: 4)
        view.setScrollOffset(3)
        #expect(still(view) == "A\na3\na4\na5")
        #expect(view.hit(atScreenLine: 0) == .header(section: 0))
        #expect(view.hit(atScreenLine: 1) == .item(path(0, 3)))
        view.setScrollOffset(11)
        #expect(still(view) == "B\nb0\nb1\nb2")  // B's own header at the top: no sticky copy
        view.setScrollOffset(10)
        #expect(still(view) == "A\nB\nb0\nb1")
    }

    /// During an animated jump across several sections, the pinned header
    /// names the section whose rows pass the top, never the destination's
    /// before its rows arrive.
    @Test func stickyHeaderFollowsTheRowsDuringAnAnimatedJump() {
        let letters = ["A", "B", "C", "D", "E", "F"]
        let sections = letters.map { letter in
            section(letter, header: letter, (0..<6).map { "\(letter.lowercased())\($0)" })
        }
        let (view, _, clock) = makeView(sections, columns: 10, rows: 5)
        view.setScrollOffset(5 * 7 + 3, animated: true)  // from the top of A to F's third row
        var checked = 0
        for step in 0...40 {
            let frame = view.frame(at: clock.now + .milliseconds(250) * Double(step) / 40, columns: 10, rows: 5)
            let top = frame.line(0)
            let next = frame.line(1)
            // A row on line 1 (lower-case name) belongs to the section named on line 0.
            guard let first = next.first, first.isLowercase else { continue }
            #expect(top == first.uppercased(), "frame \(step): header \(top) above row \(next)")
            checked += 1
        }
        #expect(checked > 20)
    }

    /// The row under the pinned header is deleted or moved within its own
    /// section, while the section's number changes (a section above goes):
    /// the header stays pinned in every frame, never the row in its place.
    @Test(arguments: ["delete", "move"])
    func stickyHeaderStaysWhileTheRowUnderItGoes(_ kind: String) throws {
        let z = section("Z", header: "Z", ["z0", "z1"])
        let a = section("A", header: "A", (0..<10).map { "a\($0)" })
        let (view, source, clock) = makeView([z, a], columns: 10, rows: 4)
        view.setScrollOffset(3 + 3)  // A's header above the screen, a2 under the pinned header
        #expect(still(view) == "A\na3\na4\na5")
        var rest = a
        let row = rest.items.remove(at: 2)
        var batch = Changeset(sections: .init(deleted: [0]))
        if kind == "move" {
            rest.items.append(row)
            batch.items.moved = [Move(from: path(1, 2), to: path(0, 9))]
        } else {
            batch.items.deleted = [path(1, 2)]
        }
        source.sections = [rest]
        try view.performBatchUpdates(batch)
        for step in 0...25 {
            let line = view.frame(at: clock.now + .milliseconds(10 * step), columns: 10, rows: 4).line(0)
            #expect(line == "A", "\(kind), at \(10 * step) ms: line 0 is \(line)")
        }
    }

    @Test func scrollOffsetIsClampedAndScrollToSelectionIsMinimal() {
        let (view, _, _) = makeView([section("A", header: "A", (0..<20).map { "a\($0)" })], rows: 5)
        view.setScrollOffset(100)
        #expect(view.scrollOffset == 16 && view.maximumScrollOffset == 16)
        view.setScrollOffset(-3)
        #expect(view.scrollOffset == 0)
        view.selectItem(at: path(0, 10))
        #expect(view.scrollOffset == 7)  // a10 (line 11) is the last visible line
        view.selectItem(at: path(0, 2))
        #expect(view.scrollOffset == 2)  // a2 right under the pinned header
        #expect(still(view).hasPrefix("A\na2\n"))
        #expect(view.visibleItems == (1...5).map { path(0, $0) })  // a1 is under the pinned header
        #expect(!view.selectItem(at: path(0, 20)) && view.selectedItem == path(0, 2))
    }

    @Test func selectionFollowsItsItemAndFallsToTheNearestSurvivor() throws {
        let (view, source, _) = makeView([section("A", header: "A", ["a", "b", "c"]), section("B", header: "B", ["d"])])
        view.selectItem(at: path(0, 0))
        source.sections = [section("A", header: "A", ["b", "c"]), section("B", header: "B", ["d", "a"])]
        try view.performBatchUpdates(Changeset(items: .init(moved: [Move(from: path(0, 0), to: path(1, 1))])), animated: false)
        #expect(view.selectedItem == path(1, 1) && view.selectedItemID == AnyHashable("a"))
        // Deleted: the next surviving row takes the selection.
        view.selectItem(at: path(0, 0))
        source.sections = [section("A", header: "A", ["c"]), section("B", header: "B", ["d", "a"])]
        try view.performBatchUpdates(Changeset(items: .init(deleted: [path(0, 0)])), animated: false)
        #expect(view.selectedItemID == AnyHashable("c"))
        // The last row deleted: the previous one.
        view.selectItem(at: path(1, 1))
        source.sections = [section("A", header: "A", ["c"]), section("B", header: "B", ["d"])]
        try view.performBatchUpdates(Changeset(items: .init(deleted: [path(1, 1)])), animated: false)
        #expect(view.selectedItemID == AnyHashable("d"))
    }

    @Test func emptyListsAndEmptyCanvases() throws {
        let (view, source, clock) = makeView([])
        #expect(still(view) == String(repeating: "\n", count: 9))
        var tiny = GridCanvas(columns: 0, rows: 0)
        view.render(into: &tiny)
        source.sections = [section("A", header: "A", ["a"])]
        try view.performBatchUpdates(Changeset(sections: .init(inserted: [0])))
        view.render(into: &tiny)  // animating on a canvas of no cells
        clock.advance(by: .seconds(1))
        var canvas = GridCanvas(columns: 4, rows: 3)
        view.render(into: &canvas)
        #expect(canvas.render() == "A\na\n")
        #expect(view.hit(atScreenLine: -1) == nil && view.hit(atScreenLine: 7) == nil)
    }

    @Test func lookupsByID() {
        let (view, _, _) = makeView([section("A", header: "A", ["a", "b"]), section("B", header: "B", ["c"])])
        #expect(view.indexPath(forItemID: "c") == path(1, 0))
        #expect(view.indexPath(forItemID: "zz") == nil)
        #expect(view.section(forID: "B") == 1)
        #expect(view.hit(atScreenLine: 3) == .header(section: 1))
        #expect(view.hit(atScreenLine: 9) == nil)
        #expect(view.lineRange(of: path(1, 0)) == 4..<5)
        view.viewportSize = CellSize(columns: 24, rows: 2)
        view.scrollToSection(1)
        #expect(view.scrollOffset == 3)
        view.scrollToSection(7)
        #expect(view.scrollOffset == 3)
    }

    @Test func theSelectedRowIsDrawnReversed() {
        let (view, _, _) = makeView([section("A", ["a", "b"])], columns: 4, rows: 2)
        view.selectItem(at: path(0, 1))
        var canvas = GridCanvas(columns: 4, rows: 2)
        view.render(into: &canvas)
        #expect(canvas.renderStyled() == "a\n[r:b   ]")
    }

    @Test func controlCharactersInItemTextAreShownNotSent() {
        var row = section("A", ["x"])
        row.items[0].content = "bad\u{1B}[2Jtext"
        let (view, _, _) = makeView([row], rows: 1)
        #expect(still(view) == "bad\u{241B}[2Jtext")
    }

    @Test func aMillionRowsLayOutOnlyWhatIsVisible() {
        let source = MillionSource()
        let clock = ManualClock()
        let view = CollectionView(dataSource: source, clock: clock, viewportSize: CellSize(columns: 20, rows: 5))
        view.setScrollOffset(700_081)  // section 7's header is line 7 × 100,001
        var canvas = GridCanvas(columns: 20, rows: 5)
        view.render(into: &canvas)
        #expect(canvas.render() == "Section 7\nitem 7.74\nitem 7.75\nitem 7.76\nitem 7.77")
        #expect(source.contentCalls == 5)  // the visible rows only (7.73 is under the sticky header)
    }
}

/// Ten sections of 100,000 rows; counts what content it is asked for.
@MainActor
final class MillionSource: CollectionViewDataSource {
    var contentCalls = 0
    func numberOfSections() -> Int { 10 }
    func numberOfItems(inSection section: Int) -> Int { 100_000 }
    func sectionID(_ section: Int) -> AnyHashable { section }
    func header(forSection section: Int) -> StyledText? { StyledText("Section \(section)") }
    func itemID(at path: ItemPath) -> AnyHashable { path.section * 100_000 + path.item }
    func content(at path: ItemPath) -> StyledText {
        contentCalls += 1
        return StyledText("item \(path.section).\(path.item)")
    }
}
