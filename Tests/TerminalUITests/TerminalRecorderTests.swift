import CollectionView
import CollectionViewTesting
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TerminalUI

/// A recorder that keeps everything it is given, for the tests.
final class CollectingRecorder: TerminalRecorder, Sendable {
    let recordsBytes: Bool
    let recordsFrames: Bool
    struct Log: Sendable {
        var opened: [CellSize] = []
        var bytes: [UInt8] = []
        var resizes: [CellSize] = []
        var frames: [GridCanvas] = []
        /// How many bytes had come when the terminal closed, per close.
        var closed: [Int] = []
    }
    let log = LockedValue(Log())

    init(bytes: Bool = true, frames: Bool = false) {
        recordsBytes = bytes
        recordsFrames = frames
    }

    func terminalOpened(size: CellSize) { log.withLock { $0.opened.append(size) } }
    func terminalWrote(_ bytes: [UInt8]) { log.withLock { $0.bytes += bytes } }
    func terminalResized(to size: CellSize) { log.withLock { $0.resizes.append(size) } }
    func frameDrawn(_ canvas: GridCanvas) { log.withLock { $0.frames.append(canvas) } }
    func terminalClosed() { log.withLock { $0.closed.append($0.bytes.count) } }
}

extension NcursesTests {
    /// The terminal's tee: a recorder gets exactly the bytes that reached the
    /// terminal while it was open, in order, its size and resizes, and the
    /// end once every byte is in.
    @MainActor @Suite struct TerminalRecorderTests {
        private func open(_ recorder: CollectingRecorder, sync: SynchronizedOutput = .off) throws -> (Terminal, PseudoTerminal) {
            let pty = try PseudoTerminal(columns: 30, rows: 6)
            let options = Terminal.Options(
                inputDescriptor: pty.replica, outputDescriptor: pty.replica, terminalType: "xterm-256color",
                synchronizedOutput: sync, mouse: false, noColor: false, recorder: recorder)
            let terminal = try Terminal(options: options)
            return (terminal, pty)
        }

        /// Reads the pty until `count` bytes more have come or a second has passed.
        private func read(_ pty: PseudoTerminal, into received: inout [UInt8], until count: Int) {
            let deadline = Date().addingTimeInterval(2)
            while received.count < count, Date() < deadline { received += pty.drain(waitingAtMost: 50) }
        }

        @Test(arguments: [SynchronizedOutput.off, .on])
        func theRecorderGetsTheBytesTheTerminalGot(sync: SynchronizedOutput) throws {
            let recorder = CollectingRecorder()
            let (terminal, pty) = try open(recorder, sync: sync)
            var received = pty.drain(waitingAtMost: 50)
            let before = received.count
            terminal.drawFrame { $0.put("hello Zoë 山田", x: 2, y: 1) }
            terminal.drawFrame { $0.put("world", x: 0, y: 4) }
            terminal.restore()
            let log = recorder.log.current
            read(pty, into: &received, until: before + log.bytes.count + 1)
            received += pty.drain(waitingAtMost: 50)
            #expect(log.opened == [CellSize(columns: 30, rows: 6)])
            // Every byte of both frames is in the recording, and nothing else: the bytes that restore the terminal come after.
            let frames = String(decoding: log.bytes, as: UTF8.self)
            #expect(frames.contains("hello Zoë 山田") && frames.contains("world"))
            #expect(!frames.contains("\u{1B}[?1049l"))
            let after = Array(received[before...])
            #expect(after.starts(with: log.bytes), "the recorded bytes are not what the terminal got first")
            #expect(String(decoding: after.dropFirst(log.bytes.count), as: UTF8.self).contains("\u{1B}[?1049l"))
            if sync == .on {
                #expect(frames.hasPrefix(SynchronizedOutput.begin) && frames.hasSuffix(SynchronizedOutput.end))
            }
            // Closed once, after the last byte.
            #expect(log.closed == [log.bytes.count])
        }

        @Test func aResizeIsTold() throws {
            let recorder = CollectingRecorder()
            let (terminal, pty) = try open(recorder)
            defer { terminal.restore() }
            pty.resize(columns: 44, rows: 9)
            #expect(terminal.updateSize())
            #expect(terminal.updateSize() == false)
            #expect(recorder.log.current.resizes == [CellSize(columns: 44, rows: 9)])
        }

        @Test func framesRecordedUnderNoColorHaveNoColours() throws {
            let recorder = CollectingRecorder(bytes: false, frames: true)
            let pty = try PseudoTerminal(columns: 30, rows: 6)
            let terminal = try Terminal(options: Terminal.Options(
                inputDescriptor: pty.replica, outputDescriptor: pty.replica, terminalType: "xterm-256color",
                synchronizedOutput: .off, mouse: false, noColor: true, recorder: recorder))
            terminal.drawFrame { canvas in
                var mirrored = MirroredCanvas(canvas)
                mirrored.put("red", x: 0, y: 0, style: Style(foreground: .basic(.red), bold: true))
                canvas = mirrored.base
                recorder.frameDrawn(mirrored.mirror)
            }
            terminal.restore()
            _ = pty.drain(waitingAtMost: 50)
            let frame = try #require(recorder.log.current.frames.first)
            #expect(frame.renderStyled().hasPrefix("[b:red]"))
        }

        @Test func aRecorderOfFramesOnlyGetsNoBytes() throws {
            let recorder = CollectingRecorder(bytes: false, frames: true)
            let (terminal, pty) = try open(recorder)
            var received = pty.drain(waitingAtMost: 50)
            terminal.drawFrame { $0.put("shown", x: 0, y: 0) }
            terminal.restore()
            received += pty.drain(waitingAtMost: 100)
            #expect(String(decoding: received, as: UTF8.self).contains("shown"))
            #expect(recorder.log.current.bytes.isEmpty)
            #expect(recorder.log.current.closed == [0])
        }
    }
}

/// A mirrored canvas holds exactly what its base got.
@MainActor @Suite struct MirroredCanvasTests {
    @Test func theMirrorIsTheBase() {
        var mirrored = MirroredCanvas(GridCanvas(columns: 20, rows: 4))
        mirrored.put("Zoë 山田 🎉", x: 1, y: 0, style: Style(bold: true))
        mirrored.withArea(Rect(x: 2, y: 1, columns: 10, rows: 3)) { area in
            area.put("in an area that clips", x: 0, y: 1)
            area.clear(Rect(x: 0, y: 0, columns: 3, rows: 1))
        }
        mirrored.put("山", x: 19, y: 3)
        #expect(mirrored.mirror == mirrored.base)
        #expect(mirrored.mirror.line(0).contains("山田"))
    }
}
