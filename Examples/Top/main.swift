#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let runner = TopApp.runner(random: SystemRandomNumberGenerator())
do {
    exit(try await runner.run())
} catch {
    let line = Array("example-top: \(error)\n".utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(1)
}
