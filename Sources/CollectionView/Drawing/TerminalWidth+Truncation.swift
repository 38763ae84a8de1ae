extension TerminalWidth {
    /// `text` cut to at most `width` cells: unchanged when it fits, else as
    /// many whole glyphs as fit before a closing "…" (a wide glyph that
    /// would straddle the cut is left out, never halved). Empty for a width
    /// of zero or less.
    ///
    /// Complexity: O(n) in the length of `text`.
    public static func truncated(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let cells = of(character)
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        return result + "…"
    }
}
