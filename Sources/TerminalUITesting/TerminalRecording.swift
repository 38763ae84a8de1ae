import CollectionView
import CollectionViewTesting
import Dispatch
import Foundation
import TerminalUI

/// Records a terminal session to a file, as asciicast v2 (`.cast`) or an
/// animated SVG (`.svg`), the format named by the file's extension: set it
/// as the `Terminal/Options/recorder` of the terminal your app
/// runs on, and the file is written when the terminal is restored (a quit,
/// an error, `SIGINT`, `SIGTERM` or `SIGHUP`).
///
/// ```swift
/// let recording = try TerminalRecording(path: "session.cast")
/// let terminal = try Terminal(options: Terminal.Options(recorder: recording))
/// let code = try await TerminalLoop(terminal: terminal, application: screen).run()
/// if let failure = recording.failure { print(failure) }
/// ```
///
/// - A cast holds exactly the bytes written to the terminal while it was
///   open, with their times from its opening, the terminal's size in the
///   header and an `"r"` event for every resize; not the bytes that restore
///   the terminal at the end, so a replay ends on the last frame.
/// - An SVG holds the frames drawn (their cells and styles) at the times they
///   were drawn; frames equal to the one before are dropped, and rows equal
///   to the row before share its memory, so a long session costs what changed.
///
/// Everything given is kept under a lock and turned into the file only at
/// the end: recording costs the frame path a copy of its bytes (cast) or of
/// its cells (SVG), nothing more.
///
/// `Sendable`: every stored property is a `let`; what changes is in a `LockedValue`.
public final class TerminalRecording: TerminalRecorder, Sendable {
    /// The file written.
    public let path: String
    /// Its format, from its extension.
    public let format: FrameRecording.Format
    /// How an SVG is drawn.
    public let svgOptions: SVGOptions
    /// The terminal type written in a cast's header.
    private let terminalType: String

    private struct Kept: Sendable {
        var time: Duration
        var size: CellSize
        var rows: [[GridCanvas.Cell]]
    }

    private struct State: Sendable {
        var start: ContinuousClock.Instant?
        var unixStart: Double = 0
        var size = CellSize(columns: 80, rows: 24)
        /// Cast events: time, kind, data.
        var events: [(Duration, String, String)] = []
        /// Bytes of a character cut between two writes.
        var pending: [UInt8] = []
        var frames: [Kept] = []
        var failure: FrameRecordingError?
        var written = false
    }

    private let state = LockedValue(State())
    /// Where frames are compared with the one before, off the frame path.
    private let keeper = DispatchQueue(label: "ListMotion.TerminalRecording")

