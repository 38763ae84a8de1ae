import CollectionView
import CollectionViewTesting
@testable import ExampleFiles
import Foundation
import Testing
import TerminalUI
import TerminalUITesting

/// `example-files` on a temporary directory the test changes: the list
/// follows it on the screen's timer, a touched file glides to the top.
@MainActor @Suite struct ExampleFilesTests {
    let directory: URL
    let start = Date(timeIntervalSince1970: 1_790_000_000)  // 2026-09-21 14:13:20 UTC

    init() throws {
        // Short enough for the title line to show it whole (the README shows it as ~/notes).
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ef-\(UUID().uuidString.prefix(8))/notes")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (offset, name) in ["notes.txt", "draft.md", "todo.txt"].enumerated() {
            try write(name, "\(name)\n", modified: start + Double(offset * 60))
        }
    }

    func write(_ name: String, _ text: String, modified: Date) throws {
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
    }

    /// The app and a pilot on its screen, on one clock and executor.
    func pilot(columns: Int = 60, rows: Int = 7) throws -> (FilesApp.Runner, Pilot<FilesApp.Runner>) {
        let clock = ManualClock(), executor = ManualExecutor()
        let app = try FilesApp.runner(directory: directory, timeZone: TimeZone(identifier: "UTC") ?? .current, clock: clock, executor: executor)
        return (app, Pilot(size: CellSize(columns: columns, rows: rows), recording: true, clock: clock, executor: executor) { _, _ in app })
    }

    func names(_ rows: [String]?) -> [String] { (rows ?? []).map { String($0.prefix { $0 != " " }) } }

    @Test func newestFirstAndATouchedFileGlidesToTheTop() throws {
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let (app, pilot) = try pilot()
        #expect(names(pilot.rows(inSection: "newest first")) == ["todo.txt", "draft.md", "notes.txt"])
        let shown = ReadmeFrames.trimmed(pilot.text().replacingOccurrences(of: directory.path, with: "~/notes"))
        #expect(try ReadmeFrames.frame("files") == shown, "the README shows:\n\(shown)")

        try write("notes.txt", "notes, longer now\n", modified: start + 600)
        pilot.wait(FilesApp.interval - .milliseconds(1))
        #expect(names(pilot.rows(inSection: "newest first")) == ["todo.txt", "draft.md", "notes.txt"], "not read before the timer")
        let before = pilot.frames.count
        pilot.wait(.milliseconds(1))
        #expect(pilot.app.pilotedView.isAnimating, "the timer read the change and the batch started")
        pilot.finish()
        // notes.txt went from the third line to the first through the second: it glided, past one row at a time.
        let lines = pilot.frames[before...].map { names(Array($0.canvas.lines.dropFirst(2).prefix(3))) }
        #expect(lines.contains(["todo.txt", "notes.txt", "draft.md"]), "mid-glide: \(lines)")
        let rows = pilot.rows(inSection: "newest first") ?? []
        #expect(names(rows) == ["notes.txt", "todo.txt", "draft.md"])
        #expect(rows.first?.contains("2026-09-21 14:23:20") == true, "the new time: \(rows)")
        #expect(ViewVerifier.firstMismatch(app.screen.list, expected: FilesApp.sections(app.model.files)) == nil)
    }

    @Test func newFilesOpenAndDeletedOnesCloseOnTheNextRead() throws {
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let (app, pilot) = try pilot()
        try write("report.pdf", String(repeating: "x", count: 2048), modified: start + 900)
        try FileManager.default.removeItem(at: directory.appendingPathComponent("draft.md"))
        pilot.wait(FilesApp.interval)
        pilot.finish()
        #expect(names(pilot.rows(inSection: "newest first")) == ["report.pdf", "todo.txt", "notes.txt"])
        #expect(pilot.text().components(separatedBy: "\n").last?.hasPrefix(" 3 files") == true)
        #expect(app.model.files.map(\.name) == ["report.pdf", "todo.txt", "notes.txt"])
    }

    @Test func aDirectoryThatGoesAwayKeepsTheListAndSaysWhy() throws {
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let (app, pilot) = try pilot()
        try FileManager.default.removeItem(at: directory)
        pilot.wait(FilesApp.interval)
        pilot.finish()
        #expect(names(pilot.rows(inSection: "newest first")) == ["todo.txt", "draft.md", "notes.txt"])
        #expect(app.screen.status?.description.hasPrefix(" cannot read \(directory.path)") == true, "\(pilot.text())")
    }

    @Test func aPathThatIsNoDirectoryIsAnErrorNamingIt() {
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let missing = directory.appendingPathComponent("nowhere")
        #expect(throws: FolderError.self) { try FilesApp.runner(directory: missing, executor: ManualExecutor()) }
        do {
            _ = try FilesApp.runner(directory: missing, executor: ManualExecutor())
        } catch {
            #expect(error.description.hasPrefix("cannot read \(missing.path)"))
        }
    }
}
