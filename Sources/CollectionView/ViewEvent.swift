import ListDiff

/// Which way the content last scrolled.
public enum ScrollDirection: Hashable, Sendable {
    /// Toward the top of the list (the offset decreased).
    case up
    /// Toward the end of the list (the offset increased).
    case down
}

/// What happens in a ``CollectionView``, as its plugins see it.
///
/// Index paths and section indices are the view's: what it shows now (after
/// folds, a lifted row, a pagination footer), which for sections that are
/// neither folded nor touched by a move are the app's own paths.
public enum ViewEvent: Hashable {
    /// A row entered the viewport (at rest: the target of a running scroll or batch).
    case willDisplayItem(ItemPath, id: AnyHashable)
    /// A row left the viewport, or the list. Only its id: its path may be gone.
    case didEndDisplayingItem(id: AnyHashable)
    /// A section's header line entered the viewport.
    case headerBecameVisible(section: Int, id: AnyHashable)
    /// The selection moved to a row, to a header, or away (`nil`).
    case selectionChanged(CollectionViewHit?)
    /// A row was activated (Enter, a click): see ``CollectionView/activateItem(at:)``.
    case itemActivated(ItemPath)
    /// A lifted row was dropped (``Movable``'s Enter, or a one-step move):
    /// the move in the app's index paths, `from` where the row is in the app's
    /// data, `to` its place in the destination section once removed from its
    /// own. The row waits where it was dropped until the app's batch arrives;
    /// an app that refuses the move calls ``CollectionView/cancelMove(animated:)``.
    case itemDropped(from: ItemPath, to: ItemPath)
    /// The content scrolled the other way than it last did.
    case scrollDirectionChanged(ScrollDirection)
    /// The app's last row (the last row of the last section that has rows,
    /// a pagination footer excluded) entered the viewport.
    case lastItemBecameVisible(ItemPath)
    /// An input, offered to the plugins in order until one handles it; the
    /// app gets it back from ``CollectionView/handle(_:)`` when none did.
    case keyPressed(ViewInput)
    /// A batch was validated and applied; its animation starts now. The
    /// changeset is the one the view animates, in its own index paths.
    case batchStarted(Changeset)
    /// That batch's animation ended: `completed` is `false` when it was cut short.
    case batchFinished(Changeset, completed: Bool)
}
