/// How long a live list's batches animate: the pacing rule, in one place.
extension LiveList {
    /// How long the moves of a batch that catches up take: a third of
    /// ``maximumLag``, at least one frame, at most the view's
    /// `animationDuration`.
    ///
    /// Why a third: such a batch gives way to the next once a frame has
    /// shown its rows landed, or as they land (``canStartBatch``), so it
    /// lasts its moves and at most a frame more, and even waited out with the flash of its
    /// moved-and-changed rows (half the moves) it lasts at most half of
    /// ``maximumLag``; the rest is for the frame that notices its end and
    /// the flush that applies what waited. A change that arrives just after
    /// a batch started waits for all of that, and no more, however fast the
    /// feed: it never waits behind a backlog, since each batch carries only
    /// what came in during the last one. O(1).
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

    /// Whether a flush now would start a batch with what is pending: none
    /// of the list's batches runs, or the running one's moves have landed
    /// and a frame has shown them, or they land before a flush started now
    /// would end.
    ///
    /// Once the moves have landed, what is left of the batch is the flash of
    /// rows that moved and changed (shown new since they landed), and under
    /// a busy feed that one frame of flash is worth less than starting the
    /// next batch a third of an animation sooner: the new batch cuts it
    /// short. Its rows are already where the new batch starts from, so no
    /// frame shows two batches at once.
    ///
    /// Before they land: a flush takes time on the main thread (at a
    /// million rows, about as long as a frame), and the frame that would
    /// show the rows landed is the first frame of the next batch as well.
    /// So once the last frame of the moves has been drawn, a flush may start
    /// as long before their landing as the last flush took
    /// (`lastFlushLength`, by the view's clock): the next batch then starts
    /// about when they land, and its first frame shows them landed, instead
    /// of the feed waiting a frame and a flush more with every batch. On a
    /// manual clock a flush takes no time, so this never applies there. O(1).
    public var canStartBatch: Bool {
        scheduler.mayStartBatch(cuttingShort: view.hasShownLanding || view.landsWithin(lastFlushLength))
    }
}
