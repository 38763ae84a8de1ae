import ListDiff

/// Jumps between sections by letter, and shows an index column.
///
/// Typing a letter scrolls (animated) to the first section whose header
/// starts with it. Letters that have a case must be typed upper case
/// (Shift+letter) so that lower-case command keys stay the app's; letters
/// without case (CJK…) and digits jump as typed. Set ``acceptsLowercase`` for
/// an app without letter commands.
///
/// The index column, at the right edge, shows each section's letter once
/// (sampled when there are more letters than lines) with the current one
/// (the section at the top of the view) highlighted. The view lays its rows
/// out in the columns left.
public struct SectionIndex: CollectionViewPlugin {
    /// Whether lower-case letters jump too.
    public var acceptsLowercase: Bool
    /// Whether the index column is shown.
    public var showsColumn: Bool
    /// The style of the letters, and of the current one.
    public var style: Style
    /// The current letter's style.
    public var currentStyle: Style

    /// Letters per section, recomputed when the list changes (``CollectionView/contentVersion``).
    private final class Titles {
        var version = -1
        /// Distinct letters in order, with the first section that has each.
        var letters: [(letter: Character, section: Int)] = []
        /// For each section, the index in `letters` of its letter (or of the previous one).
        var letterOfSection: [Int] = []
    }

    private let titles = Titles()

    /// Creates the plugin.
    public init(
        acceptsLowercase: Bool = false, showsColumn: Bool = true,
        style: Style = Style(dim: true), currentStyle: Style = Style(bold: true, reverse: true)
    ) {
        self.acceptsLowercase = acceptsLowercase
        self.showsColumn = showsColumn
        self.style = style
        self.currentStyle = currentStyle
    }

    /// The first letter or digit of a header, upper-cased: its index letter.
    /// Marks before it ("… B", "#3", "★ Favourites") are passed over, so
    /// that the index shows, and a key reaches, what tells sections apart;
    /// a header without a letter or digit is indexed by its first character.
    static func letter(of header: StyledText) -> Character? {
        let text = header.description
        guard let first = text.first(where: { $0.isLetter || $0.isNumber }) ?? text.first(where: { !$0.isWhitespace }) else {
            return nil
        }
        return upper(first)
    }

    static func upper(_ character: Character) -> Character { String(character).uppercased().first ?? character }

    /// "A–Z: jump to a section" (lower case too with ``acceptsLowercase``):
    /// the keys are every letter, so they are described, not listed.
    public func keyGuide(in view: CollectionView) -> KeyGuide {
        KeyGuide(help: [KeyHelp(keys: acceptsLowercase ? "a–z A–Z" : "A–Z", text: "jump to a section")])
    }

    /// Scrolls to the section of a typed letter.
    public func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
        guard case let .keyPressed(.character(typed)) = event, typed.isLetter || typed.isNumber else { return .ignored }
        if typed.isCased, typed.isLowercase, !acceptsLowercase { return .ignored }
        let wanted = Self.upper(typed)
        refresh(view)
        guard let entry = titles.letters.first(where: { $0.letter == wanted }) else { return .ignored }
        view.scrollToSection(entry.section, animated: true)
        return .handled
    }

    /// Two columns (a gap and the letters) when the column is shown.
    public func reservedColumns(in view: CollectionView) -> Int { showsColumn ? 2 : 0 }

    /// The index column. O(lines) once the letters are known.
    public func drawOverlay(into canvas: inout some Canvas, in view: CollectionView) {
        guard showsColumn, canvas.size.columns >= 2, canvas.size.rows > 0 else { return }
        refresh(view)
        let letters = titles.letters
        guard !letters.isEmpty else { return }
        let rows = canvas.size.rows
        let top = view.layout.section(containing: view.scrollOffset)
        let current = top.map { titles.letterOfSection[$0] }
        let shown = min(rows, letters.count)
        let x = canvas.size.columns - 1
        var currentDrawn = false
        for line in 0..<shown {
            let index = line * letters.count / shown
            // The current letter replaces the sampled one nearest to it.
            let next = (line + 1) * letters.count / shown
            let isCurrent = current.map { !currentDrawn && $0 >= index && $0 < next } ?? false
            let letter = isCurrent ? letters[current ?? index].letter : letters[index].letter
            if isCurrent { currentDrawn = true }
            canvas.put(String(letter), x: x, y: line, style: isCurrent ? currentStyle : style)
        }
    }

    private func refresh(_ view: CollectionView) {
        guard titles.version != view.contentVersion else { return }
        titles.version = view.contentVersion
        titles.letters = []
        titles.letterOfSection = []
        let layout = view.layout
        for s in 0..<layout.sectionCount {
            if let header = layout.headers[s], let letter = Self.letter(of: header),
               titles.letters.last?.letter != letter, !titles.letters.contains(where: { $0.letter == letter }) {
                titles.letters.append((letter, s))
            }
            titles.letterOfSection.append(max(titles.letters.count - 1, 0))
        }
    }
}
