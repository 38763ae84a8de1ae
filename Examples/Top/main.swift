#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let app = TopApp(random: SystemRandomNumberGenerator())
do {
    exit(try await app.screen.run())
} catch {
    let line = Array("example-top: \(error)\n".utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(1)
}
