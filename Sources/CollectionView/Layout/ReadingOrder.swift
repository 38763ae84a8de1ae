import ListDiff

/// The one walk in reading order: places section by section, top to bottom,
/// crossing into the next (or previous) section at a border and passing by
/// sections with no place.
///
/// What a place is belongs to the caller: the rows of a section (the
/// layout), the slots a lifted row may take (one more than the rows), the
/// stops of the selection (a header, then the rows). A place is written as
/// an ``ItemPath`` whose `item` is the place's index in its section.
///
/// Complexity: each step is O(1) but for the sections with no place crossed.
struct ReadingOrder {
    /// The number of sections walked.
    let sectionCount: Int
    /// The number of places in a section (0: the walk passes it by).
    let places: (Int) -> Int

    /// The first place of `section` or of a later section; `nil` when none.
    func first(from section: Int) -> ItemPath? {
        var s = section
        while s < sectionCount {
            if places(s) > 0 { return ItemPath(item: 0, section: s) }
            s += 1
        }
        return nil
    }

    /// The last place of `section` or of an earlier section; `nil` when none.
    func last(through section: Int) -> ItemPath? {
        var s = section
        while s >= 0 {
            let count = places(s)
            if count > 0 { return ItemPath(item: count - 1, section: s) }
            s -= 1
        }
        return nil
    }

    /// The first place of all; `nil` when there is none.
    var first: ItemPath? { first(from: 0) }

    /// The last place of all; `nil` when there is none.
    var last: ItemPath? { last(through: sectionCount - 1) }

    /// The place after `p`: the next in its section, else the first of a later section; `nil` at the end.
    func after(_ p: ItemPath) -> ItemPath? {
        if p.item + 1 < places(p.section) { return ItemPath(item: p.item + 1, section: p.section) }
        return first(from: p.section + 1)
    }

    /// The place before `p`: the previous in its section, else the last of an earlier section; `nil` at the start.
    func before(_ p: ItemPath) -> ItemPath? {
        if p.item > 0 { return ItemPath(item: p.item - 1, section: p.section) }
        return last(through: p.section - 1)
    }
}
