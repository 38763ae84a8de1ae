import ListDiff

/// What a ``CollectionView`` has selected, as one value: a row or a section
/// header, each with the identity it follows through batches and the place
/// it is shown at now. Being one value, a row and a header are never
/// selected together, and an identity never goes without its place.
enum ViewSelection: Equatable {
    /// A row: where it is shown, and its item's id.
    case row(ItemPath, id: AnyHashable)
    /// A section header: its section's index, and the section's id.
    case header(section: Int, id: AnyHashable)

    /// Tells two selections apart by what they select, not by where it is:
    /// a selection that only moved with its item has not changed.
    enum Identity: Hashable {
        case row(AnyHashable)
        case header(AnyHashable)
    }

    /// What is selected, wherever it is.
    var identity: Identity {
        switch self {
        case let .row(_, id): .row(id)
        case let .header(_, id): .header(id)
        }
    }

    /// Where it is, as the view's public API says it.
    var hit: CollectionViewHit {
        switch self {
        case let .row(path, _): .item(path)
        case let .header(section, _): .header(section: section)
        }
    }

    /// The selected row's path, when a row is selected.
    var rowPath: ItemPath? {
        if case let .row(path, _) = self { return path }
        return nil
    }

    /// The selected row's item id, when a row is selected.
    var rowID: AnyHashable? {
        if case let .row(_, id) = self { return id }
        return nil
    }

    /// The section whose header is selected, when a header is.
    var headerSection: Int? {
        if case let .header(section, _) = self { return section }
        return nil
    }

    /// The id of the section whose header is selected, when a header is.
    var headerID: AnyHashable? {
        if case let .header(_, id) = self { return id }
        return nil
    }
}
