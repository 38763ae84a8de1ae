import Foundation
import ListFeed
import Testing

/// A feed recorded to a file (``FeedFileRecorder``): each document on its own line, in order, as it arrives.
@Suite struct FeedFileRecorderTests {
    @Test func documentsAreLinesInTheOrderTheyCame() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lm-feed-\(UInt64.random(in: 0...UInt64.max)).ndjson").path
        defer { unlink(path) }
        let recorder = try #require(FeedFileRecorder(path: path))
        recorder.write([Array(#"{"name": "ada"}"#.utf8), Array(#"{"name": "bo"}"#.utf8)])
        recorder.write([])
        recorder.write([Array(#"{"type": "DELETED", "object": {"name": "ada"}}"#.utf8)])
        recorder.finish()
        let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        #expect(text == #"{"name": "ada"}"# + "\n" + #"{"name": "bo"}"# + "\n" + #"{"type": "DELETED", "object": {"name": "ada"}}"# + "\n")
        #expect(FeedFileRecorder(path: "/nonexistent/feed.ndjson") == nil, "a file that cannot be written")
    }
}
