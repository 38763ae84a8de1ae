import ListDiff

/// Events, inputs and the plugins that receive them.
extension CollectionView {
    // MARK: - Inputs

    /// Offers `input` to the plugins in order, as ``ViewEvent/keyPressed(_:)``,
    /// until one handles it.
    ///
    /// - Returns: whether a plugin used it; when `false` the input is the
    ///   app's to interpret (every plugin has seen it).
    @discardableResult
    public func handle(_ input: ViewInput) -> Bool {
        // Called from inside a plugin: deliver it after that plugin returns.
        guard !isDispatching else {
            pendingEvents.append(.keyPressed(input))
            return false
        }
        isDispatching = true
        let handled = dispatch(.keyPressed(input), stopWhenHandled: true)
        isDispatching = false
        drainEvents()
        return handled
    }

    /// Reports the row at `path` as activated (``ViewEvent/itemActivated(_:)``),
    /// as Enter or a click on it does.
    ///
    /// - Returns: `false`, with nothing emitted, when there is no such row.
    @discardableResult
    public func activateItem(at path: ItemPath) -> Bool {
        guard layout.contains(path) else { return false }
        emit(.itemActivated(path))
        return true
    }

    /// A plugin of type `type`, as the view holds it now (plugins that are
    /// values change as they handle events): for example to read
    /// a plugin's state. The first one when several have that type.
    public func plugin<P: CollectionViewPlugin>(ofType type: P.Type) -> P? {
        for plugin in plugins { if let match = plugin as? P { return match } }
        return nil
    }

    // MARK: - Emitting

    /// Queues `event` and delivers it now unless a plugin is running (then
    /// right after it returns). Costs nothing without plugins.
    func emit(_ event: ViewEvent) {
        guard !plugins.isEmpty else { return }
        pendingEvents.append(event)
        drainEvents()
    }

    private func drainEvents() {
        guard !isDispatching else { return }
        isDispatching = true
        defer { isDispatching = false }
        var next = 0
        while next < pendingEvents.count {
            let event = pendingEvents[next]
            next += 1
            dispatch(event, stopWhenHandled: false)
        }
        pendingEvents.removeAll(keepingCapacity: true)
    }

    /// Calls each plugin on a copy that is written back, so that the view
    /// (and the questions it asks plugins) stay readable while a plugin runs.
    @discardableResult
    private func dispatch(_ event: ViewEvent, stopWhenHandled: Bool) -> Bool {
        for index in plugins.indices {
            var plugin = plugins[index]
            let result = plugin.handle(event, in: self)
            plugins[index] = plugin
            if stopWhenHandled, result == .handled { return true }
        }
        return false
    }

    // MARK: - Selection events

    /// What identifies the selection, to tell whether it changed.
    var selectionKey: ViewSelection.Identity? { selected?.identity }

    func emitSelectionChange(since before: ViewSelection.Identity?) {
        if selectionKey != before { emit(.selectionChanged(selection)) }
    }

    // MARK: - Visibility

    /// Reports rows and headers that entered or left the viewport since the
    /// last call, and the app's last row when it enters. Called by
    /// ``render(into:)``; does nothing when neither the layout, the scroll
    /// offset nor the viewport changed since the last time.
    ///
    /// Complexity: O(visible rows · log n).
    public func updateVisibility() {
        guard visibilityDirty, !plugins.isEmpty else { return }
        visibilityDirty = false
        var items: [(ItemPath, AnyHashable)] = []
        var headers: [(Int, AnyHashable)] = []
        layout.forEachVisible(in: scrollOffset..<(scrollOffset + max(viewportSize.rows, 0))) { element in
            switch element {
            case let .header(s, _): headers.append((s, layout.sectionIDs[s]))
            case let .row(path, _): items.append((path, layout.itemIDs[path.section][path.item]))
            }
        }
        let previous = Set(reportedItems)
        let current = Set(items.map(\.1))
        for id in reportedItems where !current.contains(id) { emit(.didEndDisplayingItem(id: id)) }
        for (path, id) in items where !previous.contains(id) { emit(.willDisplayItem(path, id: id)) }
        for (section, id) in headers where !reportedHeaders.contains(id) {
            emit(.headerBecameVisible(section: section, id: id))
        }
        if let last = lastAppItem, current.contains(layout.itemIDs[last.section][last.item]),
           !previous.contains(layout.itemIDs[last.section][last.item]) {
            emit(.lastItemBecameVisible(last))
        }
        reportedItems = items.map(\.1)
        reportedHeaders = Set(headers.map(\.1))
    }

    /// The last row of the last section that has rows, footer rows excluded. O(empty sections at the end).
    var lastAppItem: ItemPath? {
        ReadingOrder(sectionCount: layout.sectionCount) { s in
            self.isFooterSection(s) ? 0 : self.layout.itemCount(s)
        }.last
    }
}
