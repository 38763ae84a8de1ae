import ListDiff

/// New orders waiting to be set, some made from the model they apply to.
extension LiveList {
    /// An order to set (``LiveList/setOrder(_:)``, a table's sort or hold):
    /// made from the model it will apply to — the model after every order
    /// asked before it — in the job that sets it (on the ``worker`` when
    /// there is one), so that an O(n) look at the rows (a column's kind, the
    /// ranks to hold) is not the UI thread's work, and a hold asked while a
    /// re-sort still computes holds that re-sort's order.
    struct PendingOrder: Sendable {
        /// The order, from the model it applies to, and a count to report (a table sort's mismatches).
        var make: @Sendable (LiveListModel<SectionKey, Row>) -> (order: LiveListOrder<Row>, count: Int)
        /// Whether it is made from the order before it (a hold), so it
        /// follows the orders waiting; else it replaces them (the newest order wins).
        var follows: Bool
        /// Told the count once the order's batch has started.
        var landed: (@MainActor @Sendable (Int) -> Void)?
    }

    /// Sets `pending` by the next flush that may start a batch (now, unless
    /// a batch runs or the worker computes): after the orders waiting when it
    /// ``PendingOrder/follows`` them, else instead of them. O(1) on the UI
    /// thread with a worker.
    func setOrder(_ pending: PendingOrder) {
        if pending.follows {
            pendingOrders.append(pending)
        } else {
            pendingOrders = [pending]
        }
        flush()
    }
}
