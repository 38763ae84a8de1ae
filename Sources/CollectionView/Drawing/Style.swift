/// A terminal colour: the terminal's own default, one of the eight basic
/// colours (and their bright variants), or an index into the 256-colour palette.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background (respects themes and transparency).
    case `default`
    /// One of the eight basic ANSI colours, optionally the bright variant.
    case basic(BasicColor, bright: Bool = false)
    /// A 256-colour palette index; a canvas with fewer colours falls back to ``fallback``.
    case indexed(UInt8)

    /// The eight ANSI colours, in their ANSI order.
    public enum BasicColor: Int, Hashable, Sendable, CaseIterable {
        case black, red, green, yellow, blue, magenta, cyan, white
    }

    /// The colour to use on a terminal that has only the eight basic colours.
    public var fallback: TerminalColor {
        guard case let .indexed(index) = self else { return self }
        switch index {
        case 0..<8: return .basic(BasicColor(rawValue: Int(index)) ?? .white)
        case 8..<16: return .basic(BasicColor(rawValue: Int(index) - 8) ?? .white, bright: true)
        case 232...255: return index < 244 ? .basic(.black, bright: true) : .basic(.white)
        default:
            // 6×6×6 cube: pick the basic colour whose bits match the dominant channels.
            let cube = Int(index) - 16
            let (r, g, b) = (cube / 36, (cube / 6) % 6, cube % 6)
            let top = max(r, g, b)
            guard top > 0 else { return .basic(.black) }
            let bits = (r * 2 >= top && r > 0 ? 1 : 0) | (g * 2 >= top && g > 0 ? 2 : 0) | (b * 2 >= top && b > 0 ? 4 : 0)
            return .basic(BasicColor(rawValue: bits) ?? .white, bright: top >= 4)
        }
    }
}

/// How a run of text looks: colours and attributes. A canvas without colour
/// (`NO_COLOR`, or a monochrome terminal) keeps the attributes and drops the colours.
public struct Style: Hashable, Sendable {
    /// Text colour.
    public var foreground: TerminalColor
    /// Cell colour.
    public var background: TerminalColor
    /// Bold (also "bright" on many terminals).
    public var bold: Bool
    /// Dim (faint).
    public var dim: Bool
    /// Foreground and background swapped.
    public var reverse: Bool
    /// Underlined.
    public var underline: Bool

    /// Creates a style; every part defaults to the terminal's plain text.
    public init(
        foreground: TerminalColor = .default, background: TerminalColor = .default,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// Plain text in the terminal's colours.
    public static let plain = Style()

    /// The same attributes in the terminal's own colours: how a canvas of
    /// no colours (`NO_COLOR`, a monochrome terminal) shows this style.
    public var withoutColors: Style {
        var style = self
        style.foreground = .default
        style.background = .default
        return style
    }
}
