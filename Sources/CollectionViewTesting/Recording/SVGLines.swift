import CollectionView

/// The distinct lines of an SVG recording, each drawn once as a `<g>` of
/// background rectangles and text runs, and the text styles they use as CSS classes.
struct SVGLines {
    let palette: SVGPalette
    let geometry: SVGGeometry
    /// The `<g id="lN">` elements, in order of first use.
    private(set) var definitions = ""
    private var ids: [[GridCanvas.Cell]: Int] = [:]
    private var looks: [Look: Int] = [:]

    init(palette: SVGPalette, geometry: SVGGeometry) {
        self.palette = palette
        self.geometry = geometry
    }

    /// How a run of text is painted.
    struct Look: Hashable {
        var fill: String
        var bold: Bool
        var dim: Bool
        var underline: Bool
    }

    /// The id of the line `cells` (``FrameRecording/trimmed(_:)``), defining it on first use.
    mutating func id(of cells: [GridCanvas.Cell]) -> Int {
        if let id = ids[cells] { return id }
        let id = ids.count
        ids[cells] = id
        definitions += "<g id=\"l\(id)\">" + draw(cells) + "</g>\n"
        return id
    }

    /// One CSS class per look used, `.tN{…}`.
    var styleSheet: String {
        looks.sorted { $0.value < $1.value }.map { look, id in
            var rules = "fill:\(look.fill)"
            if look.bold { rules += ";font-weight:bold" }
            if look.dim { rules += ";fill-opacity:.55" }
            if look.underline { rules += ";text-decoration:underline" }
            return ".t\(id){\(rules)}\n"
        }.joined()
    }

    /// The colours `style` paints: text and background (`nil`: the terminal's), reverse applied.
    private func colors(_ style: Style) -> (text: String, background: String?) {
        let foreground = palette.hex(style.foreground)
        let background = palette.hex(style.background)
        if style.reverse { return (background ?? palette.background, foreground ?? palette.foreground) }
        return (foreground ?? palette.foreground, background)
    }

    /// Background rectangles (runs of cells of one background), then text
    /// runs (cells of one look, a wide glyph alone) placed at their columns.
    private mutating func draw(_ cells: [GridCanvas.Cell]) -> String {
        var output = ""
        var column = 0
        while column < cells.count {
            let background = colors(cells[column].style).background
            var end = column + 1
            while end < cells.count, colors(cells[end].style).background == background { end += 1 }
            if let background {
                output += "<rect x=\"\(x(column))\" width=\"\(geometry.number(Double(end - column) * geometry.cellWidth))\""
                    + " height=\"\(geometry.number(geometry.lineHeight))\" fill=\"\(background)\"/>"
            }
            column = end
        }
        column = 0
        while column < cells.count {
            guard let glyph = cells[column].glyph else { column += 1; continue }
            let style = cells[column].style
            let wide = column + 1 < cells.count && cells[column + 1].glyph == nil
            var text = String(glyph)
            var end = column + (wide ? 2 : 1)
            if !wide {
                while end < cells.count, let next = cells[end].glyph, cells[end].style == style,
                      !(end + 1 < cells.count && cells[end + 1].glyph == nil) {
                    text.append(next)
                    end += 1
                }
            }
            defer { column = end }
            if text.allSatisfy({ $0 == " " }), !style.underline { continue }
            let look = look(style)
            let length = end - column > 1 && !wide
                ? " textLength=\"\(geometry.number(Double(end - column) * geometry.cellWidth))\"" : ""
            output += "<text x=\"\(x(column))\" y=\"\(geometry.number(geometry.baseline))\" class=\"t\(look)\"\(length)>"
                + Self.escape(text) + "</text>"
        }
        return output
    }

    private func x(_ column: Int) -> String { geometry.number(Double(column) * geometry.cellWidth) }

    private mutating func look(_ style: Style) -> Int {
        let key = Look(fill: colors(style).text, bold: style.bold, dim: style.dim, underline: style.underline)
        if let id = looks[key] { return id }
        looks[key] = looks.count
        return looks.count - 1
    }

    /// `text` as XML character data; characters XML cannot hold become U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
