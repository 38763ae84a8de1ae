import Foundation

// example-cluster: a made-up cluster's pods, fed as change events from a task of their own.
let app = ClusterApp(random: SystemRandomNumberGenerator())
let producer = app.feed.run(every: ClusterApp<SystemRandomNumberGenerator>.interval)
do {
    let code = try await app.screen.run()
    producer.cancel()
    exit(code)
} catch {
    FileHandle.standardError.write(Data("example-cluster: \(error)\n".utf8))
    exit(1)
}
