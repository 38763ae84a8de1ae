import CollectionView
import ListDiff

/// A section header as the list shows it: the section key, and whether the
/// section is folded (then with the number of people it hides). Folding
/// changes the header's content, so the diff reloads it and it flashes.
struct SectionHeader: Hashable, Sendable, Differentiable {
    /// The section key: the section's identity.
    var key: String
    /// Folded sections show no rows.
    var folded = false
    /// How many rows a folded section hides (0 when unfolded).
    var hiddenCount = 0

    var differenceIdentifier: String { key }

    /// The header line.
    var text: StyledText {
        folded
            ? StyledText(spans: [.init("▸ " + key), .init("  \(hiddenCount) folded", style: Style(dim: true))])
            : StyledText("▾ " + key)
    }
}

/// What the list shows: sections of people.
typealias DisplayList = [ListSection<SectionHeader, Contact>]

extension Contact {
    /// Width of the name column, in cells.
    static let nameColumn = 26

    /// The row: the name, padded to a column, then the phone number dimmed.
    var row: StyledText {
        let width = TerminalWidth.of(name)
        let padding = String(repeating: " ", count: max(Self.nameColumn - width, 1))
        return StyledText(spans: [.init("  " + name + padding), .init(phone, style: Style(dim: true))])
    }
}
