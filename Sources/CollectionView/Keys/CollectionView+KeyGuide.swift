extension CollectionView {
    /// The keys of the view's plugins, in plugin order: what a screen's help
    /// overlay and status-line hint start from, so that they say what the
    /// plugins really do (a rebound key included).
    ///
    /// - Complexity: O(bindings of all plugins).
    public var keyGuide: KeyGuide {
        plugins.reduce(KeyGuide()) { $0 + $1.keyGuide(in: self) }
    }
}
