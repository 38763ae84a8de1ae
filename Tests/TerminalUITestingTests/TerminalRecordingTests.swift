import CollectionView
import CollectionViewTesting
import Foundation
import RecordingReplay
import TerminalUI
@testable import TerminalUITesting
import Testing

/// `TerminalRecording` as a player and a browser would read what it writes,
/// fed the way a `Terminal` and its loop feed it.
@MainActor @Suite struct TerminalRecordingTests {
    static func path(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("lm-\(UUID().uuidString)-\(name)").path
    }

    @Test func badPathsFailBeforeAnythingStarts() {
        #expect(throws: FrameRecordingError.unknownFormat(path: "session.gif")) { try TerminalRecording(path: "session.gif") }
        let missing = "/nonexistent-\(UUID().uuidString)/session.cast"
        #expect {
            try TerminalRecording(path: missing)
        } throws: { error in
            guard case let .cannotWrite(path, _) = error as? FrameRecordingError else { return false }
            return path == missing
        }
    }

    @Test func aCastIsTheBytesWithTheirSizeAndResizes() throws {
        let path = Self.path("session.cast")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recording = try TerminalRecording(path: path, terminalType: "xterm-256color")
        #expect(recording.recordsBytes && !recording.recordsFrames)
        // The file exists from the start: a path that cannot be written fails before the terminal opens.
        #expect(FileManager.default.fileExists(atPath: path))
        recording.terminalOpened(size: CellSize(columns: 20, rows: 3))
        let text = Array("\u{1B}[H\u{1B}[2JZoë 山田".utf8)
        // Written in two pieces that cut "ë" and "山" in the middle.
        let cut = text.firstIndex(of: 0xC3)! + 1
        recording.terminalWrote(Array(text[..<cut]))
        recording.terminalWrote(Array(text[cut..<(text.count - 2)]))
        recording.terminalWrote(Array(text[(text.count - 2)...]))
        recording.terminalResized(to: CellSize(columns: 24, rows: 4))
        recording.terminalWrote(Array("\u{1B}[4;1Hend".utf8))
        recording.terminalClosed()
        #expect(recording.failure == nil)

        let replay = try CastReplay(try String(contentsOfFile: path, encoding: .utf8))
        #expect(replay.header["version"] as? Int == 2)
        #expect(replay.header["width"] as? Int == 20 && replay.header["height"] as? Int == 3)
        #expect((replay.header["env"] as? [String: String])?["TERM"] == "xterm-256color")
        #expect(replay.events.map(\.kind) == ["o", "o", "o", "r", "o"])
        #expect(replay.events[3].data == "24x4")
        // No character is cut: each event is whole UTF-8, the cut one held for the next.
        #expect(replay.events[0].data.hasSuffix("Zo") && replay.events[1].data.hasPrefix("ë"))
        #expect(replay.events.map(\.time) == replay.events.map(\.time).sorted())
        let screen = try replay.screen()
        #expect(screen.size == CellSize(columns: 24, rows: 4))
        #expect(screen.line(3) == "end")
    }

    @Test func anSVGIsTheFramesDrawnEachChangeOnce() throws {
        let path = Self.path("session.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recording = try TerminalRecording(path: path, svg: SVGOptions(ending: .hold))
        #expect(recording.recordsFrames && !recording.recordsBytes)
        recording.terminalOpened(size: CellSize(columns: 12, rows: 3))
        var canvas = GridCanvas(columns: 12, rows: 3)
        canvas.put("Ada", x: 0, y: 0)
        canvas.put("Bob 山", x: 0, y: 1, style: Style(bold: true))
        recording.frameDrawn(canvas)
        recording.frameDrawn(canvas)  // drawn again unchanged: not a frame
        var moved = GridCanvas(columns: 12, rows: 3)
        moved.put("Bob 山", x: 0, y: 0, style: Style(bold: true))
        moved.put("Ada", x: 0, y: 1)
        Thread.sleep(forTimeInterval: 0.02)
        recording.frameDrawn(moved)
        recording.terminalClosed()
        #expect(recording.failure == nil)

        let frames = recording.frames()
        #expect(frames.map(\.canvas) == [canvas, moved])
        #expect(frames[1].time > frames[0].time)
        let replay = try SVGReplay(try String(contentsOfFile: path, encoding: .utf8))
        #expect(replay.text(at: 0, rows: 3, columns: 12) == ["Ada", "Bob 山", ""])
        #expect(replay.text(at: replay.duration, rows: 3, columns: 12) == ["Bob 山", "Ada", ""])
    }

    @Test func anSVGOfNoFrameIsAnError() throws {
        let path = Self.path("empty.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recording = try TerminalRecording(path: path)
        recording.terminalOpened(size: CellSize(columns: 12, rows: 3))
        recording.terminalClosed()
        #expect(recording.failure == .noFrames)
    }

    @Test func incompleteTails() {
        #expect(TerminalRecording.incompleteTail([]) == 0)
        #expect(TerminalRecording.incompleteTail(Array("abc".utf8)) == 0)
        #expect(TerminalRecording.incompleteTail(Array("aé".utf8)) == 0)
        #expect(TerminalRecording.incompleteTail(Array("a".utf8) + [0xC3]) == 1)
        #expect(TerminalRecording.incompleteTail(Array("山".utf8).dropLast()) == 2)
        #expect(TerminalRecording.incompleteTail(Array("🎉".utf8).dropLast()) == 3)
        #expect(TerminalRecording.incompleteTail(Array("🎉".utf8)) == 0)
    }
}
