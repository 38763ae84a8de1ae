import ListDiff

/// Folds sections: Enter or Space on a selected header (or a click on a
/// header) folds the section's rows away with the delete animation, and
/// unfolds them with the insert animation.
///
/// The fold state lives in the view, by section id, so it survives the
/// app's batches: ``CollectionView/foldedSectionIDs``. A folded section's
/// header shows how many rows it hides (``format``). What the view shows is
/// then the app's model without the rows of the folded sections.
///
/// Select headers with ``Selectable/selectsHeaders`` to fold by keyboard.
public struct Foldable: CollectionViewPlugin {
    /// The header of a folded section, from its own header and the number of hidden rows.
    public var format: @MainActor (_ header: StyledText, _ hiddenItems: Int) -> StyledText
    /// Called after a section was folded (`true`) or unfolded, with its id.
    public var onToggle: (@MainActor (_ sectionID: AnyHashable, _ folded: Bool) -> Void)?
    /// The keys, their actions and help; rebind with ``KeyMap/rebind(_:to:)``.
    public var keyMap: KeyMap<Action>

    /// What the keys of ``keyMap`` do.
    public enum Action: Hashable, Sendable {
        /// Fold or unfold the selected header's section.
        case toggle
    }

    /// The default keys: Enter or Space on a selected header.
    public nonisolated static let defaultKeyMap = KeyMap<Action>([
        KeyBinding(.toggle, keys: [.enter, .space], help: "(on a header) fold or unfold it"),
    ])

    /// Creates the plugin; the default format is "▸ header (N)".
    public init(
        format: @escaping @MainActor (_ header: StyledText, _ hiddenItems: Int) -> StyledText = Foldable.defaultFormat,
        keyMap: KeyMap<Action> = Foldable.defaultKeyMap,
        onToggle: (@MainActor (_ sectionID: AnyHashable, _ folded: Bool) -> Void)? = nil
    ) {
        self.format = format
        self.keyMap = keyMap
        self.onToggle = onToggle
    }

    /// The keys of ``keyMap``.
    public func keyGuide(in view: CollectionView) -> KeyGuide { keyMap.guide }

    /// "▸ " before the header, " (N)" after it, dimmed.
    public static func defaultFormat(_ header: StyledText, _ hiddenItems: Int) -> StyledText {
        var spans = [StyledText.Span("▸ ")]
        spans += header.lines.first ?? []
        spans.append(StyledText.Span(" (\(hiddenItems))", style: Style(dim: true)))
        return StyledText(spans: spans)
    }

    /// Toggles the selected header's section on a key of ``keyMap`` (Enter or Space), a clicked header's on a click.
    public mutating func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
        guard case let .keyPressed(input) = event, view.movingItem == nil else { return .ignored }
        let section: Int
        if case let .click(line, _) = input {
            guard case let .header(clicked)? = view.hit(atScreenLine: line) else { return .ignored }
            view.select(.header(section: clicked))
            section = clicked
        } else if keyMap.action(for: input) == .toggle, let selected = view.selectedHeader {
            section = selected
        } else {
            return .ignored
        }
        guard let id = view.sectionID(section), view.toggleFold(section) else { return .ignored }
        onToggle?(id, view.isSectionFolded(section))
        return .handled
    }

    /// The folded header in ``format``.
    public func foldedHeader(_ header: StyledText, hiddenItems: Int, section: Int, in view: CollectionView) -> StyledText? {
        format(header, hiddenItems)
    }
}
