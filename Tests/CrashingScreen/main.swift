import CollectionView
import Dispatch
import Glibc
import ListDiff
import TerminalUI

// An app that dies while its screen is open, for the end-to-end test of the
// terminal's crash restore: it shows a list through the public API, then,
// 300 ms later, does what its first argument says:
// - `trap` (default): an index out of range (a Swift runtime trap, SIGILL/SIGTRAP);
// - `abort`: abort() (SIGABRT);
// - `exit`: exit(3) without restoring (the atexit path).

let mode = CommandLine.arguments.dropFirst().first ?? "trap"
let list = ListController<String, String>(
    header: { StyledText($0) }, row: { StyledText($0) })
list.apply([ListSection(model: "fruit", items: ["apple", "banana", "cherry"])], animated: false)
let screen = ListScreen(list: list, title: StyledText("crashing-screen: \(mode)"))

DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300)) {
    switch mode {
    case "exit":
        exit(3)
    case "abort":
        abort()
    default:
        let rows = ["apple", "banana", "cherry"]
        print(rows[rows.count + CommandLine.arguments.count])
    }
}
do {
    exit(try await screen.run())
} catch {
    exit(1)
}
