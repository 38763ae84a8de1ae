import Foundation
import CollectionView

/// A table of keys in the docs (the demo's, in TerminalUI's *The demo*), read as data so that a test can
/// hold it to the demo's key guide (what `?` shows).
///
/// A row's keys cell holds groups separated by `/`; each group is the keys of
/// one help line, each key in backticks, named as the help names it
/// (``ViewInput/label``, or a binding's keys label such as `A–Z`). The row's
/// second cell must contain each group's help text word for word; anything
/// around it is the table's own remark.
///
/// ```
/// | `r` / `s` | reverse the sort A→Z ⇄ Z→A / shuffle into another grouping |
/// ```
struct ReadmeKeyTable: Equatable {
    /// One row: the groups of keys, and what the row says they do.
    struct Row: Equatable {
        /// The row's number in the table, from 1.
        var number: Int
        /// The keys of each help line the row describes.
        var groups: [[String]]
        /// The second cell.
        var text: String
    }

    /// Text the table cannot be read as, with where.
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// The rows, in order.
    var rows: [Row]

    /// The first table after `heading` in `markdown`.
    ///
    /// - Throws: ``Malformed`` when there is no such heading or table, a row
    ///   has not two cells, or a keys cell has text outside backticks other
    ///   than spaces, commas and `/`.
    init(markdown: String, heading: String) throws {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: heading) else { throw Malformed(description: "no heading \"\(heading)\"") }
        guard let first = lines[start...].firstIndex(where: { $0.hasPrefix("|") }) else {
            throw Malformed(description: "no table after \"\(heading)\"")
        }
        let table = lines[first...].prefix { $0.hasPrefix("|") }.dropFirst(2)  // the heading row and the rule
        rows = try table.enumerated().map { offset, line in
            let cells = try Self.cells(of: line, number: offset + 1)
            return Row(number: offset + 1, groups: try Self.groups(of: cells.keys, number: offset + 1), text: cells.text)
        }
    }

    /// The two cells of `line`: `| keys | text |`. A `|` inside backticks is text.
    private static func cells(of line: String, number: Int) throws -> (keys: String, text: String) {
        var cells: [String] = []
        var cell = ""
        var inCode = false
        for character in line.dropFirst() {
            if character == "`" { inCode.toggle() }
            if character == "|", !inCode {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        guard cells.count == 2 else { throw Malformed(description: "row \(number) has \(cells.count) cells, not 2: \(line)") }
        return (cells[0], cells[1])
    }

    /// The backticked keys of a keys cell, in groups split at `/`.
    private static func groups(of cell: String, number: Int) throws -> [[String]] {
        var groups: [[String]] = [[]]
        var key: String?
        for character in cell {
            if character == "`" {
                if let done = key { groups[groups.count - 1].append(done) }
                key = key == nil ? "" : nil
            } else if key != nil {
                key?.append(character)
            } else if character == "/" {
                groups.append([])
            } else if !(character.isWhitespace || character == ",") {
                throw Malformed(description: "row \(number): \"\(character)\" outside backticks in \"\(cell)\"")
            }
        }
        guard key == nil, !groups.contains(where: \.isEmpty) else {
            throw Malformed(description: "row \(number): an unclosed backtick or an empty group in \"\(cell)\"")
        }
        return groups
    }

    /// What keeps the table from saying what `help` says (the lines of a key
    /// guide), one sentence each; empty when they agree.
    ///
    /// Each help line must be one group of one row, with the same keys and
    /// its text in the row; each group must be such a help line.
    ///
    /// - Complexity: O(rows · help lines).
    func disagreements(with help: [KeyHelp]) -> [String] {
        var matched = Array(repeating: false, count: help.count)
        var problems: [String] = []
        for row in rows {
            for group in row.groups {
                let keys = Set(group)
                let line = help.indices.first { index in
                    !matched[index] && Set(Self.keys(of: help[index])) == keys && row.text.contains(help[index].text)
                }
                if let line {
                    matched[line] = true
                } else {
                    let named = group.map { "`\($0)`" }.joined(separator: " ")
                    problems.append("table row \(row.number) lists \(named), which the demo's keys do not bind to anything its text says")
                }
            }
        }
        for (index, line) in help.enumerated() where !matched[index] {
            problems.append("the table has no row for \(line.keys): \"\(line.text)\"")
        }
        return problems
    }

    /// The keys a help line names (`"↑ k ↓ j"` is four).
    private static func keys(of line: KeyHelp) -> [String] {
        line.keys.split(separator: " ").map(String.init)
    }
}
