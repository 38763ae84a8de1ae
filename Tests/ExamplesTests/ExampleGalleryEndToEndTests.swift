import Foundation
import Testing
import TmuxTesting

/// The gallery's examples in a real terminal: each shows its list, takes
/// its keys, and `q` exits 0 with the terminal restored.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end terminal tests skipped"))
struct ExampleGalleryEndToEndTests {
    func quit(_ session: TmuxSession) {
        session.send("q")
        session.expectRestored(exit: 0)
    }

    /// Without an argument: the directory it was started in (the package's, here).
    @Test func filesListsTheCurrentDirectory() throws {
        let (session, _) = try TmuxSession.running(BuiltProduct.path("example-files"), columns: 100, rows: 30)
        let shown = session.wait { $0.contains { $0.hasPrefix("Package.swift ") } && $0.contains { $0.contains(" files · ") } }
        #expect(shown.ok, "\(shown.screen.joined(separator: "\n"))")
        #expect(shown.screen.first?.hasPrefix(" example-files · /") == true)
        quit(session)
    }

    @Test func logShowsTheMadeUpServiceByLevel() throws {
        let (session, _) = try TmuxSession.running(BuiltProduct.path("example-log"), columns: 40, rows: 12)
        let shown = session.wait { lines in
            lines.contains { ["ERROR", "WARN", "INFO"].contains($0.trimmingCharacters(in: .whitespaces)) }
                && lines.contains { $0.hasPrefix(" 3 lines") }
        }
        #expect(shown.ok, "\(shown.screen.joined(separator: "\n"))")
        quit(session)
    }

    @Test func boardSendsACardToTheNextLane() throws {
        let (session, _) = try TmuxSession.running(BuiltProduct.path("example-board"), columns: 40, rows: 12)
        #expect(session.wait(for: "#1 Write the README").ok)
        session.send("Right")
        let moved = session.wait { lines in
            lines.firstIndex(of: "Doing").map { lines.dropFirst($0 + 1).first == "  #1 Write the README" } ?? false
        }
        #expect(moved.ok, "\(moved.screen.joined(separator: "\n"))")
        quit(session)
    }

    @Test func contactsFilterAsYouType() throws {
        let (session, _) = try TmuxSession.running(BuiltProduct.path("example-contacts"), columns: 40, rows: 12)
        #expect(session.wait(for: "Ada Lovelace").ok)
        session.send("/", "k", "n", "q")  // q is text here
        let filtered = session.wait { $0.contains(" /knq▏  Enter keeps · Esc clears") }
        #expect(filtered.ok, "\(filtered.screen.joined(separator: "\n"))")
        session.send("BSpace")
        let one = session.wait { $0.contains { $0.hasPrefix("  Donald Knuth") } && !$0.contains { $0.contains("Ada Lovelace") } }
        #expect(one.ok, "\(one.screen.joined(separator: "\n"))")
        session.send("Escape")
        #expect(session.wait(for: "Ada Lovelace").ok)
        quit(session)
    }

    /// The live list in a real terminal: rows come and re-rank while the title counts the feed; Space pauses.
    @Test func clusterFeedsItsLiveListAndPauses() throws {
        let (session, _) = try TmuxSession.running(BuiltProduct.path("example-cluster"), columns: 44, rows: 12)
        let shown = session.wait { lines in
            lines.first?.hasPrefix(" example-cluster · ") == true && lines.first?.hasSuffix(" events/s") == true
                && !(lines.first?.hasSuffix(" 0 events/s") ?? true)
                && lines.contains { $0.hasPrefix("  ") && $0.hasSuffix("Running                  0") }
        }
        #expect(shown.ok, "\(shown.screen.joined(separator: "\n"))")
        session.send("Space")
        let paused = session.wait { $0.contains { $0.hasPrefix(" paused · ") && $0.hasSuffix(" changed · Space resumes") } }
        #expect(paused.ok, "\(paused.screen.joined(separator: "\n"))")
        session.send("Space")
        #expect(session.wait(for: " ↑/↓ select  < sort  ? help  q quit").ok)  // the route's order; the app's Space is cut first
        quit(session)
    }

    /// Enter in a real terminal: the selected pod's object beside the list, following it; Esc closes it, q quits.
    @Test func clusterShowsAPodsObjectAndEscClosesIt() throws {
        let (session, _) = try TmuxSession.running(BuiltProduct.path("example-cluster"), columns: 100, rows: 24)
        let shown = session.wait { $0.first?.hasPrefix(" example-cluster · ") == true && $0.contains { $0.hasPrefix("  ") && $0.contains("Running") } }
        #expect(shown.ok, "\(shown.screen.joined(separator: "\n"))")
        session.send("Down")
        session.send("Enter")
        let open = session.wait { screen in
            screen.contains { $0.contains("╭─ ") } && screen.contains { $0.contains("\"restartCount\": ") }
                && screen.contains { $0.contains("\"namespace\": ") } && screen.last?.contains("Esc close") == true
        }
        #expect(open.ok, "\(open.screen.joined(separator: "\n"))")
        // The pane's title is the selected pod, and its lines are that pod's.
        let title = open.screen.first { $0.contains("╭─ ") }.flatMap { $0.components(separatedBy: "╭─ ").last?.components(separatedBy: " ").first }
        #expect(title.map { name in open.screen.contains { $0.contains("\"name\": \"\(name)\"") } } == true, "\(open.screen.joined(separator: "\n"))")
        session.send("Escape")
        let closed = session.wait { screen in !screen.contains { $0.contains("╭─") } && screen.last?.hasPrefix(" ↑/↓ select  < sort  ") == true
            && screen.last?.contains("Space pause  ? help  q quit") == true }
        #expect(closed.ok, "\(closed.screen.joined(separator: "\n"))")
        quit(session)
    }
}
