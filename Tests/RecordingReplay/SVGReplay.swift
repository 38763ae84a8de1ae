import CollectionView
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an animated SVG recording back as a viewer would see it: parses it
/// as XML, reads the CSS keyframes, and rebuilds the text of the screen at
/// any moment from the `<use>`s of lines visible then, placing each `<text>`
/// at the cell column its `x` names.
package final class SVGReplay: NSObject, XMLParserDelegate {
    package struct Run {
        package var x: Double
        package var text: String
        package var look: String
    }

    package struct Use {
        package var line: String
        package var y: Double
        package var keyframes: String
    }

    package private(set) var css = ""
    package private(set) var lines: [String: [Run]] = [:]
    package private(set) var rects: [String: [[String: String]]] = [:]
    package private(set) var uses: [Use] = []
    package private(set) var rootAttributes: [String: String] = [:]
    package private(set) var elementNames: Set<String> = []
    /// Keyframes by name: (percent, visible), in order.
    package private(set) var keyframes: [String: [(Double, Bool)]] = [:]
    /// The animation's length in milliseconds and its iteration count.
    package private(set) var duration: Double = 0
    package private(set) var iterations = ""
    private var inStyle = false
    private var line: String?
    private var run: Run?
    private var parseError: Error?

    package let cellWidth: Double
    package let lineHeight: Double

    package init(_ svg: String, fontSize: Double = 14) throws {
        cellWidth = fontSize * 0.6
        lineHeight = fontSize * 1.2
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? parseError ?? CastReplay.Failure.badHeader("SVG") }
        try readStyle()
    }

    package func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elementNames.insert(name)
        switch name {
        case "svg": rootAttributes = attributes
        case "style": inStyle = true
        case "g": if let id = attributes["id"] { line = id; lines[id] = [] }
        case "rect": if let line { rects[line, default: []].append(attributes) }
        case "text":
            run = Run(x: Double(attributes["x"] ?? "") ?? -1, text: "", look: attributes["class"] ?? "")
        case "use":
            uses.append(Use(line: String((attributes["href"] ?? "").dropFirst()), y: Double(attributes["y"] ?? "") ?? -1,
                            keyframes: attributes["class"] ?? ""))
        default: break
        }
    }

    package func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inStyle { css += string }
        run?.text += string
    }

    package func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "style": inStyle = false
        case "g": line = nil
        case "text":
            if let line, let run { lines[line, default: []].append(run) }
            run = nil
        default: break
        }
    }

    /// `@keyframes kN{P%{opacity:V}…}` and the `use` rule's duration and iteration count.
    private func readStyle() throws {
        for chunk in css.components(separatedBy: "@keyframes ").dropFirst() {
            guard let open = chunk.firstIndex(of: "{") else { continue }
            let name = String(chunk[..<open])
            var steps: [(Double, Bool)] = []
            for step in chunk[chunk.index(after: open)...].components(separatedBy: "}") {
                let parts = step.components(separatedBy: "%{opacity:")
                guard parts.count == 2, let percent = Double(parts[0]) else { break }
                steps.append((percent, parts[1] == "1"))
            }
            keyframes[name] = steps
        }
        guard let rule = css.components(separatedBy: "use{opacity:0;animation:").dropFirst().first else { return }
        let words = rule.prefix { $0 != "}" }.split(separator: " ")
        duration = Double(words.first?.dropLast(2) ?? "") ?? 0
        iterations = words.count > 2 ? String(words[2]) : ""
    }

    /// Whether a `<use>` of keyframes `name` shows at `percent` of the animation (steps hold until the next).
    package func visible(_ name: String, at percent: Double) -> Bool {
        var shown = false
        for (at, value) in keyframes[name] ?? [] where at <= percent { shown = value }
        return shown
    }

    /// The screen's text at `milliseconds` into the animation: `rows` lines,
    /// trailing blanks removed; `nil` when two visible lines share a row.
    package func text(at milliseconds: Double, rows: Int, columns: Int) -> [String]? {
        let percent = milliseconds / duration * 100
        var screen = Array(repeating: Array(repeating: Character?(" "), count: columns), count: rows)
        var taken = Set<Int>()
        for use in uses where visible(use.keyframes, at: percent) {
            let row = Int((use.y / lineHeight).rounded())
            guard row >= 0, row < rows, taken.insert(row).inserted else { return nil }
            for run in lines[use.line] ?? [] {
                var column = Int((run.x / cellWidth).rounded())
                for character in run.text {
                    let width = TerminalWidth.of(character)
                    guard column + width <= columns else { break }
                    screen[row][column] = character
                    if width == 2 { screen[row][column + 1] = nil }
                    column += width
                }
            }
        }
        return screen.map { cells in
            var text = String(cells.compactMap { $0 })
            while text.last == " " { text.removeLast() }
            return text
        }
    }
}
