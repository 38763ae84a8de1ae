import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff
import RecordingReplay
import Testing

/// Recordings as a viewer sees them: the cast replayed into a model
/// terminal, the SVG parsed and its frames rebuilt from its keyframes.
@MainActor @Suite struct FrameRecordingTests {
    /// Names with wide (CJK, emoji) and combined characters, one of which moves from the top to the bottom.
    static let names = ["Ada Lovelace", "李小龙 Bruce", "Zoë Kravitz", "🎉 Party", "Grace Hopper", "e\u{301}mile Zola",
                        "Alan Turing", "Донна Тартт"]

    /// The frames of a real animation: the first name glides to the bottom, on a list of 80 × 24.
    static func listFrames(size: CellSize = CellSize(columns: 80, rows: 24)) -> [Frame] {
        let stepper = FrameStepper(size: size)
        let list = ListController<String, String>(
            clock: stepper.clock, executor: stepper.executor,
            header: { StyledText($0, style: Style(bold: true)) }, row: { StyledText($0) }
        )
        list.apply([ListSection(model: "People", items: names)], animated: false)
        stepper.settle(list)
        list.apply([ListSection(model: "People", items: Array(names.dropFirst()) + [names[0]])])
        return stepper.settle(list)
    }

    /// Hand-drawn frames: every attribute and colour kind, wide glyphs, a row that changes.
    static func styledFrames() -> [Frame] {
        var first = GridCanvas(columns: 20, rows: 4)
        first.put("Title", x: 0, y: 0, style: Style(bold: true, reverse: true))
        first.put("dim 李", x: 0, y: 1, style: Style(foreground: .indexed(244), dim: true))
        first.put("flash", x: 2, y: 2, style: Style(foreground: .basic(.black), background: .basic(.yellow)))
        first.put("🎉u", x: 10, y: 3, style: Style(foreground: .basic(.cyan, bright: true), underline: true))
        var second = first
        second.put("now", x: 0, y: 2, style: Style(foreground: .indexed(196), background: .indexed(17)))
        return [Frame(time: .milliseconds(100), canvas: first), Frame(time: .milliseconds(150), canvas: second)]
    }

    // MARK: - asciicast

    @Test func castHeaderAndEveryEventParseAsJSON() throws {
        let frames = Self.listFrames()
        let cast = try FrameRecording(frames).asciicast(title: "reorder \"Ada\"")
        let replay = try CastReplay(cast)
        #expect(replay.header["version"] as? Int == 2)
        #expect(replay.header["width"] as? Int == 80)
        #expect(replay.header["height"] as? Int == 24)
        #expect(replay.header["title"] as? String == "reorder \"Ada\"")
        #expect(replay.events.first?.time == 0)
        #expect(replay.events.allSatisfy { $0.kind == "o" })
        #expect(zip(replay.events, replay.events.dropFirst()).allSatisfy { $0.time < $1.time })
        // The last event is the end of the animation, timed from the first frame.
        let end = frames[frames.count - 1].time - frames[0].time
        #expect(abs((replay.events.last?.time ?? 0) - end / .seconds(1)) < 1e-6)
    }

    @Test func castReplayedShowsEveryFrameWithItsStyles() throws {
        for frames in [Self.listFrames(), Self.styledFrames()] {
            let replay = try CastReplay(FrameRecording(frames).asciicast())
            for frame in frames {
                let time = (frame.time - frames[0].time) / .seconds(1)
                #expect(try replay.screen(upTo: time).renderStyled() == frame.canvas.renderStyled())
            }
            #expect(try replay.screen().render() == frames[frames.count - 1].text)
        }
    }

    @Test func castWritesOnlyTheRowsThatChanged() throws {
        let frames = Self.styledFrames()
        let replay = try CastReplay(FrameRecording(frames).asciicast())
        #expect(replay.events.count == 2)
        #expect(replay.events[1].data.contains("\u{1B}[3;1H"))
        #expect(!replay.events[1].data.contains("\u{1B}[1;1H"))
        #expect(!replay.events[1].data.contains("\u{1B}[2J"))
    }

