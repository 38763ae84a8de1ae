import CollectionView

/// The fixed colours an SVG recording maps terminal colours to: the
/// terminal's default foreground and background, the 16 basic colours, and
/// the standard xterm 256-colour cube and grey ramp for the rest.
public struct SVGPalette: Hashable, Sendable {
    /// The default text colour, as `#rrggbb`.
    public var foreground: String
    /// The default background, as `#rrggbb`.
    public var background: String
    /// The 16 basic colours (8 normal, then 8 bright), as `#rrggbb`, in ANSI order.
    public var basic: [String]

    /// A palette of `foreground`, `background` and the 16 `basic` colours
    /// (fewer are filled from ``dark``'s).
    public init(foreground: String, background: String, basic: [String]) {
        self.foreground = foreground
        self.background = background
        self.basic = basic + Self.darkBasic.dropFirst(basic.count)
    }

    private static let darkBasic = [
        "#1e1e1e", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
        "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff",
    ]

    /// Light text on a dark background (the colours of VS Code's terminal).
    public static let dark = SVGPalette(foreground: "#d4d4d4", background: "#1e1e1e", basic: darkBasic)

    /// The colour `color` shows as; `nil` for the terminal's default.
    public func hex(_ color: TerminalColor) -> String? {
        switch color {
        case .default:
            return nil
        case let .basic(basic, bright):
            return self.basic[basic.rawValue + (bright ? 8 : 0)]
        case let .indexed(index):
            if index < 16 { return self.basic[Int(index)] }
            if index >= 232 {
                let level = 8 + 10 * (Int(index) - 232)
                return Self.hex(level, level, level)
            }
            let cube = Int(index) - 16
            let step = { (value: Int) in value == 0 ? 0 : 55 + 40 * value }
            return Self.hex(step(cube / 36), step((cube / 6) % 6), step(cube % 6))
        }
    }

    private static func hex(_ red: Int, _ green: Int, _ blue: Int) -> String {
        "#" + [red, green, blue].map { value in
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
