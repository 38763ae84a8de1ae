/// How long a live list's batches animate: the pacing rule, in one place.
extension LiveList {
    /// How long the moves of a batch that catches up take: a third of
    /// ``maximumLag``, at least one frame, at most the view's
    /// `animationDuration`.
    ///
    /// Why a third: with the flash of its moved-and-changed rows (half the
    /// moves) such a batch lasts at most half of ``maximumLag``; the other
    /// half is for the frame that notices its end and the flush that applies
    /// what waited. A change that arrives just after a batch started waits
    /// for all of that, and no more, however fast the feed: it never waits
    /// behind a backlog, since each batch carries only what came in during
    /// the last one. O(1).
    public var catchUpDuration: Duration {
        let configuration = view.configuration
        return min(max(maximumLag / 3, configuration.frameInterval), configuration.animationDuration)
    }

    /// The moves' duration of the batch starting now: ``catchUpDuration``
    /// when changes arrived while the last batch animated, `nil` (the view's
    /// full animation) when the feed is quiet. Batches never overlap either
    /// way: under load they only get shorter.
    var nextBatchDuration: Duration? {
        isCatchingUp ? catchUpDuration : nil
    }
}
