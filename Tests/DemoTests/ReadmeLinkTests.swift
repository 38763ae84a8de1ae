import Foundation
import Testing

/// The README's links into the repository point at files that exist
/// (the design contract, `docs/DESIGN.md`, among them).
@Suite struct ReadmeLinkTests {
    /// The targets of the README's relative Markdown links, `[text](target)`.
    static func relativeLinks(in markdown: String) -> [String] {
        var links: [String] = []
        var rest = markdown[...]
        while let open = rest.range(of: "]("), let close = rest[open.upperBound...].firstIndex(of: ")") {
            let target = String(rest[open.upperBound..<close])
            rest = rest[close...]
            if target.contains("://") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
            links.append(String(target.prefix { $0 != "#" }))
        }
        return links
    }

    @Test func everyRelativeLinkIsAFileInTheTree() throws {
        let links = Self.relativeLinks(in: try Readme.text())
        #expect(links.contains("docs/DESIGN.md"), "the README links the design contract")
        let root = Readme.url.deletingLastPathComponent()
        for link in links {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(link).path), "\(link) is not in the tree")
        }
    }

    @Test func linksAreFoundAndFiltered() {
        let markdown = "see [the design](docs/DESIGN.md#keys), [web](https://x.org) and [here](#tour)"
        #expect(Self.relativeLinks(in: markdown) == ["docs/DESIGN.md"])
    }
}
