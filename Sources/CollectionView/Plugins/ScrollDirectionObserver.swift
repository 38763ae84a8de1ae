/// Forwards ``ViewEvent/scrollDirectionChanged(_:)`` to a closure (to hide a
/// toolbar while scrolling down, for example).
public struct ScrollDirectionObserver: CollectionViewPlugin {
    /// Called with the new direction.
    public var onChange: @MainActor (ScrollDirection) -> Void

    /// Creates the plugin.
    public init(onChange: @escaping @MainActor (ScrollDirection) -> Void) {
        self.onChange = onChange
    }

    /// Forwards direction changes.
    public func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
        if case let .scrollDirectionChanged(direction) = event { onChange(direction) }
        return .ignored
    }
}
