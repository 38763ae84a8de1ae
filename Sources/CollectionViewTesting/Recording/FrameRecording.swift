import CollectionView
import Foundation

/// Timed frames (a ``FrameStepper``'s settle, a ``Pilot``'s ``Pilot/frames``)
/// kept to be shown to someone else: as an asciicast v2 recording
/// (``asciicast(title:)``, played by `asciinema play` and its web player) or
/// as one self-contained animated SVG (``svg(_:)``, shown inline by browsers
/// and code-hosting READMEs).
///
/// ```swift
/// let frames = stepper.settle(list)
/// try FrameRecording(frames).write(to: "docs/reorder.svg")
/// ```
///
/// Times are measured from the first frame: it shows at 0, each frame until
/// the next one's time.
public struct FrameRecording: Sendable {
    /// The file formats a recording is written as.
    public enum Format: Hashable, Sendable {
        /// asciicast v2 (`.cast`).
        case asciicast
        /// An animated SVG (`.svg`).
        case svg

        /// The format named by `path`'s extension (`.cast`, `.svg`, any case).
        /// - Throws: ``FrameRecordingError/unknownFormat(path:)`` for any other extension.
        public init(path: String) throws(FrameRecordingError) {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard let dot = name.lastIndex(of: ".") else { throw .unknownFormat(path: path) }
            switch name[name.index(after: dot)...].lowercased() {
            case "cast": self = .asciicast
            case "svg": self = .svg
            default: throw .unknownFormat(path: path)
            }
        }
    }

    /// The frames, in time order.
    public let frames: [Frame]

    /// A recording of `frames`.
    /// - Throws: ``FrameRecordingError/noFrames`` when there is none,
    ///   ``FrameRecordingError/timeGoesBack(index:time:previous:)`` when a
    ///   frame is earlier than the one before it.
    public init(_ frames: [Frame]) throws(FrameRecordingError) {
        guard let first = frames.first else { throw .noFrames }
        var previous = first.time
        for (index, frame) in frames.enumerated() {
            if frame.time < previous { throw .timeGoesBack(index: index, time: frame.time, previous: previous) }
            previous = frame.time
        }
        self.frames = frames
    }

    /// A row's cells without their trailing plain blanks: what a recording
    /// draws of it (the rest is the cleared line); equal results draw the same line.
    static func trimmed(_ cells: [GridCanvas.Cell]) -> ArraySlice<GridCanvas.Cell> {
        var end = cells.count
        while end > 0, cells[end - 1] == .blank { end -= 1 }
        return cells[0..<end]
    }

    /// The time of frame `index`, from the first frame.
    func offset(_ index: Int) -> Duration { frames[index].time - frames[0].time }

    /// The recording in `format`, as text.
    public func text(_ format: Format, svg options: SVGOptions = SVGOptions()) -> String {
        switch format {
        case .asciicast: asciicast()
        case .svg: svg(options)
        }
    }

    /// Writes the recording to `path`, in the format its extension names
    /// (``Format/init(path:)``); `svg` are the options of an SVG.
    /// - Throws: ``FrameRecordingError/unknownFormat(path:)``, or
    ///   ``FrameRecordingError/cannotWrite(path:reason:)`` when the file cannot be written.
    public func write(to path: String, svg options: SVGOptions = SVGOptions()) throws(FrameRecordingError) {
        let format = try Format(path: path)
        do {
            try Data(text(format, svg: options).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
    }
}
