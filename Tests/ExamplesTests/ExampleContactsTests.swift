import CollectionView
import CollectionViewTesting
@testable import ExampleContacts
import ListDiff
import Testing
import TerminalUI
import TerminalUITesting

/// `example-contacts`: sections A–Z from `SortedSections`, a filter typed as
/// text after `/` that animates on every keystroke, Enter keeping it and Esc
/// clearing it.
@MainActor @Suite struct ExampleContactsTests {
    func pilot(columns: Int = 60, rows: Int = 12) throws -> (ContactsApp.Runner, Pilot<ContactsApp.Runner>) {
        let book = try Book.addressBook(Person.sample)
        let pilot = Pilot(size: CellSize(columns: columns, rows: rows), recording: true) { clock, executor in
            ContactsApp.runner(book: book, clock: clock, executor: executor)
        }
        return (pilot.app, pilot)
    }

    func names(_ rows: [String]?) -> [String] {
        (rows ?? []).map { String($0.dropFirst(2).prefix(22)).trimmingCharacters(in: .whitespaces) }
    }

    @Test func everyKeystrokeOfTheFilterAnimatesTheList() throws {
        let (app, pilot) = try pilot()
        #expect(names(pilot.rows(inSection: "A")) == ["Ada Lovelace", "Alan Turing", "Anita Borg"])
        pilot.press(.character("/"))
        #expect(app.screen.takesText)
        let before = pilot.text()
        pilot.press(.character("a"))  // a letter, not a key of a plugin
        // Every name on screen has an "a": the rows it drops are below the screen, so the batch lasts one frame.
        pilot.wait(pilot.app.pilotedView.configuration.frameInterval)
        #expect(!pilot.app.pilotedView.isAnimating, "a batch that changes nothing on screen does not animate")
        // The list's lines are the same (the section index at the right edge drops the letters that went).
        func list(_ text: String) -> [Substring] { text.split(separator: "\n").dropFirst().dropLast(2).map { $0.prefix(50) } }
        #expect(list(pilot.text()) == list(before))
        #expect(ViewVerifier.firstMismatch(app.screen.list, expected: app.model.book.sections(matching: "a")) == nil)
        pilot.finish()
        pilot.press(.character("n"))
        #expect(pilot.app.pilotedView.isAnimating, "and the second")
        pilot.wait(.milliseconds(100))
        let midway = pilot.text()
        pilot.finish()
        #expect(midway != before && midway != pilot.text(), "a frame between the two lists")
        #expect(app.model.filter == "an")
        #expect(ViewVerifier.firstMismatch(app.screen.list, expected: app.model.book.sections(matching: "an")) == nil)
        #expect(names(pilot.rows(inSection: "A")) == ["Alan Turing", "Anita Borg"])
        #expect(names(pilot.rows(inSection: "B")) == ["Brian Kernighan"])
        #expect(pilot.rows(inSection: "C") == nil, "C has no one with \"an\" and is gone")
        let shown = ReadmeFrames.trimmed(pilot.text())
        #expect(try ReadmeFrames.frame("contacts") == shown, "the README shows:\n\(shown)")
    }

    /// A paste into the `/` prompt is typed text (a line break a space, never Enter); outside it a paste is not keys.
    @Test func aPasteIsTypedIntoTheFilterAndIsNoKeysOutsideIt() throws {
        let (app, pilot) = try pilot()
        pilot.paste("qjj")  // not typing: a pasted q does not quit, j does not select
        #expect(pilot.app.exitCode == nil)
        #expect(app.screen.list.view.selectedItem == nil)
        pilot.press(.character("/"))
        pilot.paste("an\n")
        pilot.finish()
        #expect(app.model.filter == "an " && app.model.prompt.isTyping, "the line break is a space: typing goes on")
        pilot.press(.backspace)
        pilot.press(.enter)
        pilot.finish()
        #expect(app.model.filter == "an" && !app.model.prompt.isTyping)
        #expect(ViewVerifier.firstMismatch(app.screen.list, expected: app.model.book.sections(matching: "an")) == nil)
        #expect(names(pilot.rows(inSection: "A")) == ["Alan Turing", "Anita Borg"])
    }

    @Test func lettersThePluginsUseAreTextWhileFiltering() throws {
        let (app, pilot) = try pilot()
        pilot.press(.character("/"))
        pilot.type("jq")  // j is Selectable's "next", q the screen's quit
        pilot.finish()
        #expect(app.model.filter == "jq")
        #expect(pilot.app.exitCode == nil)
        #expect(app.screen.list.selectedItem == nil)
        #expect(app.screen.list.shownState.isEmpty, "no one matches")
        pilot.press(.backspace)
        pilot.finish()
        #expect(names(pilot.rows(inSection: "B")) == ["Bjarne Stroustrup"])
        #expect(names(pilot.rows(inSection: "E")) == ["Edsger Dijkstra"])

        pilot.press(.enter)  // keeps the filter; keys are keys again
        #expect(!app.screen.takesText)
        #expect(pilot.text().components(separatedBy: "\n").last?.hasPrefix(" 2 of 20 match \"j\"") == true, "\(pilot.text())")
        pilot.press(.character("j"))
        #expect(app.screen.list.selectedItem?.name == "Bjarne Stroustrup")

        pilot.press(.escape)  // clears the kept filter: everyone comes back
        pilot.finish()
        #expect(app.model.filter == "")
        #expect(ViewVerifier.firstMismatch(app.screen.list, expected: app.model.book.listSections) == nil)
        pilot.press(.character("q"))
        #expect(pilot.app.exitCode == 0)
    }

    @Test func escWhileTypingClearsTheFilter() throws {
        let (app, pilot) = try pilot()
        pilot.press(.character("/"))
        pilot.type("grace")
        pilot.press(.escape)
        pilot.finish()
        #expect(!app.screen.takesText)
        #expect(app.model.filter == "")
        #expect(app.screen.list.shownState.flatMap(\.items).count == Person.sample.count)
    }
}
