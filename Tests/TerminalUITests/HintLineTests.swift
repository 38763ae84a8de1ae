import CollectionView
import Testing
import TerminalUI

/// The hint line: a prefix, then the keys that fit, pinned ones last to go.
@Suite struct HintLineTests {
    enum Action: Hashable, Sendable { case pause, history, help }
    static let guide = KeyMap<Action>([
        KeyBinding(.pause, keys: [.space], help: "pause", hint: "pause"),
        KeyBinding(.history, keys: [.left], help: "history", hint: "history"),
        KeyBinding(.help, keys: [.character("?")], help: "help", hint: "help", pinsHint: true),
    ]).guide

    @Test func hintsAfterAPrefixCutToFitPinnedLast() {
        let wide = HintLine(guide: Self.guide).line(columns: 80)
        #expect(wide.description == " " + Self.guide.hintLine(width: 79))
        #expect(wide.description.contains("Space pause") && wide.description.contains("? help"))
        let prefixed = HintLine(prefix: "filter: a▏  ", guide: Self.guide, style: Style(bold: true)).line(columns: 26)
        #expect(prefixed.description.hasPrefix(" filter: a▏  "), "\(prefixed)")
        #expect(prefixed.description.contains("? help") && !prefixed.description.contains("history"), "\(prefixed)")
        #expect(prefixed == StyledText(prefixed.description, style: Style(bold: true)))
        #expect(HintLine(guide: Self.guide).line(columns: 20) == StyledText(" " + Self.guide.hintLine(width: 19), style: Style(dim: true)))
    }
}
