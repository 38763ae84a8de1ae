import CollectionView
import ListDiff

/// A person in the book, identified by number.
struct Person: Differentiable, Equatable, Sendable {
    let id: Int
    let name: String
    let phone: String
    var differenceIdentifier: Int { id }
}

typealias Book = SortedSections<Person, Character>

extension Book {
    /// People in sections A–Z by the first letter of their name, by name in each.
    static func addressBook(_ people: [Person]) throws(SortedSectionsError) -> Book {
        var book = Book(sectionKey: { $0.name.first ?? "#" }, areInIncreasingOrder: { $0.name < $1.name })
        _ = try book.setItems(people)
        return book
    }

    /// The sections with only the people whose name contains `filter`
    /// (``TextFilter``: any case, any accents); a section left empty is not shown. O(n).
    func sections(matching filter: String) -> [ListSection<Header, Person>] {
        TextFilter(filter).filter(listSections, text: \.name)
    }
}

extension Person {
    static let sample: [Person] = [
        "Ada Lovelace", "Alan Turing", "Anita Borg", "Barbara Liskov", "Bjarne Stroustrup", "Brian Kernighan",
        "Charles Babbage", "Dennis Ritchie", "Donald Knuth", "Edsger Dijkstra", "Frances Allen", "Grace Hopper",
        "Guido van Rossum", "Hedy Lamarr", "Ken Thompson", "Linus Torvalds", "Margaret Hamilton", "Niklaus Wirth",
        "Radia Perlman", "Tim Berners-Lee",
    ].enumerated().map { Person(id: $0.offset, name: $0.element, phone: "+1 555 01\($0.offset + 10)") }
}
