import CollectionView

/// One input report as ncurses gives it, before decoding: what `get_wch`
/// returned, with whatever the loop looked up for it (the key's name, the
/// mouse report, the new size). Plain data, so ``KeyDecoder`` is a pure
/// function that tests can drive without a terminal.
public enum RawInput: Hashable, Sendable {
    /// `get_wch` returned `OK`: a wide character (a code point; controls included).
    case character(UInt32)
    /// `get_wch` returned `KEY_CODE_YES`: an ncurses key code, with
    /// `keyname`'s answer for codes beyond the standard ones (e.g. `kUP` for
    /// xterm's Shift+Up when terminfo defines it as an extended key).
    case keyCode(Int32, name: String?)
    /// `KEY_MOUSE`, with the report `getmouse` returned (`buttons` is the
    /// ncurses `bstate` mask).
    case mouse(column: Int, row: Int, buttons: UInt)
    /// `KEY_RESIZE`, with the size ncurses now has.
    case resize(CellSize)
}
