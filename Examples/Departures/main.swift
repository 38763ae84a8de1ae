import Foundation

// example-departures: an airport's departures by terminal and time, fed 20 changes a second.
let runner = DeparturesApp.runner(random: SystemRandomNumberGenerator())
do {
    exit(try await runner.run())
} catch {
    FileHandle.standardError.write(Data("example-departures: \(error)\n".utf8))
    exit(1)
}
