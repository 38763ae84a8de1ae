import Foundation
import ListDiff

/// One person in the demo's address book. The id never changes; the name and
/// phone are the content a row shows (and what an edit changes).
struct Contact: Hashable, Sendable, Differentiable {
    /// Stable identity across edits.
    let id: Int
    /// The displayed name; its first letter picks the section.
    private(set) var name: String
    /// A phone number, shown after the name.
    var phone: String
    /// The name folded for sorting and filtering: case and accents ignored,
    /// so "Émile" sorts and groups with "Emil". Stored, because the model
    /// compares names on every insertion.
    private(set) var sortKey: String

    /// Creates a contact.
    init(id: Int, name: String, phone: String) {
        self.id = id
        self.name = name
        self.phone = phone
        self.sortKey = Self.fold(name)
    }

    var differenceIdentifier: Int { id }

    /// The same person under another name.
    func renamed(_ newName: String) -> Contact {
        var copy = self
        copy.name = newName
        copy.sortKey = Self.fold(newName)
        return copy
    }

    /// The section this contact belongs to when grouped by first letter: the
    /// upper-cased first letter of its folded name; anything else goes to "#".
    var sectionKey: String {
        guard let first = sortKey.first, first.isLetter else { return "#" }
        return first.uppercased()
    }

    /// Case- and accent-insensitive form of `text`, for sorting and filtering.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
