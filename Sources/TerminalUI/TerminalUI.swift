import CNcursesw
import CollectionView

/// The version of ListMotion's terminal layer.
public enum TerminalUIVersion {
    /// The linked ncurses version, e.g. `ncurses 6.4.20221231`.
    public static var ncurses: String {
        guard let text = curses_version() else { return "ncurses (unknown)" }
        return String(cString: text)
    }
}
