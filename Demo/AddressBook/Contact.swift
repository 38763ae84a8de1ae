/// One person in the demo's address book. The id never changes; the name and
/// phone are the content a row shows (and what an edit changes).
struct Contact: Hashable, Sendable {
    /// Stable identity across edits.
    var id: Int
    /// The displayed name; its first letter picks the section.
    var name: String
    /// A phone number, shown after the name.
    var phone: String

    /// The section this contact belongs to: the upper-cased first letter of
    /// its name; names that start with something other than a letter go to "#".
    var sectionKey: String {
        guard let first = name.first, first.isLetter else { return "#" }
        return first.uppercased()
    }
}
