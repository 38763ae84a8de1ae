import ListDiff

/// A card on the board, identified by its number.
struct Card: Differentiable, Equatable, Sendable {
    let id: Int
    let title: String
    var differenceIdentifier: Int { id }
}

/// A place on the board that is not there.
struct BoardError: Error, Equatable, CustomStringConvertible {
    let path: ItemPath
    var description: String { "no card place \(path.item) in lane \(path.section)" }
}

/// Lanes of cards, left to right on paper, top to bottom on the screen.
struct Board: Equatable, Sendable {
    static let laneNames = ["To do", "Doing", "Done"]
    private(set) var lanes: [[Card]]

    init(_ lanes: [[Card]]) {
        self.lanes = Self.laneNames.indices.map { $0 < lanes.count ? lanes[$0] : [] }
    }

    static let sample = Board([
        [Card(id: 1, title: "Write the README"), Card(id: 2, title: "Fix the resize bug"), Card(id: 3, title: "Release 1.0")],
        [Card(id: 4, title: "Review the diff")],
        [Card(id: 5, title: "Set up CI")],
    ])

    var sections: [ListSection<String, Card>] {
        zip(Self.laneNames, lanes).map { ListSection(model: $0, items: $1) }
    }

    /// Moves the card at `from` to `to` (its place in the lane once taken out
    /// of its own, as `Movable` reports a drop).
    ///
    /// - Throws: ``BoardError`` naming the path that is not on the board; the board is unchanged.
    mutating func move(from: ItemPath, to: ItemPath) throws(BoardError) {
        guard lanes.indices.contains(from.section), lanes[from.section].indices.contains(from.item) else { throw BoardError(path: from) }
        var lanes = self.lanes
        let card = lanes[from.section].remove(at: from.item)
        guard lanes.indices.contains(to.section), (0...lanes[to.section].count).contains(to.item) else { throw BoardError(path: to) }
        lanes[to.section].insert(card, at: to.item)
        self.lanes = lanes
    }

    /// Where a card is.
    func path(of card: Card) -> ItemPath? {
        for (lane, cards) in lanes.enumerated() {
            if let item = cards.firstIndex(of: card) { return ItemPath(item: item, section: lane) }
        }
        return nil
    }
}
