import Foundation
@testable import ListFeed
import Testing
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// A long-running command streamed (what a ``ChangeFeed`` reads): its output
/// read as it comes, its exit status and the last line of its standard
/// error kept for the title line.
@Suite struct CommandStreamTests {
    @Test func theLastErrorLineAndTheStatusComeBackWithTheOutput() async throws {
        let ends = try CommandRunner.outputPipe()
        let script = "echo '{\"id\": 1}'; echo 'first complaint' >&2; echo 'error: connection refused' >&2; echo >&2; exit 3"
        let runner = CommandRunner(command: ["sh", "-c", script], timeout: nil)
        let result = try await runner.stream(to: ends.write, errors: .tail)
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(ends.read.rawValue, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        try ends.read.close()
        #expect(String(decoding: output, as: UTF8.self) == "{\"id\": 1}\n")
        #expect(result.ending == .exited(3))
        #expect(result.lastErrorLine == "error: connection refused")
    }

    @Test func aCommandThatSaysNothingOnStandardErrorHasNoLine() async throws {
        let ends = try CommandRunner.outputPipe()
        let result = try await CommandRunner(command: ["sh", "-c", "exit 0"], timeout: nil).stream(to: ends.write, errors: .tail)
        try ends.read.close()
        #expect(result == CommandRunner.StreamEnding(ending: .exited(0), lastErrorLine: nil))
    }

    @Test func onlyTheEndOfALongOutputIsKeptAndShownSafely() {
        var bytes = Array(String(repeating: "noise line\n", count: 1_000).utf8)
        bytes += Array("last \u{1B}[31mred\n\n  \n".utf8)
        let line = ErrorTail.lastLine(of: bytes)
        #expect(line?.hasPrefix("last ") == true)
        #expect(line?.contains("\u{1B}") == false)
        #expect(ErrorTail.lastLine(of: Array(" \n\n".utf8)) == nil)
    }
}
