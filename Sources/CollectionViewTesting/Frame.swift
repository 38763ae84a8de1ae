import CollectionView

/// One frame a ``FrameStepper`` drew: the clock time it shows and the cells.
public struct Frame: Hashable, Sendable {
    /// The `ManualClock` time the frame shows.
    public var time: Duration
    /// The cells drawn.
    public var canvas: GridCanvas

    /// Creates a frame of `canvas` at `time`.
    public init(time: Duration, canvas: GridCanvas) {
        self.time = time
        self.canvas = canvas
    }

    /// The frame as text, one line per row, trailing blanks removed.
    public var text: String { canvas.render() }

    /// ``text`` one line of the screen per string, top to bottom, every
    /// line (blank ones too): what a test reads a title, a header line or a
    /// status line from. O(cells).
    public var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
