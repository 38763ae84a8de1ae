import Foundation
import Testing
import TmuxTesting

/// `example-top` in a real terminal: the first list shows, the screen keeps
/// changing with no key pressed (batches started by the update queue wake
/// the loop), and `q` exits 0 with the terminal restored.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end terminal tests skipped"))
struct ExampleTopEndToEndTests {
    @Test func showsTheListKeepsChangingAndQuits() throws {
        let (session, _) = try TmuxSession.running(BuiltProduct.path("example-top"), columns: 100, rows: 30)
        let first = session.wait { $0.contains { $0.contains("processes ·") } && $0.contains { $0.hasPrefix("busy") || $0.hasPrefix("active") } }
        try #require(first.ok, "no list: \(first.screen.joined(separator: "\n"))")
        #expect(first.screen.first?.contains("example-top") == true)
        var changes = 0
        var last = first.screen
        for _ in 0..<3 {
            let next = session.wait { $0 != last }
            #expect(next.ok, "the screen stopped changing")
            if next.ok { changes += 1 }
            last = next.screen
        }
        #expect(changes == 3)
        session.send("q")
        let text = session.expectRestored(exit: 0)
        #expect(!text.contains("example-top ·"), "the screen stays behind: \(text)")
    }
}
