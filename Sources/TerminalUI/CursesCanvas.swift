import CNcursesw
import CollectionView

/// A `Canvas` on an ncurses window, drawn with the wide-character API.
///
/// Text placement, clipping and widths come from the shared
/// `Canvas.put(_:x:y:style:clip:)` path (`GlyphLayout` and
/// `TerminalWidth`), so a frame drawn here is cell for cell the frame a
/// `GridCanvas` holds. Drawing only changes ncurses' virtual screen; the
/// terminal sees it when ``Terminal`` ends the frame.
public struct CursesCanvas: Canvas {
    /// The window drawn on (`stdscr` of the terminal's screen).
    let window: UnsafeMutablePointer<WINDOW>
    /// The screen's shared colour pairs.
    let palette: ColorPalette
    /// The canvas size in cells (the window's size when the canvas was made).
    public let size: CellSize

    /// Colours this canvas shows: 0, 8 or 256.
    public var colorCount: Int { palette.colorCount }
    /// The frame loop drawing this canvas (set by ``TerminalLoop`` for each
    /// frame): a ``CollectionView`` drawn here asks it for frames on its own.
    public internal(set) weak var displayHost: (any DisplayHost)?

    init(window: UnsafeMutablePointer<WINDOW>, palette: ColorPalette) {
        self.window = window
        self.palette = palette
        var rows: Int32 = 0
        var columns: Int32 = 0
        lm_getmaxyx(window, &rows, &columns)
        size = CellSize(columns: Int(max(columns, 0)), rows: Int(max(rows, 0)))
    }

    /// Blanks the window (`werase`: no forced repaint, unlike `wclear`).
    public mutating func clear() {
        werase(window)
    }

    /// Blanks `rect` one line at a time (`whline_set`), so an area costs a
    /// call per line, not per cell.
    public mutating func clear(_ rect: Rect) {
        let inside = rect.intersection(Rect(size: size))
        guard !inside.isEmpty else { return }
        var blank = cchar_t()
        guard setcchar(&blank, [0x20, 0], 0, 0, nil) == OK else { return }
        for y in inside.y..<inside.maxY {
            guard wmove(window, Int32(y), Int32(inside.x)) == OK else { continue }
            whline_set(window, &blank, Int32(inside.columns))
        }
    }

    /// Draws one glyph with `setcchar` + `mvwadd_wch`.
    ///
    /// ncurses decides how many cells a character covers with `wcwidth` of
    /// its first code point, and a cell keeps only that code point plus
    /// zero-width ones (`cellScalars(of:)`). When that first code point's
    /// `wcwidth` disagrees with `TerminalWidth` (a flag: two regional
    /// indicators that `wcwidth` counts as one cell each) the glyph is drawn
    /// as `width` replacement marks, so ncurses' idea of the line — and
    /// therefore of every column after it — stays right.
    public mutating func putGlyph(_ glyph: Character, width: Int, x: Int, y: Int, style: Style) {
        guard y >= 0, y < size.rows, x >= 0, x + width <= size.columns else { return }
        let attrs = ColorPalette.attributes(of: style)
        let pair = palette.pair(for: style)
        let chars = Self.cellScalars(of: glyph)
        guard let first = chars.first, Int(wcwidth(first)) == width else {
            for column in x..<(x + width) { put([0xFFFD, 0], x: column, y: y, attrs: attrs, pair: pair) }
            return
        }
        put(chars + [0], x: x, y: y, attrs: attrs, pair: pair)
    }

    /// The code points of `glyph` an ncurses cell can hold: the first, then
    /// the zero-width ones (combining accents, variation selectors), at most
    /// `CCHARW_MAX`. A skin-tone modifier or the parts of a ZWJ sequence are
    /// spacing characters to ncurses, so 👍🏽 is drawn as 👍 and 👨‍👩‍👧 as 👨
    /// (same width, same cells).
    static func cellScalars(of glyph: Character) -> [wchar_t] {
        var chars: [wchar_t] = []
        for scalar in glyph.unicodeScalars {
            let char = wchar_t(bitPattern: scalar.value)
            if chars.isEmpty || wcwidth(char) == 0 && scalar.value != 0x200D {
                chars.append(char)
            }
            if chars.count == Int(CCHARW_MAX) { break }
        }
        return chars
    }

    /// Puts a NUL-terminated cell text.
    private func put(_ chars: [wchar_t], x: Int, y: Int, attrs: attr_t, pair: Int16) {
        var cell = cchar_t()
        guard setcchar(&cell, chars, attrs, pair, nil) == OK else { return }
        // The bottom-right cell makes ncurses scroll-check and return ERR; the cell is still set.
        _ = mvwadd_wch(window, Int32(y), Int32(x), &cell)
    }
}
