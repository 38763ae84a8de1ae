import CollectionView
import ListDiff

/// One person in the demo's address book. The id never changes; the name and
/// phone are the content a row shows (and what an edit changes).
///
/// The texts live in one shared, immutable ``Texts`` object, kept in a
/// table for the life of the process; the contact holds its index there (a
/// value), so that copying a contact is 16 plain bytes: a change to a
/// section of a book of a million people copies that section's rows on the
/// main actor (the list on its way to the screen shares them), and with a
/// counted reference that copy was a retain per row, each one a cache miss,
/// some 20 ms a server batch.
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

        /// Every `Texts` made, never let go, by the index a contact keeps.
        /// What that keeps beyond the book is the texts edits replaced (a few
        /// hundred bytes an edit), the price of copies without reference counts.
        private static let all = LockedValue<[Texts]>([])

        /// New texts, kept for the life of the process (see ``all``); returns
        /// their index. Amortized O(1).
        static func make(name: String, phone: String, sortKey: String, handMoves: Int = 0) -> Int {
            let texts = Texts(name: name, phone: phone, sortKey: sortKey, handMoves: handMoves)
            return all.withLock {
                $0.append(texts)
                return $0.count - 1
            }
        }

        /// The texts made as number `index` by ``make(name:phone:sortKey:handMoves:)``. O(1).
        static subscript(index: Int) -> Texts { all.withLock { $0[index] } }
    }

    /// Stable identity across edits.
    let id: Int
    /// Where this contact's texts are in the table of ``Texts`` (a plain
    /// value: see the type's documentation); only ``Texts/make(name:phone:sortKey:handMoves:)`` makes one.
    private var textsIndex: Int

    /// The contact's texts.
    private var texts: Texts { Texts[textsIndex] }

    /// Creates a contact.
    init(id: Int, name: String, phone: String) {
        self.id = id
        textsIndex = Texts.make(name: name, phone: phone, sortKey: TextFilter.fold(name))
    }

    /// The displayed name; its first letter picks the section.
    var name: String { texts.name }

    /// A phone number, shown after the name.
    var phone: String {
        get { texts.phone }
        set { textsIndex = Texts.make(name: texts.name, phone: newValue, sortKey: texts.sortKey, handMoves: texts.handMoves) }
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
        copy.textsIndex = Texts.make(name: name, phone: phone, sortKey: sortKey, handMoves: handMoves + 1)
        return copy
    }

    /// The same person under another name.
    func renamed(_ newName: String) -> Contact {
        var copy = self
        copy.textsIndex = Texts.make(name: newName, phone: phone, sortKey: TextFilter.fold(newName), handMoves: handMoves)
        return copy
    }

    /// Same id, name and phone (the sort key follows from the name).
    static func == (a: Contact, b: Contact) -> Bool {
        a.id == b.id && (a.textsIndex == b.textsIndex || (a.name == b.name && a.phone == b.phone))
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
