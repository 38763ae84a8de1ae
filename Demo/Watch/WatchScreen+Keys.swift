import CollectionView
import TerminalUI

extension WatchScreen {
    /// Every key: the screen's own, then the list's (select and scroll; the
    /// selected row stays selected as it moves).
    var keyGuide: KeyGuide { WatchKeys.map.guide + list.view.keyGuide }

    func handle(_ event: TerminalEvent) throws -> EventResult {
        switch event {
        case let .resize(size):
            look.width = size.columns
            send(.resized(listSize: Self.listSize(in: size)))
        case let .key(key):
            handle(key)
        default:
            // Clicks select a row and the wheel scrolls, translated by the list's area.
            list.view.handle(event)
        }
        return exitCode.map { .quit($0) } ?? .continue
    }

    /// A key, a click or the wheel, as the terminal delivers it: the list's
    /// plugins first (select, scroll) while browsing, then ``WatchKeys``
    /// (while the filter is typed or a box is open, every key is the screen's).
    func handle(_ input: ViewInput) {
        if state.mode == .browsing, list.view.handle(input) { return }
        send(.key(input))
    }
}
