/// Where a feed's documents are kept as they arrive (a recording of the
/// feed, one document a line, to be read back later): written on the
/// reader's thread, finished when the feed ends.
public protocol FeedRecorder: Sendable {
    /// Appends `documents`, each a document on one line (``EventFeed/oneLine(_:)``).
    func write(_ documents: [[UInt8]])
    /// The feed is over.
    func finish()
}
