import CollectionView
import Testing

/// The one screen layout: which part goes where, and what a part a screen does not have costs.
@Suite struct ScreenLayoutTests {
    @Test func everyPartInItsPlace() {
        let layout = ScreenLayout(Rect(size: CellSize(columns: 100, rows: 30)), title: true, status: true, hint: true, panelWidth: 33)
        #expect(layout.title == Rect(x: 0, y: 0, columns: 100, rows: 1))
        #expect(layout.list == Rect(x: 0, y: 1, columns: 67, rows: 27))
        #expect(layout.panel == Rect(x: 67, y: 1, columns: 33, rows: 27))
        #expect(layout.status == Rect(x: 0, y: 28, columns: 100, rows: 1))
        #expect(layout.hint == Rect(x: 0, y: 29, columns: 100, rows: 1))
    }

    @Test func aPartNotAskedForTakesNoRoom() {
        let bounds = Rect(size: CellSize(columns: 40, rows: 12))
        let bare = ScreenLayout(bounds)
        #expect(bare.list == bounds)
        #expect([bare.title, bare.panel, bare.status, bare.hint].allSatisfy { $0.isEmpty })

        let statusOnly = ScreenLayout(bounds, status: true)
        #expect(statusOnly.list == Rect(x: 0, y: 0, columns: 40, rows: 11))
        #expect(statusOnly.status == Rect(x: 0, y: 11, columns: 40, rows: 1))
        #expect(statusOnly.title.isEmpty && statusOnly.hint.isEmpty)

        let hintOnly = ScreenLayout(bounds, title: true, hint: true)
        #expect(hintOnly.hint == Rect(x: 0, y: 11, columns: 40, rows: 1))
        #expect(hintOnly.list == Rect(x: 0, y: 1, columns: 40, rows: 10))
        #expect(hintOnly.status.isEmpty)
    }

    @Test func aShortScreenGivesTheTitleFirstThenTheStatus() {
        let layout = ScreenLayout(Rect(size: CellSize(columns: 20, rows: 2)), title: true, status: true, hint: true)
        #expect(layout.title.rows == 1)
        #expect(layout.status.rows == 1)
        #expect(layout.hint.isEmpty)
        #expect(layout.list.isEmpty)
    }
}
