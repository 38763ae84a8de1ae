import Foundation
import Testing
import TmuxTesting

/// `demo diff OLD NEW --changeset CS.json` in a real terminal (tmux): the
/// given batch animates OLD into NEW, the status line verifies the result,
/// and the panel names what the whole sections brought and took.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end terminal tests skipped"))
struct DiffChangesetEndToEndTests {
    @Test func aGivenChangesetAnimatesIntoNewAndIsVerified() throws {
        let demo = BuiltProduct.path("demo")
        try #require(FileManager.default.isExecutableFile(atPath: demo), "demo not built at \(demo)")
        let session = try TmuxSession(columns: 100, rows: 20, command: "sleep 600")
        let old = session.directory.appendingPathComponent("old.json").path
        let new = session.directory.appendingPathComponent("new.json").path
        let changeset = session.directory.appendingPathComponent("cs.json").path
        try #"{"sections": [{"id": "A", "items": ["Ada", "Alan"]}, {"id": "B", "items": ["Bob"]}]}"#
            .write(toFile: old, atomically: true, encoding: .utf8)
        try #"{"sections": [{"id": "A", "items": ["Alan"]}, {"id": "C", "items": ["Cy", "Bob"]}]}"#
            .write(toFile: new, atomically: true, encoding: .utf8)
        // B goes and C comes with Cy (implied); Bob moves across; Ada goes.
        try #"""
            {"sections": {"deleted": [1], "inserted": [1], "moved": [], "reloaded": []},
             "items": {"deleted": [[0, 0]], "inserted": [], "moved": [[[1, 0], [1, 1]]], "reloaded": []}}
            """#.write(toFile: changeset, atomically: true, encoding: .utf8)
        try session.tmux(["respawn-pane", "-k", "'\(demo)' diff '\(old)' '\(new)' --changeset '\(changeset)'; echo EXIT=$?; sleep 600"])
        let done = session.wait { screen in screen.contains { $0.contains("✓ verified") } }
        let text = done.screen.joined(separator: "\n")
        #expect(done.ok, "\(text)")
        #expect(text.contains("Cy") && text.contains("§ C  (1 row)"), "\(text)")
        // The list (left of the panel) no longer shows Ada; the panel lists her delete.
        #expect(!done.screen.dropFirst().contains { $0.prefix(40).contains("Ada") }, "\(text)")
        #expect(text.contains("− Ada"), "\(text)")
        session.send("q")
        #expect(session.wait(for: "EXIT=0").ok)
    }
}
