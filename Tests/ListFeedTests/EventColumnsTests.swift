import CollectionView
import ListDiff
import ListFeed
import ListInput
import Testing

/// The cell columns of a table of change events: measured where rows are
/// read, they only grow; a row's line is laid in them.
@Suite struct EventColumnsTests {
    @Test func columnsGrowToTheWidestCellButTheLastAndNeverShrink() {
        var columns = EventColumns()
        var grew = columns.widen(to: ["ada", "Running", "7"])
        #expect(grew && columns.widths == [3, 7])
        grew = columns.widen(to: ["bo", "Pending", "12345"])
        #expect(!grew, "narrower cells, and a wider last cell, widen nothing")
        grew = columns.widen(to: ["pod-107", "Running"])
        #expect(grew && columns.widths == [7, 7])
        #expect(columns.width(5) == 0)
        // A very long cell widens its column only to the cap.
        columns.widen(to: [String(repeating: "x", count: 300), "y"])
        #expect(columns.widths == [EventColumns.widest, 7])
    }

    @Test func cellsAreMeasuredAsTheyAreDrawn() {
        // Wide characters take two columns; a control character is drawn as one placeholder.
        #expect(EventColumns.width(of: "名前") == 4)
        #expect(EventColumns.width(of: "a\tb") == 3)
        #expect(EventColumns.width(of: "") == 0)
        #expect(EventColumns.width(of: "pod-1") == 5)
        #expect(EventColumns.width(of: String(repeating: "é", count: 50)) == EventColumns.widest)
    }

    /// Cells are drawn as they are measured: printable ASCII as it is (no copy), anything else made safe, and
    /// a cell longer than ``EventColumns/longestCell`` cut with `…`, ASCII or not.
    @MainActor @Test func cellsAreDrawnAsTheyAreMeasured() {
        #expect(EventColumns.drawn("pod-1") == ("pod-1", 5))
        #expect(EventColumns.drawn("a\tb").width == 3 && EventColumns.drawn("a\tb").text != "a\tb")
        #expect(EventColumns.drawn("名前") == ("名前", 4))
        let long = String(repeating: "x", count: EventColumns.longestCell + 1)
        let cut = EventColumns.drawn(long)
        #expect(cut.width == EventColumns.longestCell && cut.text.hasSuffix("…"))
        #expect(EventColumns.drawn(String(repeating: "x", count: EventColumns.longestCell)).text.count == EventColumns.longestCell)
    }

    @Test func chunksMergeByTheWiderOfEachColumn() {
        var a = EventColumns()
        a.widen(to: ["abc", "d", "last"])
        var b = EventColumns()
        b.widen(to: ["a", "defgh", "ij", "last"])
        var grew = a.widen(to: b)
        #expect(grew && a.widths == [3, 5, 2])
        grew = a.widen(to: b)
        #expect(!grew)
    }

    @Test func aRowsLineIsIndentedInASectionPaddedToItsColumnsAndCut() {
        var columns = EventColumns()
        columns.widen(to: ["名前", "a\tb", "z"])
        // A row's line pads each cell but the last to its column, whatever path measured it.
        #expect(columns.line(EventRow(EventRecord(key: "k", cells: ["ab", "c", "last"]))) == "ab    c    last")
        let sectioned = EventRow(EventRecord(key: "k", section: "prod", cells: ["ab", "c", "last"]))
        #expect(columns.line(sectioned) == "  ab    c    last")
        #expect(columns.line(sectioned, width: 8) == "  ab   …", "cut to 8 columns with …")
    }
}
