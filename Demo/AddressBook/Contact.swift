import CollectionView
import ListDiff

/// One person in the demo's address book. The id never changes; the name and
/// phone are the content a row shows (and what an edit changes).
///
/// The texts live in one shared, immutable ``Texts`` object the contact
/// holds a strong reference to: copying a contact copies 16 bytes and
/// retains that object, and an edit makes new texts (the old ones are freed
/// when no copy of the contact is left).
struct Contact: Hashable, Sendable, Differentiable {
    /// The texts of a contact, never changed once made (an edit makes new ones).
    final class Texts: Sendable {
        let name: String
        let phone: String
        let sortKey: String
        /// How often the person was dropped somewhere by hand.
        let handMoves: Int

        private init(name: String, phone: String, sortKey: String, handMoves: Int) {
            self.name = name
            self.phone = phone
            self.sortKey = sortKey
            self.handMoves = handMoves
        }

        /// New texts. O(1).
        static func make(name: String, phone: String, sortKey: String, handMoves: Int = 0) -> Texts {
            Texts(name: name, phone: phone, sortKey: sortKey, handMoves: handMoves)
        }
    }

    /// Stable identity across edits.
    let id: Int
    /// Shared by every copy of this contact; replaced, never changed, by an edit.
    private var texts: Texts

    /// Creates a contact.
    init(id: Int, name: String, phone: String) {
        self.id = id
        texts = Texts.make(name: name, phone: phone, sortKey: TextFilter.fold(name))
    }

    /// The displayed name; its first letter picks the section.
    var name: String { texts.name }

    /// A phone number, shown after the name.
    var phone: String {
        get { texts.phone }
        set { texts = Texts.make(name: texts.name, phone: newValue, sortKey: texts.sortKey, handMoves: texts.handMoves) }
    }

    /// The name folded for sorting and filtering: case and accents ignored,
    /// so "Émile" sorts and groups with "Emil". Stored, because the model
    /// compares names on every insertion.
    var sortKey: String { texts.sortKey }

    var differenceIdentifier: Int { id }

    /// How often the person was dropped somewhere by hand: not content (the
    /// row shows nothing of it), but a change of it tells the diff that this
    /// row is the one that moved.
    var handMoves: Int { texts.handMoves }

    /// The same person, marked as dropped somewhere by hand once more.
    func placedByHand() -> Contact {
        var copy = self
        copy.texts = Texts.make(name: name, phone: phone, sortKey: sortKey, handMoves: handMoves + 1)
        return copy
    }

    /// The same person under another name.
    func renamed(_ newName: String) -> Contact {
        var copy = self
        copy.texts = Texts.make(name: newName, phone: phone, sortKey: TextFilter.fold(newName), handMoves: handMoves)
        return copy
    }

    /// Same id, name and phone (the sort key follows from the name).
    static func == (a: Contact, b: Contact) -> Bool {
        a.id == b.id && (a.texts === b.texts || (a.name == b.name && a.phone == b.phone))
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(name)
        hasher.combine(phone)
    }

    /// The section this contact belongs to when grouped by first letter: the
    /// upper-cased first letter of its folded name; anything else goes to "#".
    var sectionKey: String {
        guard let first = sortKey.first, first.isLetter else { return "#" }
        return first.uppercased()
    }
}
