/// Why frames cannot be recorded or a recording cannot be written.
public enum FrameRecordingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The recording was given no frame.
    case noFrames
    /// Frame `index` is earlier than the frame before it.
    case timeGoesBack(index: Int, time: Duration, previous: Duration)
    /// The file's extension names no format (`.cast` and `.svg` do).
    case unknownFormat(path: String)
    /// The file could not be written.
    case cannotWrite(path: String, reason: String)

    /// What went wrong, in one line that names the frame or the file.
    public var description: String {
        switch self {
        case .noFrames:
            "a recording needs at least one frame"
        case let .timeGoesBack(index, time, previous):
            "frame \(index) is at \(time), earlier than the frame before it (\(previous))"
        case let .unknownFormat(path):
            "\(path): a recording is a .cast (asciicast v2) or an .svg file"
        case let .cannotWrite(path, reason):
            "\(path): cannot write the recording: \(reason)"
        }
    }
}
