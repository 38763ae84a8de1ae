import CollectionView
import TerminalUI

extension WatchScreen {
    /// Every key: the screen's own, then the list's (select and scroll; the
    /// selected row stays selected as it moves).
    var keyGuide: KeyGuide { WatchKeys.map.guide + list.view.keyGuide }

    func handle(_ event: TerminalEvent) throws -> EventResult {
        defer { setNeedsDisplay() }
        switch event {
        case let .resize(size):
            look.width = size.columns
            send(.resized(listSize: Self.listSize(in: size)))
        case let .key(key):
            quitCode = nil
            send(.key(key))
            if let code = quitCode { return .quit(code) }
        default:
            // Clicks select a row and the wheel scrolls, translated by the list's area.
            list.view.handle(event)
        }
        return .continue
    }
}
