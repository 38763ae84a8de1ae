import Foundation
import Testing
import TmuxTesting

/// `example-departures` in a real terminal: the board by terminal with the
/// feed's rate in the title, `/` filters as you type (Enter keeps, Esc
/// clears), Space pauses while the changes wait, `q` exits 0 with the
/// terminal restored.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end terminal tests skipped"))
struct ExampleDeparturesEndToEndTests {
    /// The flights' rows on the screen (under a terminal's header, indented).
    static func flights(_ screen: [String]) -> [String] {
        screen.dropFirst().dropLast().filter { $0.hasPrefix("  ") }
    }

    @Test func theBoardFiltersPausesAndQuits() throws {
        let (session, _) = try TmuxSession.running(BuiltProduct.path("example-departures"), columns: 60, rows: 30)
        let shown = session.wait { screen in
            screen.first?.hasPrefix(" departures · ") == true && screen.first?.hasSuffix(" events/s") == true
                && !(screen.first?.hasSuffix(" 0 events/s") ?? true) && screen.contains("Terminal 1")
                && screen.last == " ↑/↓ select  / filter  d cancel  Space pause  ? help  q quit"
        }
        #expect(shown.ok, "\(shown.screen.joined(separator: "\n"))")
        // A destination on the board now: its first three letters, typed.
        let row = try #require(Self.flights(shown.screen).first)
        let destination = try #require(row.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).first)
        let typed = String(destination.prefix(3)).lowercased()
        session.send("/")
        for letter in typed { session.send(String(letter)) }
        let filtered = session.wait { screen in
            screen.last == " /\(typed)▏  Enter keeps  Esc clears"
                && Self.flights(screen).allSatisfy { $0.lowercased().contains(typed) }
        }
        #expect(filtered.ok, "\(filtered.screen.joined(separator: "\n"))")
        session.send("Enter")
        let kept = session.wait { $0.last?.hasPrefix(" filter: \(typed) (Esc clears) · ") == true }
        #expect(kept.ok, "\(kept.screen.joined(separator: "\n"))")
        session.send("Escape")
        let cleared = session.wait { screen in
            screen.last == " ↑/↓ select  / filter  d cancel  Space pause  ? help  q quit"
                && Self.flights(screen).contains { !$0.lowercased().contains(typed) }
        }
        #expect(cleared.ok, "\(cleared.screen.joined(separator: "\n"))")
        session.send("Space")
        let paused = session.wait { screen in
            screen.first?.hasSuffix(" waiting") == true && screen.last?.hasPrefix(" paused (Space resumes) · ") == true
        }
        #expect(paused.ok, "\(paused.screen.joined(separator: "\n"))")
        session.send("Space")
        let resumed = session.wait { $0.first?.hasSuffix(" events/s") == true && $0.last?.hasPrefix(" ↑/↓ select") == true }
        #expect(resumed.ok, "\(resumed.screen.joined(separator: "\n"))")
        session.send("q")
        session.expectRestored(exit: 0)
    }
}
