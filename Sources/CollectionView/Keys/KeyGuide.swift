/// What a screen tells the user about its keys, generated from key maps:
/// the full help (one ``KeyHelp`` per line of a help overlay) and the short
/// hints of a status line. Guides add up (`+`): a screen's guide is its
/// view's plugins' (``CollectionView/keyGuide``) plus its own map's.
public struct KeyGuide: Hashable, Sendable {
    /// The lines of the full help, in order.
    public var help: [KeyHelp]
    /// Status-line hints that give way when the line is short, in order.
    public var hints: [KeyHelp]
    /// Status-line hints always shown (help, quit), after the others.
    public var pinnedHints: [KeyHelp]

    /// Creates a guide.
    public init(help: [KeyHelp] = [], hints: [KeyHelp] = [], pinnedHints: [KeyHelp] = []) {
        self.help = help
        self.hints = hints
        self.pinnedHints = pinnedHints
    }

    /// Both guides, `left`'s entries first.
    public static func + (left: KeyGuide, right: KeyGuide) -> KeyGuide {
        KeyGuide(help: left.help + right.help, hints: left.hints + right.hints, pinnedHints: left.pinnedHints + right.pinnedHints)
    }

    /// The columns the pinned hints take (`"? help  q quit"`): the least a
    /// status line keeps for them, whatever comes before. O(pinned hints).
    public var pinnedWidth: Int {
        TerminalWidth.of(pinnedHints.map { $0.keys + " " + $0.text }.joined(separator: "  "))
    }

    /// The status-line hint, `"d delete  a add  ? help  q quit"`, cut to fit in
    /// `width` columns: unpinned hints are dropped from the end until it
    /// fits, then the text is cut with `…`.
    ///
    /// - Complexity: O(h²) for h hints (a handful).
    public func hintLine(width: Int) -> String {
        var shown = hints
        func text() -> String { (shown + pinnedHints).map { $0.keys + " " + $0.text }.joined(separator: "  ") }
        while !shown.isEmpty, TerminalWidth.of(text()) > width { shown.removeLast() }
        return TerminalWidth.truncated(text(), toWidth: max(width, 0))
    }
}
