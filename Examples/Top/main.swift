import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let app = TopApp(random: SystemRandomNumberGenerator())
let timer = DispatchSource.makeTimerSource(queue: .main)
timer.schedule(deadline: .now() + .milliseconds(500), repeating: .milliseconds(500))
timer.setEventHandler { MainActor.assumeIsolated { app.tick() } }
timer.resume()
do {
    exit(try await app.screen.run())
} catch {
    let line = Array("example-top: \(error)\n".utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(1)
}
