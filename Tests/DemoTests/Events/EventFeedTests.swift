@testable import Demo
import ListFeed
import ListInput
import Testing

/// The feed of `demo watch --events` keeps each document's bytes (one per
/// line) only when something writes them (`--save`): a large resync is not
/// copied for nothing, and the changes are the same either way.
@Suite struct EventFeedTests {
    static let input = Array("{\"metadata\": {\"name\": \"a\"},\n \"n\": 1}\n[{\"metadata\": {\"name\": \"b\"}}]\n".utf8)

    @Test func documentsAreKeptOnlyWhenAsked() {
        let options = EventOptions(key: "metadata.name")
        var saving = EventFeed(options: options, keepsDocuments: true)
        var kept = saving.read(Self.input)
        let keptEnd = saving.finish()
        kept.events += keptEnd.events
        kept.documents += keptEnd.documents
        #expect(kept.documents.map { String(decoding: $0, as: UTF8.self) }
            == ["{\"metadata\": {\"name\": \"a\"},  \"n\": 1}", "[{\"metadata\": {\"name\": \"b\"}}]"])

        var reading = EventFeed(options: options, keepsDocuments: false)
        var read = reading.read(Self.input)
        let readEnd = reading.finish()
        read.events += readEnd.events
        #expect(read.documents.isEmpty && readEnd.documents.isEmpty)
        #expect(read.events == kept.events && read.events.count == 2)
    }
}
