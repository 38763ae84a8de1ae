import CollectionView
import CollectionViewTesting
@testable import Demo
import Foundation
import Testing

/// Headless Chromium, when it is on the PATH.
enum Chromium {
    static let path: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").lazy
        .flatMap { directory in ["chromium", "chromium-browser"].map { "\(directory)/\($0)" } }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A screenshot (PNG bytes) of `svg` inline in a page of `width` × `height`,
    /// every animation paused at `milliseconds` first.
    static func screenshot(_ svg: String, at milliseconds: Double, width: Int, height: Int, named name: String, in directory: URL) throws -> Data {
        let page = directory.appendingPathComponent("\(name).html")
        let png = directory.appendingPathComponent("\(name).png")
        try """
            <!doctype html><html><body style="margin:0;background:#fff">\(svg)<script>
            document.getAnimations().forEach(a => { a.pause(); a.currentTime = \(milliseconds) })
            </script></body></html>
            """.write(to: page, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? "chromium")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                             "--window-size=\(width),\(height)", "--screenshot=\(png.path)", page.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        if process.isRunning { process.terminate() }
        return try Data(contentsOf: png)
    }
}

/// The README's reorder SVG as a visitor's browser shows it: paused at the
/// start, the middle and the end of the animation, headless Chromium's
/// screenshot is pixel for pixel the screenshot of a still SVG of the frame
/// that should show then (same renderer, same fonts: only where the rows
/// are can differ), and the three moments differ from each other.
@MainActor @Suite(.serialized, .enabled(if: Chromium.path != nil, "chromium is not installed: browser tests skipped (.ci/run installs it)"))
struct BrowserRecordingTests {
    @Test func theReorderShowsItsRowsWhereTheFramesSay() throws {
        let root = RecordingsTests.root
        let old = try DiffInput.load(root.appendingPathComponent("Demo/Examples/reorder-old.json").path)
        let new = try DiffInput.load(root.appendingPathComponent("Demo/Examples/reorder-new.json").path)
        // docs/record.sh's line: 17 frames at 20x8, OLD held for the pause first.
        let frames = DiffFrames.frames(old: old, new: new, count: 17, size: CellSize(columns: 20, rows: 8))
        let options = SVGOptions(lead: DiffScreen.pause)
        let svg = try FrameRecording(frames).svg(options)
        #expect(svg == (try String(contentsOf: root.appendingPathComponent("docs/reorder.svg"), encoding: .utf8)))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lm-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // When each frame starts showing, in ms: the first at 0, the others after the lead.
        let start = frames[0].time
        let starts = frames.map { $0.time == start ? 0 : ($0.time - start + DiffScreen.pause) / .milliseconds(1) }
        let total = starts[frames.count - 1] + options.hold / .milliseconds(1)
        var shots: [Data] = []
        for (name, index) in [("start", 0), ("middle", frames.count / 2), ("end", frames.count - 1)] {
            let end = index + 1 < frames.count ? starts[index + 1] : total
            #expect(end > starts[index])
            let moment = (starts[index] + end) / 2
            let animated = try Chromium.screenshot(svg, at: moment, width: 200, height: 160, named: name, in: directory)
            let still = try FrameRecording([Frame(time: .zero, canvas: frames[index].canvas)]).svg(options)
            let expected = try Chromium.screenshot(still, at: 0, width: 200, height: 160, named: "\(name)-still", in: directory)
            #expect(animated == expected, "at \(moment) ms the browser does not show frame \(index + 1):\n\(frames[index].text)")
            shots.append(animated)
        }
        #expect(Set(shots).count == 3, "start, middle and end look alike: the animation did not move")
        #expect(frames[0].text.hasPrefix("Ada") && frames[frames.count - 1].text.hasSuffix("Ada"))
    }
}
