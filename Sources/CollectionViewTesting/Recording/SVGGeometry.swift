/// The cell grid of an SVG recording, in pixels.
struct SVGGeometry {
    var fontSize: Double
    /// A cell's width: monospace advance is about 0.6 em.
    var cellWidth: Double { fontSize * 0.6 }
    var lineHeight: Double { fontSize * 1.2 }
    /// The baseline of text within its line.
    var baseline: Double { fontSize * 0.9 }
    var padding: Double { fontSize * 0.5 }

    /// `value` to 1/100 of a pixel, without a fraction when it has none.
    func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
