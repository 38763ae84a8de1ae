import CollectionView
import ListDiff

/// A section header as the list shows it: the section key, first, so that
/// the section index finds its letter. Folding is the view's (the
/// `Foldable` plugin), not the model's.
struct SectionHeader: Hashable, Sendable, Differentiable {
    /// The section key: the section's identity and its header line.
    var key: String

    var differenceIdentifier: String { key }

    /// The header line.
    var text: StyledText { StyledText(key) }
}

/// What the list shows: sections of people.
typealias DisplayList = [ListSection<SectionHeader, Contact>]

extension Contact {
    /// Width of the name column, in cells.
    static let nameColumn = 21

    /// The row: the name, padded to a column, then the phone number dimmed.
    var row: StyledText {
        let width = TerminalWidth.of(name)
        let padding = String(repeating: " ", count: max(Self.nameColumn - width, 1))
        return StyledText(spans: [.init("  " + name + padding), .init(phone, style: Style(dim: true))])
    }
}
