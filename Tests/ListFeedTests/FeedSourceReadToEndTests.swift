import Foundation
import ListFeed
import Testing

/// `FeedSource.readToEnd`: a file, a descriptor and a command's output read
/// to their end in chunks; a file that cannot be opened and a command that
/// cannot start are typed errors.
@Suite struct FeedSourceReadToEndTests {
    private static func read(_ source: FeedSource) async throws(FeedReadError) -> String {
        var bytes: [UInt8] = []
        try await source.readToEnd { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aFileIsReadWholeAcrossChunks() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listmotion-read-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let text = (0..<40_000).map { #"{"id": \#($0)}"# }.joined(separator: "\n") + "\n"
        #expect(text.utf8.count > EventsPump.chunkSize)
        try Data(text.utf8).write(to: url)
        var chunks = 0
        var bytes: [UInt8] = []
        try await FeedSource.file(url.path).readToEnd { chunk in
            chunks += 1
            bytes += chunk
        }
        #expect(String(decoding: bytes, as: UTF8.self) == text)
        #expect(chunks >= 2)
    }

    @Test func aDescriptorIsReadAndLeftOpen() async throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("a\nb\n".utf8))
        try pipe.fileHandleForWriting.close()
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        #expect(try await Self.read(.descriptor(descriptor)) == "a\nb\n")
        #expect(fcntl(descriptor, F_GETFD) != -1, "the caller's descriptor stays open")
    }

    @Test func aCommandsOutputIsReadUntilItExits() async throws {
        #expect(try await Self.read(.command(["sh", "-c", "printf 'one\\n'; printf 'two\\n'"])) == "one\ntwo\n")
    }

    @Test func aMissingFileOrCommandIsATypedError() async {
        await #expect(throws: FeedReadError.cannotRead(path: "/nonexistent/listmotion")) {
            try await Self.read(.file("/nonexistent/listmotion"))
        }
        do {
            _ = try await Self.read(.command(["listmotion-never-a-command"]))
            Issue.record("a command that cannot start reads nothing")
        } catch {
            guard case let .cannotStart(message) = error else { return #expect(Bool(false), "\(error)") }
            #expect(message == #"cannot run "listmotion-never-a-command": command not found"#)
        }
    }
}
