import ListDiff

/// Forwards ``ViewEvent/willDisplayItem(_:id:)`` and
/// ``ViewEvent/didEndDisplayingItem(id:)`` to closures (to start and cancel
/// image loads, count impressions…).
public struct DisplayObserver: CollectionViewPlugin {
    /// Called when a row enters the viewport.
    public var willDisplay: @MainActor (_ path: ItemPath, _ id: AnyHashable) -> Void
    /// Called when a row leaves the viewport or the list.
    public var didEndDisplaying: @MainActor (_ id: AnyHashable) -> Void

    /// Creates the plugin.
    public init(
        willDisplay: @escaping @MainActor (_ path: ItemPath, _ id: AnyHashable) -> Void,
        didEndDisplaying: @escaping @MainActor (_ id: AnyHashable) -> Void = { _ in }
    ) {
        self.willDisplay = willDisplay
        self.didEndDisplaying = didEndDisplaying
    }

    /// Forwards display events.
    public func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
        switch event {
        case let .willDisplayItem(path, id): willDisplay(path, id)
        case let .didEndDisplayingItem(id): didEndDisplaying(id)
        default: break
        }
        return .ignored
    }
}
