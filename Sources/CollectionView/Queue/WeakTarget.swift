/// The queue's only link to its target: weak, so a view that goes away is
/// not kept alive by its queue, and main-actor isolated, so the queue's own
/// thread can pass it around but never read it (a strong reference taken on
/// that thread could run the view's deinit there).
@MainActor
final class WeakTarget<Target: BatchTarget> {
    weak var value: Target?

    init(_ value: Target) { self.value = value }
}
