/// Picks people from an ``AddressBook`` at random positions in reading
/// order, without putting anyone back, as `people.remove(at:)` on the flat
/// list of everyone would, but without building that list: the stream's
/// server batches pick a handful of people from a million.
///
/// Each pick costs O(picks so far + sections).
struct PeoplePicker {
    private let book: AddressBook
    /// Flat positions taken so far, ascending.
    private var taken: [Int] = []

    /// A picker over everyone in `book`.
    init(book: AddressBook) {
        self.book = book
    }

    /// How many people are left to pick.
    var remaining: Int { book.count - taken.count }

    /// Takes the person at `index` among those not yet taken (`0..<remaining`).
    mutating func take(_ index: Int) -> Contact? {
        guard index >= 0, index < remaining else { return nil }
        // The flat position whose rank among the untaken is `index`.
        var position = index
        var insertAt = 0
        for earlier in taken {
            guard earlier <= position else { break }
            position += 1
            insertAt += 1
        }
        taken.insert(position, at: insertAt)
        return book.person(atPosition: position)
    }
}

extension AddressBook {
    /// The person at flat position `position` in reading order, if any. O(sections).
    func person(atPosition position: Int) -> Contact? {
        guard position >= 0 else { return nil }
        var rest = position
        for section in model.sections {
            if rest < section.items.count { return section.items[rest] }
            rest -= section.items.count
        }
        return nil
    }
}
