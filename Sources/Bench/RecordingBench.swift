import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff
import TerminalUI
import TerminalUITesting

/// `bench frames`' recording table: the cost of a terminal frame (render +
/// `doupdate`) with no recorder, recording a cast (ncurses writes into the
/// tee's pipe; a thread forwards and keeps the bytes) and recording an SVG
/// (each cell drawn into a mirror grid too, handed to the recorder's queue),
/// on a pseudo-terminal at 200×50 while 50 rows keep moving, and what writing
/// the file costs when the terminal closes.
@MainActor
enum RecordingBench {
    enum Mode: String, CaseIterable {
        case none = "no recorder"
        case cast = "recording .cast"
        case svg = "recording .svg"
    }

    static func run() {
        print("recording: terminal frames at 200×50 (pty), 50 rows moving in back-to-back 250 ms reversals, 600 frames stepped 1/60 s apart")
        print("| recorder | frame median | frame p99 | frame mean | writing the file at the end | file |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        for mode in Mode.allCases {
            do {
                try measure(mode)
            } catch {
                print("| \(mode.rawValue) | failed: \(error) | | | | |")
            }
        }
        print("")
    }

    static func measure(_ mode: Mode) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lm-bench-\(UUID().uuidString).\(mode == .svg ? "svg" : "cast")").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = mode == .none ? nil : try TerminalRecording(path: path)
        let pty = try PseudoTerminal(columns: 200, rows: 50)
        let terminal = try Terminal(options: Terminal.Options(
            inputDescriptor: pty.replica, outputDescriptor: pty.replica, terminalType: "xterm-256color",
            synchronizedOutput: .off, mouse: false, noColor: false, recorder: recorder))
        _ = pty.drain(waitingAtMost: 100)
        let source = TerminalBench.contacts(count: 50, content: TerminalBench.wideRowText)
        let clock = ManualClock()
        let view = CollectionView(dataSource: source, clock: clock, viewportSize: CellSize(columns: 200, rows: 50))
        let reversal = Changeset(items: .init(moved: (0..<50).map {
            Move(from: ItemPath(item: $0, section: 0), to: ItemPath(item: 49 - $0, section: 0))
        }))
        var times: [Double] = []
        for _ in 0..<600 {
            clock.advance(by: TerminalBench.frameStep)
            if !view.isAnimating {
                source.sections[0].items.reverse()
                try view.performBatchUpdates(reversal)
            }
            let start = ContinuousClock.now
            // The frame as TerminalLoop draws it: through a mirror when the recorder keeps frames.
            terminal.drawFrame { canvas in
                guard let recorder, recorder.recordsFrames else { return view.render(into: &canvas) }
                var mirrored = MirroredCanvas(canvas)
                view.render(into: &mirrored)
                canvas = mirrored.base
                recorder.frameDrawn(mirrored.mirror)
            }
            times.append(FramesBench.micros(start.duration(to: .now)))
            _ = pty.drain(waitingAtMost: mode == .cast ? 5 : 0)
        }
        let closing = ContinuousClock.now
        terminal.restore()
        let close = FramesBench.micros(closing.duration(to: .now)) / 1000
        let mean = times.reduce(0, +) / Double(times.count)
        times.sort()
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        print("| \(mode.rawValue) | \(FramesBench.format(FramesBench.percentile(times, 0.5))) µs | \(FramesBench.format(FramesBench.percentile(times, 0.99))) µs "
            + "| \(FramesBench.format(mean)) µs | \(mode == .none ? "–" : "\(FramesBench.format(close)) ms") | \(mode == .none ? "–" : "\(size / 1024) KB") |")
    }
}
