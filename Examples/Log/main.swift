import Foundation

// example-log [FILE]: follows FILE as it grows, or a made-up service without one.
do {
    let path = CommandLine.arguments.dropFirst().first
    let runner = LogApp.runner(source: try path.map(LogSource.following) ?? .simulated(SystemRandomNumberGenerator()))
    exit(try await runner.run())
} catch {
    FileHandle.standardError.write(Data("example-log: \(error)\n".utf8))
    exit(error is LogFileError ? 66 : 1)
}