    @Test func castOfAnotherSizeIsAResizeAndAWholeScreen() throws {
        var small = GridCanvas(columns: 10, rows: 2)
        small.put("small", x: 0, y: 1)
        var large = GridCanvas(columns: 30, rows: 5)
        large.put("large 大", x: 3, y: 4)
        let frames = [Frame(time: .zero, canvas: small), Frame(time: .milliseconds(40), canvas: large)]
        let replay = try CastReplay(FrameRecording(frames).asciicast())
        #expect(replay.events.map(\.kind) == ["o", "r", "o"])
        #expect(replay.events[1].data == "30x5")
        #expect(try replay.screen().render() == large.render())
    }

    // MARK: - SVG

    @Test func svgIsXMLWhoseFramesAreTheFrames() throws {
        for frames in [Self.listFrames(), Self.styledFrames()] {
            let svg = try FrameRecording(frames).svg()
            let replay = try SVGReplay(svg)
            #expect(!replay.elementNames.contains("script"))
            // Self-contained: nothing fetched (the namespace is a name, not a fetch).
            let outside = svg.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
            for fetch in ["http", "url(", "@import", "@font-face", "<script", "<image"] { #expect(!outside.contains(fetch)) }
            let size = frames[0].canvas.size
            // Each frame shows from its time to the next frame's: read it in the middle.
            let start = frames[0].time
            let times = frames.map { ($0.time - start) / .milliseconds(1) }
            for (index, frame) in frames.enumerated() {
                let end = index + 1 < frames.count ? times[index + 1] : replay.duration
                guard end > times[index] else { continue }
                let lines = replay.text(at: (times[index] + end) / 2, rows: size.rows, columns: size.columns)
                #expect(lines == frame.canvas.lines, "frame \(index) at \(times[index]) ms")
            }
        }
    }

    @Test func svgTimingLoopsOrHolds() throws {
        let frames = Self.styledFrames()
        let looping = try SVGReplay(FrameRecording(frames).svg(SVGOptions(ending: .loop, hold: .milliseconds(450))))
        // 50 ms between the frames, then the last one held 450 ms.
        #expect(looping.duration == 500)
        #expect(looping.iterations == "infinite")
        let holding = try SVGReplay(FrameRecording(frames).svg(SVGOptions(ending: .hold, hold: .milliseconds(450))))
        #expect(holding.iterations == "1")
        // The last frame's lines stay visible at the end (100%).
        #expect(holding.text(at: 500, rows: 4, columns: 20) == frames[1].canvas.lines)
        // The second frame starts at 10% of the loop: before it, the first frame's "flash" row.
        #expect(holding.text(at: 49, rows: 4, columns: 20) == frames[0].canvas.lines)
        #expect(holding.text(at: 51, rows: 4, columns: 20) == frames[1].canvas.lines)
    }

    @Test func svgLeadKeepsTheFirstFrameLonger() throws {
        let frames = Self.styledFrames()
        let replay = try SVGReplay(FrameRecording(frames).svg(SVGOptions(lead: .milliseconds(700), hold: .milliseconds(250))))
        #expect(replay.duration == 1000)
        #expect(replay.text(at: 740, rows: 4, columns: 20) == frames[0].canvas.lines)
        #expect(replay.text(at: 760, rows: 4, columns: 20) == frames[1].canvas.lines)
    }

    @Test func svgDrawsTheStylesInThePalette() throws {
        let svg = try FrameRecording(Self.styledFrames()).svg()
        let replay = try SVGReplay(svg)
        let palette = SVGPalette.dark
        func look(of text: String) -> String? {
            for runs in replay.lines.values {
                if let run = runs.first(where: { $0.text.contains(text) }) { return run.look }
            }
            return nil
        }
        func rule(_ text: String) -> String {
            guard let look = look(of: text), let range = replay.css.range(of: ".\(look){") else { return "" }
            return String(replay.css[range.upperBound...].prefix { $0 != "}" })
        }
        // Reverse: the default background as text colour, on the default foreground.
        #expect(rule("Title") == "fill:\(palette.background);font-weight:bold")
        #expect(replay.rects.values.joined().contains { $0["fill"] == palette.foreground && $0["width"] == "42" })
        #expect(rule("dim") == "fill:#808080;fill-opacity:.55")
        // The flash: black on yellow.
        #expect(rule("flash") == "fill:\(palette.basic[0])")
        #expect(replay.rects.values.joined().contains { $0["fill"] == palette.basic[3] && $0["x"] == "16.8" })
        #expect(rule("u") == "fill:\(palette.basic[14]);text-decoration:underline")
        // 256 colours: 196 is pure red in the cube, 17 a dark blue.
        #expect(rule("now") == "fill:#ff0000")
        #expect(replay.rects.values.joined().contains { $0["fill"] == "#00005f" })
        // A wide glyph is a text of its own at its column; the run after it starts two cells on.
        let emoji = replay.lines.values.joined().first { $0.text == "🎉" }
        #expect(emoji?.x == 84)
        #expect(replay.lines.values.joined().contains { $0.text == "u" && $0.x == 100.8 })
    }

    @Test func svgOfAQuarterSecondDiffIsSmallAndDrawsEachLineOnce() throws {
        let frames = Self.listFrames()
        #expect(frames.count > 10)
        let svg = try FrameRecording(frames).svg()
        let bytes = svg.utf8.count
        #expect(bytes < 200_000)
        // Every distinct row is defined once, however often and wherever it shows.
        let distinct = Set(frames.flatMap { frame in frame.canvas.cells.filter { $0.contains { $0 != .blank } } })
        let replay = try SVGReplay(svg)
        #expect(replay.lines.count == distinct.count)
        // A screen per frame would be many times the size.
        #expect(bytes * 4 < frames.count * 80 * 24)
    }

    @Test func svgIsTheGridsSizeInCells() throws {
        let frames = Self.listFrames(size: CellSize(columns: 30, rows: 10))
        let svg = try FrameRecording(frames).svg()
        #expect(svg.contains("viewBox=\"0 0 266 182\""))
    }

    // MARK: - Errors and files

    @Test func badFramesAndPathsAreTypedErrors() throws {
        #expect(throws: FrameRecordingError.noFrames) { try FrameRecording([]) }
        let canvas = GridCanvas(columns: 2, rows: 1)
        let backwards = [Frame(time: .milliseconds(20), canvas: canvas), Frame(time: .milliseconds(10), canvas: canvas)]
        #expect(throws: FrameRecordingError.timeGoesBack(index: 1, time: .milliseconds(10), previous: .milliseconds(20))) {
            try FrameRecording(backwards)
        }
        let recording = try FrameRecording(Self.styledFrames())
        #expect(throws: FrameRecordingError.unknownFormat(path: "out.gif")) { try recording.write(to: "out.gif") }
        #expect(throws: FrameRecordingError.unknownFormat(path: "dir.svg/out")) { try recording.write(to: "dir.svg/out") }
        #expect(try FrameRecording.Format(path: "a/b.CAST") == .asciicast)
        let missing = "/nonexistent-\(UUID().uuidString)/out.svg"
        #expect {
            try recording.write(to: missing)
        } throws: { error in
            guard case let .cannotWrite(path, _) = error as? FrameRecordingError else { return false }
            return path == missing
        }
    }

    @Test func writeChoosesTheFormatByExtension() throws {
        let recording = try FrameRecording(Self.styledFrames())
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lm-recording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cast = directory.appendingPathComponent("a.cast").path
        let svg = directory.appendingPathComponent("a.svg").path
        try recording.write(to: cast)
        try recording.write(to: svg, svg: SVGOptions(ending: .hold))
        #expect(try String(contentsOfFile: cast, encoding: .utf8) == recording.asciicast())
        #expect(try String(contentsOfFile: svg, encoding: .utf8) == recording.svg(SVGOptions(ending: .hold)))
    }
}
