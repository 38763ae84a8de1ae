import Foundation
import Testing

/// The README's Swift snippets are code that builds: each one is preceded by
/// `<!-- snippet: NAME -->` and equals the region `// README: NAME` …
/// `// README: end` of the files under `Examples/` and `Tests/ExamplesTests/`
/// (each part dedented; parts with one name are joined in file order).
@Suite struct ReadmeSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The README's Swift blocks by snippet name, and the blocks that have no name.
    static func readmeSnippets() throws -> (named: [String: String], unnamed: [Int]) {
        let lines = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
            .components(separatedBy: "\n")
        var named: [String: String] = [:]
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
                named[name] = body.joined(separator: "\n")
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

    @Test func everySwiftSnippetIsARegionOfCodeThatBuilds() throws {
        let (named, unnamed) = try Self.readmeSnippets()
        let regions = try Self.regions()
        #expect(unnamed.isEmpty, "README lines \(unnamed): a Swift block without <!-- snippet: NAME -->")
        #expect(!named.isEmpty)
        for (name, text) in named.sorted(by: { $0.key < $1.key }) {
            #expect(regions[name] == text, "snippet \(name) differs from its region:\n\(regions[name] ?? "(no region)")")
        }
        #expect(Set(regions.keys).subtracting(named.keys).isEmpty, "regions not in the README")
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
