@testable import Demo
import Foundation
import ListDiff
import Testing

/// `demo diff`, run as the built `demo` binary in a subprocess.
@Suite(.temporaryFiles) struct DiffCommandTests {
    typealias Run = DemoBinary.Run

    /// Runs the built `demo` with `arguments`, feeding `stdin`.
    static func demo(_ arguments: [String], stdin: String? = nil) throws -> Run {
        try DemoBinary.run(arguments, stdin: stdin)
    }

    /// Writes `text` to a fresh temporary file and returns its path.
    static func file(_ text: String) throws -> String {
        let url = TemporaryFiles.url("listmotion-diff", ext: "json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The examples shipped for the README, found from this source file.
    static func example(_ name: String) -> String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Demo/Examples/\(name)").path
    }

    private static let contactsChangeset = """
        {"sections": {"deleted": [1], "inserted": [2, 3], "moved": [], "reloaded": []}, \
        "items": {"deleted": [[2, 1]], "inserted": [[4, 1]], "moved": [[[2, 2], [3, 0]]], "reloaded": [[0, 1]]}, \
        "deferred": {"sections": [], "items": [[3, 0]]}}

        """

    @Test func printsTheChangesetOfTheExamples() throws {
        let run = try Self.demo(["diff", Self.example("contacts-old.json"), Self.example("contacts-new.json"), "--print"])
        #expect(run.status == 0)
        #expect(run.stdout == Self.contactsChangeset)
        #expect(run.stderr.isEmpty)
    }

    @Test func readsEitherFileFromStdin() throws {
        let old = try Self.file(#"["a", "b", "c"]"#)
        let run = try Self.demo(["diff", old, "-", "--print"], stdin: #"["c", "a", "x"]"#)
        #expect(run.status == 0)
        #expect(run.stdout == """
            {"sections": {"deleted": [], "inserted": [], "moved": [], "reloaded": []}, \
            "items": {"deleted": [[0, 1]], "inserted": [[0, 2]], "moved": [[[0, 2], [0, 0]]], "reloaded": []}, \
            "deferred": {"sections": [], "items": []}}

            """)
        let reversed = try Self.demo(["diff", "-", old, "--print"], stdin: #"["a", "b", "c"]"#)
        #expect(reversed.status == 0)
        #expect(reversed.stdout.contains(#""items": {"deleted": [], "inserted": [], "moved": [], "reloaded": []}"#))
    }

    @Test func withoutPrintItNeedsATerminal() throws {
        let run = try Self.demo(["diff", Self.example("contacts-old.json"), Self.example("contacts-new.json")])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("demo diff: ") && run.stderr.contains("not a terminal"), "\(run.stderr)")
    }

    @Test func headlessPrintsFramesFromOldToNew() throws {
        let old = Self.example("contacts-old.json"), new = Self.example("contacts-new.json")
        let run = try Self.demo(["diff", old, new, "--headless", "--frames", "6", "--size", "40x14"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.components(separatedBy: "\n")
        let headings = lines.filter { $0.hasPrefix("--- frame ") }
        #expect(headings == [
            // 250 ms of motion, then 125 ms of the deferred reloads' flash (Chris Cole moved and changed).
            "--- frame 1 (t=0 ms)", "--- frame 2 (t=75 ms)", "--- frame 3 (t=150 ms)",
            "--- frame 4 (t=225 ms)", "--- frame 5 (t=300 ms)", "--- frame 6 (t=375 ms)",
        ])
        #expect(lines.count == 6 * 15 + 1)
        let frames = run.stdout.components(separatedBy: "--- frame ").dropFirst().map { $0.split(separator: "\n", maxSplits: 1).last.map(String.init) ?? "" }
        let oldList = "A\n  Aaron Abbott\n  Alice Archer\nB\n  Bob Brown\nC\n  Carol Clark\n  Cathy Cook\n  Chris Cole\nM\n  Mallory Moss\n  Mike Mason\n\n\n"
        let newList = "A\n  Aaron Abbott\n  Alice Archer ★\nC\n  Carol Clark\nD\n  Dave Dunn\nK\n  Kris Cole\nM\n  Mallory Moss\n  Mia Moore\n  Mike Mason\n\n"
        #expect(frames.first == oldList)
        #expect(frames.last == newList)
        // In between, something is in motion: neither list.
        #expect(frames.dropFirst().dropLast().contains { $0 != oldList && $0 != newList })
        // The default: 5 frames at 80x24.
        let defaults = try Self.demo(["diff", old, new, "--headless"])
        #expect(defaults.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("--- frame ") }.count == 5)
        #expect(defaults.stdout.components(separatedBy: "\n").count == 5 * 25 + 1)
        let flat = try Self.file(#"["a", "b", "c"]"#), flat2 = try Self.file(#"["c", "a"]"#)
        let flatRun = try Self.demo(["diff", flat, flat2, "--headless", "--frames", "2", "--size", "10x3"])
        #expect(flatRun.stdout == "--- frame 1 (t=0 ms)\na\nb\nc\n--- frame 2 (t=250 ms)\nc\na\n\n")
    }

    @Test(arguments: [
        (#"["a", "b""#, "malformed JSON"),
        (#"{"rows": []}"#, #"expected a list of strings or an object {"sections": [...]}"#),
        (#"["a", 3]"#, "[1]: expected a string"),
        (#"{"sections": [{"id": "A", "items": [{"text": "no id"}]}]}"#, "sections[0].items[0].id: expected a string"),
        (#"{"sections": [{"header": "A"}]}"#, "sections[0].id: expected a string"),
    ])
    func badInputExits65NamingTheFileAndTheProblem(json: String, problem: String) throws {
        let good = try Self.file(#"["a"]"#)
        let bad = try Self.file(json)
        let run = try Self.demo(["diff", good, bad, "--print"])
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "demo diff: \(bad): \(problem)\n")
    }

    /// One rule for every input format (README, "Reading text as lists"):
    /// a key written in the input that repeats is an error naming both
    /// places, found while reading; a repeated row without a key is a row of
    /// its own (`x#2`), never a duplicate.
    @Test func duplicateKeysExit65NamingTheKeyAndBothPlaces() throws {
        let old = try Self.file(#"{"sections": [{"id": "A", "items": [{"id": "x"}, "y"]}, {"id": "B", "items": ["z", {"id": "x"}]}]}"#)
        let new = try Self.file(#"["x"]"#)
        let run = try Self.demo(["diff", old, new, "--print"])
        #expect(run.status == 65)
        #expect(run.stderr == "demo diff: \(old): duplicate key \"x\" on sections[0].items[0] and sections[1].items[1]\n")

        let sections = try Self.file(#"{"sections": [{"id": "A"}, {"id": "A"}]}"#)
        let second = try Self.demo(["diff", new, sections, "--print"])
        #expect(second.status == 65)
        #expect(second.stderr == "demo diff: \(sections): duplicate key \"A\" on sections[0] and sections[1]\n")

        let stdin = try Self.demo(["diff", new, "-", "--print"], stdin: #"[{"id": "q"}, {"id": "q"}]"#)
        #expect(stdin.status == 65)
        #expect(stdin.stderr == "demo diff: <stdin>: duplicate key \"q\" on [0] and [1]\n")

        let repeated = try Self.demo(["diff", new, "-", "--print"], stdin: #"["x", "x", "x"]"#)
        #expect(repeated.status == 0, "\(repeated.stderr)")
        #expect(repeated.stdout.contains(#""inserted": [[0, 1], [0, 2]]"#), "\(repeated.stdout)")
    }

    @Test func missingFileExits66() throws {
        let run = try Self.demo(["diff", "/nonexistent/listmotion.json", "-", "--print"], stdin: "[]")
        #expect(run.status == 66)
        #expect(run.stderr == "demo diff: /nonexistent/listmotion.json: cannot read the file\n")
    }

    @Test func replayHeadlessPrintsTheFinalScreenAndNamesBadScripts() throws {
        let script = try Self.file("down\nd\nwait 300ms\n")
        let run = try Self.demo(["--replay", script, "--headless", "--size", "60x12"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.components(separatedBy: "\n")
        #expect(lines.count == 13)
        #expect(lines[0].contains("deleted"))
        #expect(lines[10].contains("299 people") && lines[10].hasSuffix("✓ verified"))

        let bad = try Self.file("down\ndwon\n")
        let badRun = try Self.demo(["--replay", bad, "--headless"])
        #expect(badRun.status == 65)
        #expect(badRun.stderr == "demo: \(bad): line 2: unknown key \"dwon\"\n")
        let missing = try Self.demo(["--replay", "/nonexistent/script.keys", "--headless"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "demo: /nonexistent/script.keys: cannot read the file\n")
    }

    // MARK: Any text format

    /// Writes `text` to a fresh temporary file ending in `.ext` and returns its path.
    private static func file(_ text: String, ext: String) throws -> String {
        let url = TemporaryFiles.url("listmotion-diff", ext: ext)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func plainTextFilesDiffLineByLine() throws {
        let before = try Self.file("alpha\nbeta\ngamma\ndelta\n", ext: "txt")
        let after = try Self.file("delta\nalpha\nbeta\nnew\n", ext: "txt")
        let run = try Self.demo(["diff", before, after, "--print"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#""items": {"deleted": [[0, 2]], "inserted": [[0, 3]], "moved": [[[0, 3], [0, 0]]], "reloaded": []}"#), "\(run.stdout)")
        // No extension: still plain lines (the text is not JSON), shown as printed.
        let bare = try Self.file("a\nb\na\n", ext: "out"), bare2 = try Self.file("a\na\nb\n", ext: "out")
        let frames = try Self.demo(["diff", bare, bare2, "--headless", "--frames", "2", "--size", "10x3"])
        #expect(frames.status == 0, "\(frames.stderr)")
        #expect(frames.stdout == "--- frame 1 (t=0 ms)\na\nb\na\n--- frame 2 (t=250 ms)\na\na\nb\n")
    }

    @Test func keyedColumnsAndCSVWithSections() throws {
        let old = try Self.file("web 3\ndb 2\ncache 1\n", ext: "txt")
        let new = try Self.file("cache 9\nweb 3\ndb 2\n", ext: "txt")
        let run = try Self.demo(["diff", old, new, "--key", "1", "--print"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#""moved": [[[0, 2], [0, 0]]]"#) && run.stdout.contains(#"{"sections": [], "items": [[0, 0]]}"#), "\(run.stdout)")

        let csvOld = try Self.file("name,team,score\nann,red,10\nbob,blue,7\n", ext: "csv")
        let csvNew = try Self.file("name,team,score\nbob,red,12\nann,red,10\n", ext: "csv")
        let frames = try Self.demo(["diff", csvOld, csvNew, "--key", "name", "--section", "team", "--headless", "--frames", "2", "--size", "20x4"])
        #expect(frames.status == 0, "\(frames.stderr)")
        #expect(frames.stdout == "--- frame 1 (t=0 ms)\nred\n  ann  red   10\nblue\n  bob  blue  7\n--- frame 2 (t=375 ms)\nred\n  bob  red   12\n  ann  red   10\n\n")
        let table = try Self.demo(["diff", csvOld, csvNew, "--key", "name", "--headless", "--frames", "1", "--size", "20x3"])
        #expect(table.stdout == "--- frame 1 (t=0 ms)\nname  team  score\nann   red   10\nbob   blue  7\n")
    }

    @Test func badTextInputExits65NamingFileAndLine() throws {
        let good = try Self.file("a 1\n", ext: "txt")
        let duplicate = try Self.file("a 1\nb 2\nc 1\n", ext: "txt")
        let run = try Self.demo(["diff", good, duplicate, "--key", "2", "--print"])
        #expect(run.status == 65)
        #expect(run.stderr == "demo diff: \(duplicate): duplicate key \"1\" on line 1 and line 3\n")
        let short = try Self.demo(["diff", good, duplicate, "--key", "3", "--print"])
        #expect(short.stderr == "demo diff: \(good): line 1: no column 3 (the row has 2 fields)\n")
        let csv = try Self.file("a,b\n1,2\n", ext: "csv")
        let unknown = try Self.demo(["diff", csv, csv, "--key", "c", "--print"])
        #expect(unknown.status == 65)
        #expect(unknown.stderr == "demo diff: \(csv): no column named \"c\" (columns: \"a\", \"b\")\n")
        let binary = TemporaryFiles.url("listmotion", ext: "txt")
        try Data([0x61, 0x0A, 0xFF, 0x0A]).write(to: binary)
        let bytes = try Self.demo(["diff", good, binary.path, "--print"])
        #expect(bytes.status == 65)
        #expect(bytes.stderr == "demo diff: \(binary.path): line 2: not valid UTF-8\n")
        let badFormat = try Self.demo(["diff", good, good, "--format", "xml", "--print"])
        #expect(badFormat.status == 2, "\(badFormat.status)")
    }

    @Test func formatOptionOverridesTheExtension() throws {
        let a = try Self.file("[\"x\", \"y\"]", ext: "txt"), b = try Self.file("[\"y\", \"x\"]", ext: "txt")
        let asLines = try Self.demo(["diff", a, b, "--print"])
        #expect(asLines.stdout.contains(#""deleted": [[0, 0]], "inserted": [[0, 0]]"#), "\(asLines.stdout)")
        let asJSON = try Self.demo(["diff", a, b, "--format", "json", "--print"])
        #expect(asJSON.stdout.contains(#""moved": [[[0, 1], [0, 0]]]"#), "\(asJSON.stdout)")
    }

    // MARK: Parsing, in process

    @Test func parseErrorsNameTheFile() {
        #expect(throws: DiffInputError(file: "f", problem: "[1]: expected a string")) {
            try DiffInput.parse(Data(#"["x", 2]"#.utf8), file: "f")
        }
        #expect(throws: DiffInputError(file: "f", problem: "line 2: not valid UTF-8")) {
            try DiffInput.parse(Data([0x61, 0x0A, 0xC3]), file: "f")
        }
    }
}
