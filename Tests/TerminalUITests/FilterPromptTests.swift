import CollectionView
import Testing
import TerminalUI

/// The `/` filter prompt: typing, keeping, clearing, and its two status lines.
@Suite struct FilterPromptTests {
    @Test func typingEnterKeepsEscClearsBackspaceErases() {
        var prompt = FilterPrompt()
        #expect(prompt.handle(.character("a")) == .ignored && prompt.text.isEmpty, "not typing: the app's key")
        prompt.begin()
        #expect(prompt.isTyping)
        #expect(prompt.handle(.character("a")) == .editing)
        #expect(prompt.handle(.character("N")) == .editing)
        #expect(prompt.handle(.character("x")) == .editing)
        #expect(prompt.handle(.backspace) == .editing && prompt.text == "aN")
        #expect(prompt.handle(.up) == .ignored && prompt.isTyping, "a key that types nothing")
        #expect(prompt.handle(.enter) == .done && prompt.text == "aN" && !prompt.isTyping)
        #expect(prompt.filter == TextFilter("aN") && prompt.filter.matches("ÁNNA"))
        // Kept: Esc clears it; with nothing kept, Esc is the app's.
        #expect(prompt.handle(.escape) == .done && prompt.text.isEmpty)
        #expect(prompt.handle(.escape) == .ignored)
        prompt.begin()
        _ = prompt.handle(.character("z"))
        #expect(prompt.handle(.escape) == .done && prompt.text.isEmpty && !prompt.isTyping)
    }

    @Test func theTypingLineShowsTextCursorAndWhatEnterAndEscDo() {
        var prompt = FilterPrompt(text: "an")
        #expect(prompt.typingLine().description == " /an█  Enter keeps  Esc clears")
        prompt.cursor = "▏"
        #expect(prompt.typingLine(hint: "Enter keeps · Esc clears").description == " /an▏  Enter keeps · Esc clears")
    }

    @Test func theBrowsingLineLabelsAKeptFilterAndGivesWayToPinnedHints() {
        enum Action: Hashable, Sendable { case pause, help }
        let hints = KeyMap<Action>([
            KeyBinding(.pause, keys: [.space], help: "pause", hint: "pause"),
            KeyBinding(.help, keys: [.character("?")], help: "help", hint: "help", pinsHint: true),
        ]).guide
        let wide = FilterPrompt(text: "an").browsingLine(notice: "3 rows", hints: hints, columns: 80).description
        #expect(wide.hasPrefix(" filter: an (Esc clears) · 3 rows · "), "\(wide)")
        #expect(wide.contains("? help"))
        #expect(FilterPrompt().browsingLine(hints: hints, columns: 80).description.hasPrefix(" Space pause"))
        let narrow = FilterPrompt(text: "an").browsingLine(notice: "3 rows", hints: hints, columns: 24).description
        #expect(!narrow.contains("Esc clears") && narrow.contains("? help"), "\(narrow)")
    }

    /// A paste is typed text while typing: appended whole, a line break a space (it never keeps the filter).
    @Test func aPasteIsTypedTextWhileTyping() {
        var prompt = FilterPrompt()
        #expect(prompt.paste("an") == .ignored && prompt.text.isEmpty, "not typing: not the prompt's")
        prompt.begin()
        #expect(prompt.paste("Ada\nLove\u{07}lace") == .editing)
        #expect(prompt.text == "Ada Lovelace" && prompt.isTyping, "the line break is a space, the bell is dropped")
        #expect(prompt.handle(.enter) == .done && prompt.text == "Ada Lovelace")
    }

    @Test func theOpeningKeyBeginsTypingAndIsTypedWhileTyping() {
        var prompt = FilterPrompt()
        #expect(prompt.handle(.character("x"), opens: false) == .ignored && !prompt.isTyping, "not typing, not the opening key: the app's")
        #expect(prompt.handle(.character("/"), opens: true) == .editing && prompt.isTyping && prompt.text.isEmpty, "begins, types nothing")
        #expect(prompt.handle(.character("/"), opens: true) == .editing && prompt.text == "/", "while typing it is a character")
        #expect(prompt.handle(.enter, opens: false) == .done && !prompt.isTyping && prompt.text == "/")
        #expect(prompt.handle(.escape, opens: false) == .done && prompt.text.isEmpty, "Esc clears the kept filter")
        #expect(prompt.handle(.escape, opens: false) == .ignored, "then Esc is the app's")
    }

    @Test func theStatusLineSaysWhatThePromptHoldsThenTheNotice() {
        var prompt = FilterPrompt(cursor: "▏")
        #expect(prompt.statusLine() == nil, "nothing to say")
        #expect(prompt.statusLine(notice: "paused")?.description == " paused")
        prompt.text = "an"
        #expect(prompt.statusLine()?.description == " filter: an (Esc clears)")
        #expect(prompt.statusLine(notice: "paused")?.description == " filter: an (Esc clears) · paused")
        prompt.begin()
        #expect(prompt.statusLine(notice: "paused") == prompt.typingLine(), "while typing, the typing line alone")
    }
}
