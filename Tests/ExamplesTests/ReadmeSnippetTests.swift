import Foundation
import Testing

/// The Swift blocks of the README and of the DocC articles are code that
/// builds: each one is preceded by `<!-- snippet: NAME -->` and equals the
/// region `// README: NAME` … `// README: end` of the files under `Examples/`
/// and `Tests/ExamplesTests/` (each part dedented; parts with one name are
/// joined in file order).
@Suite struct ReadmeSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The documents whose code is held to the regions, by path from the root:
    /// the README and every article of the DocC catalogues (`Sources/*/*.docc/*.md`).
    static func documents() throws -> [String] {
        var paths = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalogue = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
            guard let articles = try? FileManager.default.contentsOfDirectory(atPath: catalogue.path) else { continue }
            paths += articles.filter { $0.hasSuffix(".md") }.sorted().map { "Sources/\(module)/\(module).docc/\($0)" }
        }
        return paths
    }

    /// The text of the document at `path` (from the root).
    static func text(of path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The README's Swift blocks by snippet name, and the blocks that have no name.
    static func readmeSnippets() throws -> (named: [String: String], unnamed: [Int]) {
        let blocks = snippets(in: try text(of: "README.md"))
        return (blocks.named.reduce(into: [:]) { $0[$1.name] = $1.text }, blocks.unnamed)
    }

    /// The Swift blocks of `markdown`: each named one with its name, and the
    /// (1-based) lines of those without a name.
    static func snippets(in markdown: String) -> (named: [(name: String, text: String)], unnamed: [Int]) {
        let lines = markdown.components(separatedBy: "\n")
        var named: [(name: String, text: String)] = []
        var unnamed: [Int] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index] == "```swift" else { continue }
            let previous = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            var body: [String] = []
            var end = index + 1
            while end < lines.count, lines[end] != "```" {
                body.append(lines[end])
                end += 1
            }
            if previous.hasPrefix("<!-- snippet: "), previous.hasSuffix(" -->") {
                let name = String(previous.dropFirst("<!-- snippet: ".count).dropLast(" -->".count))
                named.append((name, body.joined(separator: "\n")))
            } else {
                unnamed.append(index + 1)
            }
            index = end
        }
        return (named, unnamed)
    }

    /// Every region in the example sources, by name.
    static func regions() throws -> [String: String] {
        var files: [URL] = []
        for folder in ["Examples", "Tests/ExamplesTests"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift" { files.append(url) }
            }
        }
        var parts: [String: [String]] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            var current: (name: String, lines: [String])?
            for line in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed == "// README: end", let region = current {
                    parts[region.name, default: []].append(dedented(region.lines))
                    current = nil
                } else if trimmed.hasPrefix("// README: ") {
                    current = (String(trimmed.dropFirst("// README: ".count)), [])
                } else {
                    current?.lines.append(line)
                }
            }
        }
        return parts.mapValues { $0.joined(separator: "\n") }
    }

    static func dedented(_ lines: [String]) -> String {
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }.joined(separator: "\n")
    }

    @Test func everySwiftBlockOfTheReadmeAndTheArticlesIsARegionOfCodeThatBuilds() throws {
        let regions = try Self.regions()
        var shown: Set<String> = []
        for path in try Self.documents() {
            let (named, unnamed) = Self.snippets(in: try Self.text(of: path))
            #expect(unnamed.isEmpty, "\(path) lines \(unnamed): a Swift block without <!-- snippet: NAME -->")
            for (name, text) in named {
                shown.insert(name)
                #expect(regions[name] == text, "\(path): snippet \(name) differs from its region:\n\(regions[name] ?? "(no region)")")
            }
        }
        #expect(try !Self.readmeSnippets().named.isEmpty, "the README shows code")
        #expect(Set(regions.keys).subtracting(shown).isEmpty, "regions no document shows")
    }

    @Test func theArticlesAreFound() throws {
        let documents = try Self.documents()
        #expect(documents.contains("Sources/TerminalUI/TerminalUI.docc/Getting-started.md"))
        #expect(documents.count > 10, "\(documents)")
    }

    /// The code of each row of the README's "Which API do I need" table (its
    /// third cell, in backticks).
    static func apiTableExamples() throws -> [String] {
        let lines = try text(of: "README.md").components(separatedBy: "\n")
        guard let heading = lines.firstIndex(of: "## Which API do I need"),
              let first = lines[heading...].firstIndex(where: { $0.hasPrefix("|") }) else { return [] }
        return lines[first...].prefix { $0.hasPrefix("|") }.dropFirst(2).map { row in
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let cell = cells.count > 3 ? cells[3] : ""
            return cell.hasPrefix("`") && cell.hasSuffix("`") ? String(cell.dropFirst().dropLast()) : cell
        }
    }

    @Test func theApiTablesOneLineExamplesAreLinesOfCodeThatBuilds() throws {
        let examples = try Self.apiTableExamples()
        #expect(examples.count == 7, "\(examples)")
        let code = try Self.regions().values.flatMap { $0.components(separatedBy: "\n") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        for example in examples {
            #expect(code.contains { $0.hasPrefix(example) }, "`\(example)` is not a line of any compiled region")
        }
    }

    @Test func theDependencyExampleIsAManifestSwiftPMReads() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package", "--package-path", Self.root.appendingPathComponent("Examples/Consumer").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
        // The identity SwiftPM derives from the URL is what `package:` names (compared case-insensitively).
        #expect(text.contains("\"identity\" : \"listmotion\""), "\(text)")
        #expect(text.contains("\"ListMotion\""), "\(text)")
    }
}
