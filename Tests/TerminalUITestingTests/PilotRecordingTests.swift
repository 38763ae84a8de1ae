import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff
import TerminalUI
import TerminalUITesting
import Testing

/// A `Pilot`'s recorded frames (keys, waits and a resize, several frames at
/// one time) as a recording of the whole screen.
@MainActor @Suite struct PilotRecordingTests {
    typealias List = ListController<String, String>

    @Test func aPilotRunRecordsTheWholeScreenAcrossAResize() throws {
        let pilot = Pilot(size: CellSize(columns: 16, rows: 6), recording: true) { clock, executor in
            ListScreen(list: List(clock: clock, executor: executor, header: { StyledText($0) }, row: { StyledText($0) }),
                       title: "Jobs", status: "idle")
        }
        pilot.app.screen.list.apply([ListSection(model: "Queued", items: ["build", "test", "ship"])])
        pilot.finish()
        pilot.app.screen.list.apply([ListSection(model: "Queued", items: ["ship", "build", "test"])])
        pilot.wait(.milliseconds(100))
        pilot.resize(to: CellSize(columns: 20, rows: 7))
        pilot.finish()
        let frames = pilot.frames
        #expect(frames.count > 5)
        let recording = try FrameRecording(frames)

        let lines = recording.asciicast().split(separator: "\n").map(String.init)
        let header = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        #expect(header?["width"] as? Int == 16 && header?["height"] as? Int == 6)
        let events = try lines.dropFirst().map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any]) }
        #expect(events.filter { $0[1] as? String == "r" }.map { $0[2] as? String } == ["20x7"])
        // The title bar is reverse video, the whole screen is in the cast, not only the list.
        #expect((events.first?[2] as? String)?.contains("\u{1B}[0;7mJobs") == true)
        let times = events.compactMap { ($0[0] as? NSNumber)?.doubleValue }
        #expect(times == times.sorted())

        let svg = recording.svg()
        // The largest frame sets the picture's size: 20 × 7 cells.
        #expect(svg.contains("viewBox=\"0 0 182 131.6\""))
        #expect(svg.contains(">ship</text>"))
    }
}
