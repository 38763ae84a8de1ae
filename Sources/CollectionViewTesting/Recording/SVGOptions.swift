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
    /// How long the first frame shows before the recorded times start (the
    /// frames after it are that much later), so a viewer sees where the
    /// motion starts from; zero by default.
    public var lead: Duration
    /// The font size in pixels; a cell is 0.6 × that wide and 1.2 × that tall.
    public var fontSize: Double
    /// The colours (default: a dark terminal theme).
    public var palette: SVGPalette

    /// Options with every part defaulted: looping, no lead, 2 s on the last frame, 14 px, the dark palette.
    public init(
        ending: Ending = .loop, lead: Duration = .zero, hold: Duration = .seconds(2), fontSize: Double = 14,
        palette: SVGPalette = .dark
    ) {
        self.ending = ending
        self.lead = lead
        self.hold = hold
        self.fontSize = fontSize
        self.palette = palette
    }
}
