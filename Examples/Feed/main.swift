import Foundation

// example-feed [-- COMMAND ARGS…]: a command's change events, read by a ChangeFeed into a LiveList, restarted when it exits.
let words = Array(CommandLine.arguments.dropFirst().drop { $0 == "--" })
let runner = FeedApp.runner(command: words.isEmpty ? ["sh", "-c", SampleQueue.script] : words)
do {
    let code = try await runner.run()
    await runner.model.feed.stop()
    exit(code)
} catch {
    await runner.model.feed.stop()
    FileHandle.standardError.write(Data("example-feed: \(error)\n".utf8))
    exit(1)
}
