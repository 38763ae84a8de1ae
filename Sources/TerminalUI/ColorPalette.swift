import CNcursesw
import CollectionView

/// Maps `Style`s to ncurses attributes and colour pairs, allocating pairs
/// on demand (one per foreground/background combination, cached).
///
/// A class because the pair table is shared state of one screen: every
/// canvas drawn on that screen must reuse the same pairs.
public final class ColorPalette {
    /// Colours the terminal shows: 0 (none: `NO_COLOR` or a monochrome
    /// terminal), 8 (basic) or 256.
    public let colorCount: Int
    private let maxPairs: Int
    private var pairs: [ColorKey: Int16] = [:]
    private let allocate: (Int16, Int16, Int16) -> Bool

    struct ColorKey: Hashable {
        var foreground: Int16
        var background: Int16
    }

    /// Creates a palette for `colorCount` colours with room for `maxPairs`
    /// pairs; `allocate(pair, fg, bg)` defines a pair (ncurses' `init_pair`).
    init(colorCount: Int, maxPairs: Int, allocate: @escaping (Int16, Int16, Int16) -> Bool) {
        self.colorCount = colorCount
        self.maxPairs = maxPairs
        self.allocate = allocate
    }

    /// The ncurses colour number for `color`: −1 is the terminal's default
    /// (`use_default_colors`), indexed colours fall back to the basic eight
    /// when the terminal lacks 256.
    public static func colorNumber(_ color: TerminalColor, colorCount: Int) -> Int16 {
        switch color {
        case .default: return -1
        case let .basic(basic, bright):
            return Int16(basic.rawValue + (bright && colorCount >= 16 ? 8 : 0))
        case let .indexed(index):
            if colorCount >= 256 { return Int16(index) }
            return colorNumber(color.fallback, colorCount: colorCount)
        }
    }

    /// The attributes for `style` (bold, dim, reverse, underline), without colour.
    public static func attributes(of style: Style) -> attr_t {
        var attrs = lm_A_NORMAL()
        if style.bold { attrs |= lm_A_BOLD() }
        if style.dim { attrs |= lm_A_DIM() }
        if style.reverse { attrs |= lm_A_REVERSE() }
        if style.underline { attrs |= lm_A_UNDERLINE() }
        return attrs
    }

    /// The colour pair for `style`: 0 (the default pair) when there is no
    /// colour or both colours are the defaults, else a cached or newly
    /// allocated pair. When the pair table is full the default pair is used:
    /// the text stays readable, only its colour is lost.
    ///
    /// Complexity: O(1) amortised.
    public func pair(for style: Style) -> Int16 {
        guard colorCount > 0 else { return 0 }
        let key = ColorKey(
            foreground: Self.colorNumber(style.foreground, colorCount: colorCount),
            background: Self.colorNumber(style.background, colorCount: colorCount)
        )
        if key.foreground == -1 && key.background == -1 { return 0 }
        if let pair = pairs[key] { return pair }
        let next = pairs.count + 1
        guard next < maxPairs, let number = Int16(exactly: next),
              allocate(number, key.foreground, key.background)
        else { return 0 }
        pairs[key] = number
        return number
    }

    /// Pairs allocated so far.
    public var allocatedPairs: Int { pairs.count }
}
