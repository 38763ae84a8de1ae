import Foundation
import Testing

/// A fresh temporary directory for each test of a suite, removed with
/// everything in it when the test ends: the files a test writes for the
/// demo to read do not pile up in `/tmp` run after run.
struct TemporaryFiles: TestTrait, SuiteTrait, TestScoping {
    /// The directory of the running test; `nil` outside a suite with this trait.
    @TaskLocal static var directory: URL?

    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // The suite itself gets no directory: each of its tests gets its own.
        guard testCase != nil else { return try await function() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listmotion-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await Self.$directory.withValue(directory) { try await function() }
    }

    /// A new path in the running test's directory (or the system's temporary directory outside one), named
    /// `prefix-UUID.ext`.
    static func url(_ prefix: String, ext: String? = nil) -> URL {
        let name = "\(prefix)-\(UUID().uuidString)" + (ext.map { ".\($0)" } ?? "")
        return (directory ?? FileManager.default.temporaryDirectory).appendingPathComponent(name)
    }
}

extension Trait where Self == TemporaryFiles {
    /// Gives each test a temporary directory of its own, removed when it ends (``TemporaryFiles``).
    static var temporaryFiles: Self { Self() }
}
