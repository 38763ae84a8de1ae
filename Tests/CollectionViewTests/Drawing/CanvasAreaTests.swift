import CollectionView
import Testing

@Suite struct CanvasAreaTests {
    /// A canvas of dots, to see which cells an area touched.
    static func dotted(columns: Int = 12, rows: Int = 4) -> GridCanvas {
        var canvas = GridCanvas(columns: columns, rows: rows)
        for y in 0..<rows { canvas.put(String(repeating: ".", count: columns), x: 0, y: y) }
        return canvas
    }

    /// The drawing both canvases get in ``CursesCanvasTests``: wide glyphs straddling both edges of an area.
    static func drawStraddling(on canvas: inout some Canvas) {
        canvas.withArea(Rect(x: 3, y: 1, columns: 5, rows: 2)) { area in
            area.put("中ab中", x: -1, y: 0)  // straddles the left edge
            area.put("x中中", x: 1, y: 1)    // straddles the right edge
            area.put("never", x: 0, y: 2)    // below the area
            area.put("never", x: 0, y: -1)   // above it
        }
    }

    @Test func drawsOffsetAndClippedWithoutSplittingWideGlyphs() {
        var canvas = Self.dotted()
        Self.drawStraddling(on: &canvas)
        #expect(canvas.render() == """
            ............
            ... ab中....
            ....x中 ....
            ............
            """)
    }

    @Test func clearBlanksOnlyTheArea() {
        var canvas = Self.dotted(columns: 6, rows: 3)
        canvas.withArea(Rect(x: 1, y: 1, columns: 3, rows: 5)) { $0.clear() }
        #expect(canvas.line(0) == "......")
        #expect(canvas.line(1) == ".   ..")
        #expect(canvas.line(2) == ".   ..")
    }

    @Test func areasNestAndKnowWhereTheyAreOnScreen() {
        var canvas = Self.dotted()
        canvas.withArea(Rect(x: 2, y: 1, columns: 8, rows: 3)) { outer in
            #expect(outer.screenFrame == Rect(x: 2, y: 1, columns: 8, rows: 3))
            outer.withArea(Rect(x: 1, y: 1, columns: 20, rows: 1)) { inner in
                // Clipped to the outer area, placed by both corners.
                #expect(inner.size == CellSize(columns: 7, rows: 1))
                #expect(inner.screenFrame == Rect(x: 3, y: 2, columns: 7, rows: 1))
                inner.put("0123456789", x: 0, y: 0)
            }
        }
        #expect(canvas.line(2) == "...0123456..")
    }

    @MainActor @Test func aViewRenderedInAnAreaKnowsItsFrameAndDrawsOnlyThere() {
        let source = SectionedDataSource(sections: [
            .init(id: "s", header: "Fruit", items: [.init(id: "apple"), .init(id: "banana")]),
        ])
        let view = CollectionView(dataSource: source, clock: ManualClock())
        var canvas = Self.dotted(columns: 10, rows: 5)
        canvas.withArea(Rect(x: 2, y: 1, columns: 6, rows: 3)) { view.render(into: &$0) }
        #expect(view.screenFrame == Rect(x: 2, y: 1, columns: 6, rows: 3))
        #expect(view.viewportSize == CellSize(columns: 6, rows: 3))
        #expect(canvas.render() == """
            ..........
            ..Fruit ..
            ..apple ..
            ..banana..
            ..........
            """)
    }

    @Test func rectanglesDivide() {
        let screen = Rect(size: CellSize(columns: 80, rows: 24))
        let (title, rest) = screen.dividedTop(1)
        let (status, list) = rest.dividedBottom(2)
        let (panel, body) = list.dividedRight(30)
        #expect(title == Rect(x: 0, y: 0, columns: 80, rows: 1))
        #expect(status == Rect(x: 0, y: 22, columns: 80, rows: 2))
        #expect(panel == Rect(x: 50, y: 1, columns: 30, rows: 21))
        #expect(body == Rect(x: 0, y: 1, columns: 50, rows: 21))
        #expect(screen.dividedLeft(100).remainder.isEmpty)
        #expect(Rect(x: 0, y: 0, columns: 4, rows: 4).intersection(Rect(x: 6, y: 6, columns: 2, rows: 2)).isEmpty)
    }
}
