/// Forwards ``ViewEvent/headerBecameVisible(section:id:)`` to a closure.
public struct HeaderVisibilityObserver: CollectionViewPlugin {
    /// Called with the section index and id of a header that came into view.
    public var onVisible: @MainActor (_ section: Int, _ id: AnyHashable) -> Void

    /// Creates the plugin.
    public init(onVisible: @escaping @MainActor (_ section: Int, _ id: AnyHashable) -> Void) {
        self.onVisible = onVisible
    }

    /// Forwards headers that became visible.
    public func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
        if case let .headerBecameVisible(section, id) = event { onVisible(section, id) }
        return .ignored
    }
}
