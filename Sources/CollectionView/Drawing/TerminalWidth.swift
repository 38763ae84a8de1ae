import ListDiff

/// The one width function of ListMotion: how many terminal cells a grapheme
/// cluster takes. Layout, clipping, hit-testing, ``GridCanvas`` and the
/// curses canvas all measure with it, so what the tests see is what the
/// terminal shows.
///
/// It measures per `Character` (grapheme cluster), not per scalar as
/// `wcwidth` does: a flag or a family emoji is one glyph of two cells.
public enum TerminalWidth {
    /// The placeholder drawn for a control character (item text is data,
    /// never terminal commands): C0 controls become their Unicode "control
    /// picture" (␛ for ESC), DEL becomes ␡, C1 controls become �.
    public static func placeholder(for character: Character) -> Character? {
        guard let first = character.unicodeScalars.first else { return nil }
        switch first.value {
        case 0x00..<0x20: return Character(Unicode.Scalar(0x2400 + first.value) ?? "?")
        case 0x7F: return "\u{2421}"
        case 0x80..<0xA0: return "\u{FFFD}"
        default: return nil
        }
    }

    /// Cells taken by `character`: 0 (combining or format characters on their
    /// own, drawn as nothing), 1, or 2 (East Asian wide, emoji presentation).
    /// Control characters measure as their placeholder (1).
    ///
    /// Complexity: O(scalars in the cluster).
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if placeholder(for: character) != nil { return 1 }
        if first.value < 0x7F { return 1 }  // ASCII fast path (CR LF is a control, above)
        if scalars.allSatisfy({ isZeroWidth($0) }) { return 0 }
        if isWide(first) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        return 1
    }

    /// Cells taken by `text`, the sum over its grapheme clusters.
    ///
    /// Complexity: O(n) in the length of `text`.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// Combining marks, enclosing marks and format characters (ZWJ, ZWSP,
    /// variation selectors) draw nothing by themselves.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return scalar.value == 0x200B || (0xFE00...0xFE0F).contains(scalar.value)
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15), plus the emoji
    /// blocks terminals draw two cells wide.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x1100 { return false }
        // The first range not wholly below `v` (the ranges are sorted and disjoint).
        let i = wideRanges.partitioningIndex { $0.upperBound >= v }
        return i < wideRanges.count && wideRanges[i].lowerBound <= v
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1AFF0...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F1E6...0x1F1FF, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
        0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
