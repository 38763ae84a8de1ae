import CollectionView
import ListDiff
import ListFeed
import ListInput
import Testing

/// A row of a table of change events (``EventRow``): identity, content, filter, order.
@Suite struct EventRowTests {
    @Test func itsIdentityIsTheKeyWithinItsTableAndItsContentWhatIsShown() {
        let plain = EventRow(EventRecord(key: "7", section: "eu", sortValue: .number(3), cells: ["7", "ada"], line: 4))
        #expect(plain.id == "7" && plain.key == "7" && plain.section == "eu" && plain.cells == ["7", "ada"])
        #expect(plain == EventRow(EventRecord(key: "7", section: "eu", sortValue: .number(3), cells: ["7", "ada"], line: 90)),
                "where it was read is not content")
        let orders = EventRow(EventRecord(key: "7", cells: ["7"], table: "orders"))
        let users = EventRow(EventRecord(key: "7", cells: ["7"], table: "users"))
        #expect(orders.id != users.id && orders.key == users.key, "two tables' rows of one key are two rows")
        #expect(EventRow(EventRecord(key: "k")).section.isEmpty)
    }

    @Test func theFilterFindsTheKeyOrACellAndNoTextIsNoFilter() throws {
        #expect(EventRow.filter("") == nil)
        let filter = try #require(EventRow.filter("RUN"))
        #expect(filter(EventRow(EventRecord(key: "pod-1", cells: ["pod-1", "Running"]))), "ignoring case, in a cell")
        #expect(filter(EventRow(EventRecord(key: "runner", cells: ["x"]))), "in the key")
        #expect(!filter(EventRow(EventRecord(key: "pod-2", cells: ["pod-2", "Pending"]))))
    }

    @Test func theOptionsSortOrdersTheRowsElseTheyComeInArrivalOrder() {
        var model = LiveListModel<String, EventRow>(section: { $0.section }, order: EventFeed.order(EventOptions(sort: "n", descending: true)))
        var feed = EventFeed(options: EventOptions(key: "name", sort: "n", fields: ["name"]))
        var batch = feed.read(Array(#"{"name": "a", "n": 2}"#.utf8) + [10] + Array(#"{"name": "b", "n": 10}"#.utf8) + [10])
        batch.events += feed.finish().events
        EventFeed.apply(batch, to: &model)
        #expect(model.sectionedRows.flatMap { $0.rows.map(\.key) } == ["b", "a"], "10 before 2: numbers as numbers, descending")
        var arrival = LiveListModel<String, EventRow>(section: { $0.section }, order: EventFeed.order(EventOptions()))
        EventFeed.apply(batch, to: &arrival)
        #expect(arrival.sectionedRows.flatMap { $0.rows.map(\.key) } == ["a", "b"])
    }
}
