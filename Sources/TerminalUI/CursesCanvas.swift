import CNcursesw
import CollectionView

/// A ``Canvas`` on an ncurses window, drawn with the wide-character API.
///
/// Text placement, clipping and widths come from the shared
/// ``Canvas/put(_:x:y:style:clip:)`` path (``GlyphLayout`` and
/// ``TerminalWidth``), so a frame drawn here is cell for cell the frame a
/// ``GridCanvas`` holds. Drawing only changes ncurses' virtual screen; the
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

    /// Draws one glyph with `setcchar` + `mvwadd_wch`.
    ///
    /// ncurses decides how many cells a character covers with `wcwidth` of
    /// its first code point. When that disagrees with ``TerminalWidth`` (a
    /// flag: two regional indicators that `wcwidth` counts as one cell each),
    /// or the cluster has more code points than a cell holds, the glyph is
    /// drawn as `width` replacement marks instead, so ncurses' idea of the
    /// line — and therefore of every column after it — stays right.
    public mutating func putGlyph(_ glyph: Character, width: Int, x: Int, y: Int, style: Style) {
        guard y >= 0, y < size.rows, x >= 0, x + width <= size.columns else { return }
        let attrs = ColorPalette.attributes(of: style)
        let pair = palette.pair(for: style)
        var chars = glyph.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        let fits = chars.count <= Int(CCHARW_MAX) && chars.first.map { Int(wcwidth($0)) == width } == true
        if !fits {
            for column in x..<(x + width) { put([0xFFFD], x: column, y: y, attrs: attrs, pair: pair) }
            return
        }
        chars.append(0)
        put(chars, x: x, y: y, attrs: attrs, pair: pair)
    }

    private func put(_ chars: [wchar_t], x: Int, y: Int, attrs: attr_t, pair: Int16) {
        var terminated = chars
        if terminated.last != 0 { terminated.append(0) }
        var cell = cchar_t()
        guard setcchar(&cell, terminated, attrs, pair, nil) == OK else { return }
        // The bottom-right cell makes ncurses scroll-check and return ERR; the cell is still set.
        _ = mvwadd_wch(window, Int32(y), Int32(x), &cell)
    }
}
