import SeededRandom

/// Deterministic source of demo people: the same seed gives the same names,
/// so screenshots, replays and tests agree.
struct ContactGenerator {
    private var random: SplitMix64
    private var nextID: Int

    /// First names from many scripts: Latin with and without accents,
    /// Cyrillic, Greek, CJK, and a few with emoji, so wide glyphs show up
    /// in every screenful.
    static let firstNames = [
        "Ada", "Alan", "Alice", "Amélie", "Anders", "Ángel", "Ayşe", "Barbara", "Bjørn", "Brian",
        "Camille", "Carlos", "Chloé", "Dmitri", "Dorothy", "Édouard", "Elena", "Émile", "Erik", "Fatima",
        "François", "Grace", "Günther", "Hannah", "Håkon", "Ines", "Ingrid", "Ivan", "Jürgen", "Karin",
        "Katherine", "Lars", "Léa", "Linus", "Łukasz", "Margaret", "María", "Mikko", "Niklaus", "Noémie",
        "Olga", "Oskar", "Paulo", "Radia", "Renée", "Sébastien", "Sofia", "Søren", "Tim", "Ulla",
        "Vera", "Wen", "Xavier", "Yusuf", "Zoë", "Zuzana",
        "Анна", "Борис", "Дарья", "Жанна", "Ирина", "Сергей", "Юлия",
        "Αθηνά", "Νίκος",
        "王", "李", "张", "陈", "佐藤", "鈴木", "김", "박",
    ]

    static let lastNames = [
        "Lovelace", "Turing", "Hopper", "Knuth", "Liskov", "Dijkstra", "Ritchie", "Thompson",
        "Hamilton", "Perlman", "Wirth", "Backus", "Kay", "Allen", "Goldberg", "Stroustrup",
        "Torvalds", "Berners-Lee", "Cerf", "Kahn", "Müller", "Núñez", "Øberg", "Šimek", "Çelik",
        "Иванов", "Петрова", "小明", "太郎", "민준",
    ]

    static let emojiTags = ["🎸", "🌻", "🚲", "☕", "🐙", "🍣", "👩‍💻", "🎨"]

    /// Starts the sequence for `seed`.
    init(seed: UInt64 = 2026) {
        random = SplitMix64(seed: seed)
        nextID = 1
    }

    /// A random index below `bound` (bound > 0).
    mutating func nextIndex(below bound: Int) -> Int {
        Int(random.next() % UInt64(max(bound, 1)))
    }

    /// A random name: first + last, sometimes followed by an emoji tag.
    mutating func makeName() -> String {
        let first = Self.firstNames[nextIndex(below: Self.firstNames.count)]
        let last = Self.lastNames[nextIndex(below: Self.lastNames.count)]
        let tag = nextIndex(below: 9) == 0 ? " " + Self.emojiTags[nextIndex(below: Self.emojiTags.count)] : ""
        return "\(first) \(last)\(tag)"
    }

    /// A phone number in a fixed shape.
    mutating func makePhone() -> String {
        let a = 200 + nextIndex(below: 800)
        let b = nextIndex(below: 10_000)
        let digits = String(b)
        return "+1 555 \(a) " + String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// A new contact with a fresh id.
    mutating func makeContact() -> Contact {
        defer { nextID += 1 }
        return Contact(id: nextID, name: makeName(), phone: makePhone())
    }

    /// `count` new contacts (the built-in book uses 300). `progress` hears
    /// how many are made, every ``progressStep`` contacts and at the end.
    mutating func makeContacts(_ count: Int, progress: (Int) -> Void = { _ in }) -> [Contact] {
        var contacts: [Contact] = []
        contacts.reserveCapacity(max(count, 0))
        for made in 0..<max(count, 0) {
            if made % Self.progressStep == 0, made > 0 { progress(made) }
            contacts.append(makeContact())
        }
        progress(contacts.count)
        return contacts
    }

    /// How often ``makeContacts(_:progress:)`` reports.
    static let progressStep = 10_000
}
