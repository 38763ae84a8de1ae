import Foundation

// example-feed [-- COMMAND ARGS…]: a command's change events, read by a ChangeFeed into a LiveList, restarted when it exits.
let words = Array(CommandLine.arguments.dropFirst().drop { $0 == "--" })
let app = FeedApp(command: words.isEmpty ? ["sh", "-c", SampleQueue.script] : words)
let reading = app.start()
do {
    let code = try await app.screen.run()
    await app.feed.stop()
    reading.cancel()
    exit(code)
} catch {
    await app.feed.stop()
    FileHandle.standardError.write(Data("example-feed: \(error)\n".utf8))
    exit(1)
}
