import CollectionView

/// The hint line at the foot of a screen: the keys that work now,
/// generated from key maps (a `KeyGuide`) and cut to fit, after an optional
/// prefix that says what is going on (`"filter: an▏  "`). Pinned hints (help,
/// quit) are the last to give way (`KeyGuide.hintLine(width:)`).
///
/// ```swift
/// screen.status = HintLine(guide: screen.keyGuide).line(columns: 60)
/// ```
public struct HintLine: Hashable, Sendable {
    /// What comes before the hints (`""` for nothing).
    public var prefix: String
    /// The keys hinted at, in order.
    public var guide: KeyGuide
    /// How the line is drawn (dimmed unless told).
    public var style: Style

    /// A hint line of `guide`'s keys after `prefix`, drawn with `style`.
    public init(prefix: String = "", guide: KeyGuide, style: Style = Style(dim: true)) {
        self.prefix = prefix
        self.guide = guide
        self.style = style
    }

    /// The line for `columns` columns: a space, the prefix, then as many
    /// hints as fit in what is left of the `columns - 1`. O(hints).
    public func line(columns: Int) -> StyledText {
        let width = columns - 1
        return StyledText(" " + prefix + guide.hintLine(width: width - TerminalWidth.of(prefix)), style: style)
    }
}
