import CollectionView

extension TerminalEvent {
    /// The input this event is for a view drawn in `frame` (screen cells),
    /// or `nil` when the view has no use for it: any key, as it is (a
    /// ``Key`` is a `ViewInput`); a left click or a wheel turn inside `frame`, its position
    /// made relative to the frame's top-left cell; nothing for a mouse
    /// report outside `frame`, other buttons, or a resize.
    ///
    /// This is the one place screen positions become view positions; a
    /// ``CollectionView`` knows its frame (`CollectionView.screenFrame`),
    /// so `view.handle(event)` is usually all an app calls.
    public func viewInput(in frame: Rect) -> ViewInput? {
        switch self {
        case let .key(key):
            return key
        case let .mouse(mouse):
            guard frame.contains(column: mouse.column, row: mouse.row) else { return nil }
            switch mouse.kind {
            case .click(button: 1), .press(button: 1):
                return .click(line: mouse.row - frame.y, column: mouse.column - frame.x)
            case .scrollUp:
                return .wheelUp
            case .scrollDown:
                return .wheelDown
            default:
                return nil
            }
        case .resize:
            return nil
        }
    }
}

extension CollectionView {
    /// Hands a terminal event to the view's plugins: keys as they are, mouse
    /// reports inside the view's `screenFrame` at their position in the
    /// view (a click on a row selects it with `Selectable`).
    ///
    /// - Returns: whether a plugin used it; `false` for an event the view
    ///   has no use for (a resize, a click elsewhere, a key no plugin binds), which is the app's.
    @discardableResult
    public func handle(_ event: TerminalEvent) -> Bool {
        guard let input = event.viewInput(in: screenFrame) else { return false }
        return handle(input)
    }
}
