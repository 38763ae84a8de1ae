/// How the view derives the styles it draws: a line's base style laid over a
/// span's, and fades expressed in what the canvas can show.
enum StyleEffects {
    /// The grey ramp (256-colour palette) a fading element steps through, dark to light.
    static let greyRamp: [UInt8] = [238, 242, 246, 250]

    /// `base` (selection, flash) laid over `span`: the base's colours win when
    /// it has them, attributes add up.
    static func overlay(_ base: Style, on span: Style) -> Style {
        Style(
            foreground: base.foreground != .default ? base.foreground : span.foreground,
            background: base.background != .default ? base.background : span.background,
            bold: base.bold || span.bold,
            dim: base.dim || span.dim,
            reverse: base.reverse || span.reverse,
            underline: base.underline || span.underline
        )
    }

    /// `style` at opacity `alpha` (0…1). With 256 colours: a few grey steps.
    /// Otherwise the brightness ladder dim → normal → bold, climbed up to the
    /// style's own level (a bold header passes through normal; a plain row
    /// goes from dim to itself).
    static func faded(_ style: Style, alpha: Double, colorCount: Int) -> Style {
        guard alpha < 1 else { return style }
        var result = style
        if colorCount >= 256 {
            let step = min(max(Int(alpha * Double(greyRamp.count)), 0), greyRamp.count - 1)
            result.foreground = .indexed(greyRamp[step])
            result.bold = false
            result.dim = false
            return result
        }
        let levels = style.bold ? 3 : 2
        let level = min(max(Int(alpha * Double(levels)), 0), levels - 1)
        switch level {
        case 0:
            result.dim = true
            result.bold = false
        case 1 where levels == 3:
            result.bold = false
        default:
            break
        }
        return result
    }
}
