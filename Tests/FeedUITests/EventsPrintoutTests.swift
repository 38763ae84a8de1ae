import CollectionView
import FeedUI
import ListDiff
import ListFeed
import ListInput
import Testing

/// A live table printed as text once every event is in: problems first, then
/// `--- final`, the header line and every row in the whole list's columns.
@Suite struct EventsPrintoutTests {
    @Test @MainActor func problemsThenTheHeaderAndEveryRowInTheWholeListsColumns() {
        let options = EventOptions(key: "name", section: "ns", sort: "n", descending: true, fields: ["name", "n"])
        var feed = EventFeed(options: options)
        var model = LiveListModel<String, EventRow>(section: { $0.section }, order: EventFeed.order(options))
        let input = """
            {"name": "a", "ns": "x", "n": 1}
            {"name": "a-long-name", "ns": "x", "n": 7}
            oops
            {"name": "b", "ns": "w", "n": 2}

            """
        let batch = feed.read(Array(input.utf8))
        EventFeed.apply(batch, to: &model)
        let last = feed.finish()
        EventFeed.apply(last, to: &model)
        let problems = batch.problems + last.problems
        let header = TableHeader(names: ["name", "n"], sort: TableHeader.Sort(column: 1, descending: true))
        let text = EventsPrintout.text(of: model, problems: problems, width: 20, header: header, indented: true)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 9 && lines.last == "")
        #expect(lines[0].hasPrefix("--- problem: ") && lines[0].contains("line 3"))
        #expect(Array(lines[1...7]) == ["--- final", "  name         n ▼", "w", "  b            2", "x", "  a-long-name  7", "  a            1"])
    }
}
