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

extension CollectionView {
    /// Changes the view's first plugin of type `type` in place, for example
    /// to rebind one of its keys while the app runs
    /// (`view.updatePlugin(ofType: Selectable.self) { $0.keyMap.rebind(.next, to: [.control("n")]) }`).
    ///
    /// - Returns: whether the view has such a plugin.
    @discardableResult
    public func updatePlugin<P: CollectionViewPlugin>(ofType type: P.Type, _ change: (inout P) -> Void) -> Bool {
        guard let index = plugins.firstIndex(where: { $0 is P }), var plugin = plugins[index] as? P else { return false }
        change(&plugin)
        plugins[index] = plugin
        return true
    }
}
