extension LiveList: ScreenList {
    /// Whether nothing will reach the view without the clock moving or a
    /// key: no batch animates, no filter waits, and either no change waits
    /// (none pending, no flush asked of the executor) or the list
    /// ``isPaused`` (its changes wait for resuming, which is a key). O(1).
    public var isIdle: Bool {
        guard !view.isAnimating, !hasPendingFilter else { return false }
        if isPaused { return true }
        return scheduler.rests { $0.changes.isEmpty }
    }
}
