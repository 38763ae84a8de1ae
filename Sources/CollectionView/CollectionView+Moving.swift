import ListDiff

/// Moving one row by hand: lift it, glide it step by step, drop or cancel.
/// The app's data does not change until the drop, when the app is told the
/// move (its own paths) and answers with its batch.
extension CollectionView {
    /// Where the row being moved is shown now, while one is lifted (also
    /// after a drop, until the app's batch arrives).
    public var movingItem: ItemPath? { presented.lift?.current }

    /// Whether the lifted row was dropped and the app's batch is awaited.
    public var isAwaitingMove: Bool { presented.lift?.dropped ?? false }

    /// Whether the row at `path` may be moved: the first plugin with an opinion decides; yes by default.
    public func canMoveItem(at path: ItemPath) -> Bool {
        guard layout.contains(path), !isFooterSection(path.section) else { return false }
        for plugin in plugins {
            if let answer = plugin.canMoveItem(at: path, in: self) { return answer }
        }
        return true
    }

    /// Lifts the selected row: from now on ``moveLiftedItem(by:animated:)``
    /// glides it and ``dropLiftedItem()`` or ``cancelMove(animated:)`` ends the move.
    ///
    /// - Returns: `false` when no row is selected, it may not move, or a move is already under way.
    @discardableResult
    public func liftSelectedItem() -> Bool {
        guard presented.lift == nil, case let .row(path, id)? = selected, canMoveItem(at: path) else { return false }
        presented.lift = PresentedDataSource.Lift(id: id, origin: path, current: path)
        return true
    }

    /// Glides the lifted row one place down (`steps` > 0) or up, per step one
    /// line, into the next or previous section when it reaches a border
    /// (skipping folded sections). The selection and the scroll follow it.
    ///
    /// - Returns: `false`, with nothing changed, when no row is lifted (or it
    ///   was dropped) or it cannot go further.
    @discardableResult
    public func moveLiftedItem(by steps: Int, animated: Bool = true) -> Bool {
        guard var lift = presented.lift, !lift.dropped, steps != 0 else { return false }
        let from = lift.current
        var slot = from
        for _ in 0..<abs(steps) {
            guard let next = steps > 0 ? slotAfter(slot, lifted: from) : slotBefore(slot, lifted: from) else { break }
            slot = next
        }
        guard slot != from else { return false }
        lift.current = slot
        presented.lift = lift
        do {
            try perform(Changeset(items: .init(moved: [Move(from: from, to: slot)])), animated: animated)
        } catch {
            lift.current = from
            presented.lift = lift
            return false
        }
        scrollToItem(at: slot, animated: animated)
        return true
    }

    /// Ends the move where the row is shown and tells who asked the app's
    /// paths of the move: `from` where the row is in the app's data, `to`
    /// its place in the destination section once removed from its own (the
    /// convention of `SortedSections.moveItem(from:to:)`). The row stays
    /// where it was dropped until the app's batch arrives (any batch ends the move).
    ///
    /// - Returns: `nil` when no row is lifted, or when it is back at its
    ///   place (then the move simply ends).
    public func dropLiftedItem() -> Move<ItemPath>? {
        guard var lift = presented.lift, !lift.dropped else { return nil }
        if lift.current == lift.origin {
            presented.lift = nil
            return nil
        }
        lift.dropped = true
        presented.lift = lift
        return Move(from: lift.origin, to: lift.current)
    }

    /// Glides the lifted row back to its place (also after a drop the app
    /// refused) and ends the move; the app's data is untouched.
    public func cancelMove(animated: Bool = true) {
        guard let lift = presented.lift else { return }
        presented.lift = nil
        guard lift.current != lift.origin else { return }
        do {
            try perform(Changeset(items: .init(moved: [Move(from: lift.current, to: lift.origin)])), animated: animated)
            scrollToItem(at: lift.origin, animated: animated)
        } catch {
            reloadData()
        }
    }

    /// The next place of a row lifted from `lifted` that is at `slot`. Rows
    /// of a section without the lifted one are 0..<n; a slot is 0...n.
    private func slotAfter(_ slot: ItemPath, lifted: ItemPath) -> ItemPath? {
        slots(at: slot, lifted: lifted).after(slot)
    }

    private func slotBefore(_ slot: ItemPath, lifted: ItemPath) -> ItemPath? {
        slots(at: slot, lifted: lifted).before(slot)
    }

    /// The slots a row lifted from `lifted` may take, in reading order: every
    /// slot of the sections it may move into, and of the section of `slot`, where it is.
    private func slots(at slot: ItemPath, lifted: ItemPath) -> ReadingOrder {
        ReadingOrder(sectionCount: layout.sectionCount) { s in
            s == slot.section || self.isMoveTarget(s) ? self.roomWithout(s, lifted: lifted) + 1 : 0
        }
    }

    private func roomWithout(_ section: Int, lifted: ItemPath) -> Int {
        layout.itemCount(section) - (lifted.section == section ? 1 : 0)
    }

    private func isMoveTarget(_ section: Int) -> Bool {
        !isFooterSection(section) && !presented.folded.contains(layout.sectionIDs[section])
    }
}