    /// A recording into `path`, whose extension names the format; the file
    /// is created now (empty until the terminal closes), so a path that
    /// cannot be written fails before anything starts.
    ///
    /// - Throws: `FrameRecordingError/unknownFormat(path:)`
    ///   for an extension other than `.cast` or `.svg`,
    ///   `FrameRecordingError/cannotWrite(path:reason:)`
    ///   when the file cannot be created.
    public init(path: String, svg: SVGOptions = SVGOptions(), terminalType: String? = nil) throws(FrameRecordingError) {
        format = try FrameRecording.Format(path: path)
        self.path = path
        svgOptions = svg
        self.terminalType = terminalType ?? Terminal.environment("TERM") ?? "xterm-256color"
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Why the file could not be written at the end, once the terminal has closed; `nil` when it was.
    public var failure: FrameRecordingError? { state.current.failure }

    // MARK: - TerminalRecorder

    /// True for a cast.
    public var recordsBytes: Bool { format == .asciicast }

    /// True for an SVG.
    public var recordsFrames: Bool { format == .svg }

    /// Starts the clock and keeps the size for the header.
    public func terminalOpened(size: CellSize) {
        let now = ContinuousClock.now
        let unix = Date().timeIntervalSince1970
        state.withLock { state in
            state.start = now
            state.unixStart = unix
            state.size = size
        }
    }

    /// Keeps `bytes` as an output event, a character cut at the end kept for the next.
    public func terminalWrote(_ bytes: [UInt8]) {
        let now = ContinuousClock.now
        state.withLock { state in
            guard let start = state.start else { return }
            var all = state.pending + bytes
            let cut = Self.incompleteTail(all)
            state.pending = Array(all[(all.count - cut)...])
            all.removeLast(cut)
            guard !all.isEmpty else { return }
            state.events.append((now - start, "o", String(decoding: all, as: UTF8.self)))
        }
    }

    /// Keeps a resize event (`"r"`, `COLSxROWS`).
    public func terminalResized(to size: CellSize) {
        let now = ContinuousClock.now
        state.withLock { state in
            guard let start = state.start else { return }
            state.events.append((now - start, "r", "\(size.columns)x\(size.rows)"))
        }
    }

    /// Keeps the frame's rows, unless it is the frame before it again (compared on a queue of its own).
    public func frameDrawn(_ canvas: GridCanvas) {
        let now = ContinuousClock.now
        keeper.async { self.keep(canvas, at: now) }
    }

    private func keep(_ canvas: GridCanvas, at now: ContinuousClock.Instant) {
        state.withLock { state in
            guard let start = state.start else { return }
            var rows = canvas.cells
            if let last = state.frames.last, last.size == canvas.size {
                if last.rows == rows { return }
                // An unchanged row shares the previous frame's storage.
                for y in rows.indices where rows[y] == last.rows[y] { rows[y] = last.rows[y] }
            }
            state.frames.append(Kept(time: now - start, size: canvas.size, rows: rows))
        }
    }

    /// Writes the file (once).
    public func terminalClosed() {
        keeper.sync {}
        do {
            try write()
        } catch {
            state.withLock { $0.failure = error }
        }
    }

    // MARK: - Writing

    /// Writes what has been recorded so far to ``path`` (the terminal's end
    /// does it; a second call writes again).
    /// - Throws: `FrameRecordingError/cannotWrite(path:reason:)`,
    ///   or `FrameRecordingError/noFrames` for an SVG of a session that drew none.
    public func write() throws(FrameRecordingError) {
        let text: String
        switch format {
        case .asciicast: text = asciicast()
        case .svg: text = try FrameRecording(frames()).svg(svgOptions)
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
    }

    /// The cast: a header with the terminal's first size, then every event.
    public func asciicast() -> String {
        let state = self.state.current
        var output = "{\"version\": 2, \"width\": \(state.size.columns), \"height\": \(state.size.rows)"
        output += ", \"timestamp\": \(Int(state.unixStart))"
        output += ", \"env\": {\"TERM\": \(FrameRecording.jsonString(terminalType))}}\n"
        for (time, kind, data) in state.events {
            output += "[\(FrameRecording.seconds(time)), \"\(kind)\", \(FrameRecording.jsonString(data))]\n"
        }
        return output
    }

    /// The frames drawn, with their times from the terminal's opening.
    public func frames() -> [Frame] {
        state.current.frames.map { kept in
            var canvas = GridCanvas(columns: kept.size.columns, rows: kept.size.rows)
            for (y, row) in kept.rows.enumerated() {
                for (x, cell) in row.enumerated() {
                    guard let glyph = cell.glyph, cell != .blank else { continue }
                    let wide = x + 1 < row.count && row[x + 1].glyph == nil
                    canvas.putGlyph(glyph, width: wide ? 2 : 1, x: x, y: y, style: cell.style)
                }
            }
            return Frame(time: kept.time, canvas: canvas)
        }
    }

    /// How many bytes at the end of `bytes` begin a UTF-8 character they do not finish.
    static func incompleteTail(_ bytes: [UInt8]) -> Int {
        guard !bytes.isEmpty else { return 0 }
        for back in 1...min(3, bytes.count) {
            let byte = bytes[bytes.count - back]
            guard byte & 0xC0 == 0x80 else {
                // A lead byte: how long its character is.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return length > back ? back : 0
            }
        }
        return 0
    }
}
