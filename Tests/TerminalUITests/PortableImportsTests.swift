import Foundation
import Testing

/// Every `import Glibc` in the package's code (`Sources`, `Demo`, `Examples`)
/// has its `Darwin` twin: it sits in an `#if canImport(Glibc)` block whose
/// `#elseif canImport(Darwin)` imports `Darwin`, so the code builds on macOS too.
@Suite struct PortableImportsTests {
    /// The package's root, found from this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The 1-based numbers of the lines of `source` that import `Glibc`
    /// without a `Darwin` twin: outside `#if canImport(Glibc)`, or in such a
    /// block that has no `#elseif canImport(Darwin)` followed by `import Darwin`.
    static func unportableImports(in source: String) -> [Int] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var found: [Int] = []
        for (index, line) in lines.enumerated() where line == "import Glibc" || line.hasPrefix("import Glibc ") {
            let opening = index > 0 && lines[index - 1] == "#if canImport(Glibc)"
            let twin = index + 2 < lines.count && lines[index + 1] == "#elseif canImport(Darwin)"
                && lines[index + 2] == "import Darwin"
            if !(opening && twin) { found.append(index + 1) }
        }
        return found
    }

    @Test func everyGlibcImportInSourcesDemoAndExamplesHasItsDarwinTwin() throws {
        var checked = 0
        for folder in ["Sources", "Demo", "Examples"] {
            let enumerator = FileManager.default.enumerator(at: Self.root.appendingPathComponent(folder),
                                                            includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                checked += 1
                let lines = Self.unportableImports(in: try String(contentsOf: url, encoding: .utf8))
                let path = url.path.replacingOccurrences(of: Self.root.path + "/", with: "")
                #expect(lines.isEmpty, "\(path), lines \(lines): `import Glibc` without `#elseif canImport(Darwin)` / `import Darwin`")
            }
        }
        #expect(checked > 100, "the scan found only \(checked) Swift files under \(Self.root.path)")
    }

    @Test func anUnconditionalOrUntwinnedImportIsFound() {
        let twinned = "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n"
        #expect(Self.unportableImports(in: "import Foundation\n" + twinned).isEmpty)
        #expect(Self.unportableImports(in: "import CNcursesw\nimport Glibc\n") == [2])
        #expect(Self.unportableImports(in: "#if canImport(Glibc)\nimport Glibc\n#endif\n") == [2])
        #expect(Self.unportableImports(in: "    import Glibc\n" + twinned) == [1])
    }
}
