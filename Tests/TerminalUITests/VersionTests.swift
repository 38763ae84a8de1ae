import Testing
import TerminalUI

@Suite struct VersionTests {
    @Test func reportsTheLinkedNcurses() {
        #expect(TerminalUIVersion.ncurses.hasPrefix("ncurses"))
    }
}
