/// How ``FrameRecording/svg(_:)`` draws and plays: the end of the
/// animation, the cell geometry and the palette.
public struct SVGOptions: Hashable, Sendable {
    /// What the animation does after the last frame.
    public enum Ending: Hashable, Sendable {
        /// Shows the last frame for ``SVGOptions/hold``, then starts again.
        case loop
        /// Stays on the last frame.
        case hold
    }

    /// What happens after the last frame (default: loop).
    public var ending: Ending
    /// How long the last frame shows before the animation loops (and how
    /// long a single frame lasts); at least one millisecond is used.
    public var hold: Duration
    /// The font size in pixels; a cell is 0.6 × that wide and 1.2 × that tall.
    public var fontSize: Double
    /// The colours (default: a dark terminal theme).
    public var palette: SVGPalette

    /// Options with every part defaulted: looping, 2 s on the last frame, 14 px, the dark palette.
    public init(ending: Ending = .loop, hold: Duration = .seconds(2), fontSize: Double = 14, palette: SVGPalette = .dark) {
        self.ending = ending
        self.hold = hold
        self.fontSize = fontSize
        self.palette = palette
    }
}
