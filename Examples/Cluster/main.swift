import Foundation

// example-cluster: a made-up cluster's pods, fed as change events from a task of their own.
let runner = ClusterApp.runner(random: SystemRandomNumberGenerator())
let producer = runner.model.feed.run(every: ClusterApp<SystemRandomNumberGenerator>.interval)
do {
    let code = try await runner.run()
    producer.cancel()
    exit(code)
} catch {
    FileHandle.standardError.write(Data("example-cluster: \(error)\n".utf8))
    exit(1)
}
