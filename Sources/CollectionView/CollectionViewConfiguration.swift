/// How a ``CollectionView`` lays out and animates: settable at any time.
public struct CollectionViewConfiguration: Hashable, Sendable {
    /// How long a batch's motion lasts. Zero means no intermediate frames
    /// (reduced motion): a batch lands at once and its completion runs at once.
    public var animationDuration: Duration = .milliseconds(250)
    /// How motion progresses over ``animationDuration``.
    public var easing: Easing = .easeInOut
    /// One blank line between consecutive sections.
    public var blankLineBetweenSections: Bool = false
    /// The interval ``CollectionView/nextFrameTime`` asks for while animating.
    public var frameInterval: Duration = .milliseconds(16)
    /// When a row that moved *and* changed (a deferred reload) shows its new
    /// content. The default, ``MovedRowUpdate/afterLanding``, keeps the old
    /// text while the row glides, so the eye follows the row it knew; pick
    /// ``MovedRowUpdate/whileMoving`` when the new values are the point (a
    /// "top"-style list re-ranked by the very value that changed). Either
    /// way the row flashes when it lands.
    public var movedRowUpdate: MovedRowUpdate = .afterLanding
    /// Styles of headers, selection and flashes.
    public var appearance: Appearance = Appearance()
    /// How much of the data source a batch is checked against. The default,
    /// ``Validation/automatic``, costs what the batch changes (and checks
    /// the rows around each change of a batch an app writes);
    /// ``Validation/full`` asks for every row's id again, as a reload does.
    public var validation: Validation = .automatic

    /// How long an updated row or header flashes: half of ``animationDuration``.
    /// A reload flashes from the batch's start; a deferred reload once the
    /// moves have landed.
    public var flashDuration: Duration { Self.flashDuration(forMotion: animationDuration) }

    /// The longest a batch animates: its moves (``animationDuration``), then
    /// the flash of its deferred reloads (``flashDuration``).
    public var longestBatchDuration: Duration { Self.longestBatchDuration(forMotion: animationDuration) }

    /// How long a flash lasts in a batch whose moves take `motion`: half of it.
    public static func flashDuration(forMotion motion: Duration) -> Duration { motion / 2 }

    /// The longest a batch whose moves take `motion` animates: the moves,
    /// then the flash of its deferred reloads (1.5 × `motion`).
    public static func longestBatchDuration(forMotion motion: Duration) -> Duration {
        motion + flashDuration(forMotion: motion)
    }

    /// The default configuration: 250 ms ease-in-out, no blank lines.
    public init() {}

    /// When a moved and changed row shows its new content: see ``CollectionViewConfiguration/movedRowUpdate``.
    public enum MovedRowUpdate: Hashable, Sendable {
        /// Old text while it moves, new text when it lands.
        case afterLanding
        /// New text from the first frame of the move.
        case whileMoving
    }

    /// What ``CollectionView/performBatchUpdates(_:animated:duration:completion:)``
    /// checks against the data source besides the batch itself (indices in
    /// range, nothing twice, moves consistent) and the counts of every
    /// section, which are always checked.
    public enum Validation: Hashable, Sendable {
        /// The ids of every section and of every row the batch touches
        /// (inserted, moved, reloaded, and the rows next to those and to
        /// where rows were deleted or moved from). The other rows keep the
        /// ids and heights they had, derived through the batch, without
        /// asking the data source. Cannot catch a data source whose
        /// untouched rows changed without the batch saying so (two rows
        /// swapped but not listed as moved, a row replaced by another id,
        /// a height changed without a reload), far from any change.
        /// Complexity: O(sections + changes) data-source calls and
        /// O(sections + changes · log rows) work besides (the batch's
        /// mapping is built from the changes alone, the layout is derived
        /// chunk by chunk), whatever the list's size.
        case touched
        /// Every section and row: the data source is asked for the whole new
        /// list and each row the batch keeps or moves must have its id.
        /// Catches everything, at O(rows) per batch.
        case full
        /// The sections' ids, and the ids of the rows the batch inserts
        /// (which the view cannot know otherwise); every row the batch keeps
        /// or moves keeps the id it had, without asking the data source. For
        /// batches computed from the very model that answers the view, as a
        /// `LiveList`'s are: a wrong batch there is the library's bug, which
        /// its tests look for by checking every batch of random feeds with
        /// ``full``. Cheapest: no kept row's id is read back to check it; the
        /// data source is asked for the ids of inserted rows and the heights
        /// of the rows the batch touches.
        /// Complexity: as ``touched``, without its id checks of kept rows.
        case counts
        /// ``touched`` for batches given to
        /// ``CollectionView/performBatchUpdates(_:animated:duration:completion:)``
        /// (an app writes them), ``counts`` for a `LiveList`'s own batches
        /// (its model computes them). The default.
        case automatic

        /// What is checked of a batch, `computedByModel` when the model that
        /// answers the view computed it: ``automatic`` resolved, the others
        /// as they are. O(1).
        func resolved(computedByModel: Bool) -> Validation {
            guard self == .automatic else { return self }
            return computedByModel ? .counts : .touched
        }
    }

    /// Styles the view draws with (besides each row's own spans).
    public struct Appearance: Hashable, Sendable {
        /// Section headers.
        public var header: Style = Style(bold: true, underline: true)
        /// The selected row (laid over the row's spans).
        public var selection: Style = Style(reverse: true)
        /// A row picked up to be moved.
        public var lifted: Style = Style(bold: true, reverse: true)
        /// The short highlight of an updated row or header, on a canvas with colours.
        public var flash: Style = Style(foreground: .basic(.black), background: .basic(.yellow))
        /// The highlight on a canvas without colours.
        public var monochromeFlash: Style = Style(bold: true, reverse: true)

        /// The default appearance.
        public init() {}
    }
}
