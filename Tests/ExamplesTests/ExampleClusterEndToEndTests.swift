import Foundation
import ListDiff
import Testing
import TmuxTesting

/// `example-cluster`'s live table in a real terminal: the header line under
/// the title, `>` `R` `<` and clicks on a name (SGR mouse reports) move the
/// sort marker and re-sort the pods, `H` holds the ranks (the title says
/// HELD) and `H` again lets go, `?` lists the keys and Esc closes it.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end terminal tests skipped"))
struct ExampleClusterEndToEndTests {
    /// The header line (the line under the title), if the screen has one.
    static func header(_ screen: [String]) -> String? { screen.count > 1 ? screen[1] : nil }

    /// The pods' names in each namespace, top to bottom.
    static func sections(_ screen: [String]) -> [[String]] {
        var sections: [[String]] = []
        for line in screen.dropFirst(2).dropLast() {
            if !line.hasPrefix(" ") && !line.isEmpty {
                sections.append([])
            } else if line.hasPrefix("  "), !sections.isEmpty {
                sections[sections.count - 1].append(String(line.split(separator: " ").first ?? ""))
            }
        }
        return sections
    }

    /// Whether every namespace shown lists its pods by name, `descending` or not.
    static func sortedByName(_ screen: [String], descending: Bool) -> Bool {
        let sections = sections(screen)
        return !sections.isEmpty && sections.allSatisfy { names in
            names == names.sorted { descending ? NaturalOrder.compare($0, $1) > 0 : NaturalOrder.compare($0, $1) < 0 }
        }
    }

    @Test func keysAndClicksSortTheTableAndHHoldsIt() throws {
        // xterm's terminfo: ncurses reads SGR mouse reports (what tmux and xterm send), as the clicks below are.
        let program = BuiltProduct.path("example-cluster")
        try #require(FileManager.default.isExecutableFile(atPath: program), "not built: \(program)")
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("example-cluster-xterm-\(getpid()).sh")
        try "TERM=xterm-256color exec '\(program)'\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        defer { try? FileManager.default.removeItem(at: script) }
        let (session, _) = try TmuxSession.running(script.path, columns: 100, rows: 30)
        let header = session.wait { Self.header($0) == "  name          phase             restarts ▼" }
        #expect(header.ok, "\(header.screen.joined(separator: "\n"))")
        session.send(">")
        let byName = session.wait { Self.header($0) == "  name ▼        phase             restarts" && Self.sortedByName($0, descending: true) }
        #expect(byName.ok, "\(byName.screen.joined(separator: "\n"))")
        session.send("R")
        let reversed = session.wait { Self.header($0) == "  name ▲        phase             restarts" && Self.sortedByName($0, descending: false) }
        #expect(reversed.ok, "\(reversed.screen.joined(separator: "\n"))")
        session.send("<")
        let byRestarts = session.wait { Self.header($0) == "  name          phase             restarts ▲" }
        #expect(byRestarts.ok, "\(byRestarts.screen.joined(separator: "\n"))")
        // A click on "phase" (column 17, line 2, 1-based): press and release, as a mouse sends them.
        session.send("-l", "\u{1B}[<0;17;2M")
        session.send("-l", "\u{1B}[<0;17;2m")
        let phase = session.wait { Self.header($0) == "  name          phase ▲           restarts" }
        #expect(phase.ok, "\(phase.screen.joined(separator: "\n"))")
        session.send("-l", "\u{1B}[<0;17;2M")
        session.send("-l", "\u{1B}[<0;17;2m")
        let phaseDown = session.wait { Self.header($0) == "  name          phase ▼           restarts" }
        #expect(phaseDown.ok, "\(phaseDown.screen.joined(separator: "\n"))")
        session.send("H")
        let held = session.wait { $0.first?.hasSuffix(" HELD") == true }
        #expect(held.ok, "\(held.screen.joined(separator: "\n"))")
        session.send("H")
        let released = session.wait { screen in screen.first.map { !$0.contains("HELD") } ?? false }
        #expect(released.ok, "\(released.screen.joined(separator: "\n"))")
        session.send("?")
        let help = session.wait { screen in
            ["example-cluster — keys", "sort by the next column", "reverse the sort", "hold the ranks"].allSatisfy { text in
                screen.contains { $0.contains(text) }
            }
        }
        #expect(help.ok, "\(help.screen.joined(separator: "\n"))")
        session.send("Escape")
        let closed = session.wait { screen in !screen.contains { $0.contains("example-cluster — keys") } }
        #expect(closed.ok, "\(closed.screen.joined(separator: "\n"))")
        session.send("q")
        session.expectRestored(exit: 0)
    }
}
