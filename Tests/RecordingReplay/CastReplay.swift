import CollectionView
import Foundation

/// Plays an asciicast v2 recording into a model terminal (a `GridCanvas`
/// written by a small interpreter of what the recorder emits: cursor
/// position, erase, SGR, cursor visibility), for tests of the recording as
/// a player would show it.
package struct CastReplay {
    package struct Event {
        package var time: Double
        package var kind: String
        package var data: String
    }

    package enum Failure: Error, CustomStringConvertible {
        case badHeader(String)
        case badEvent(line: Int, String)
        case unknownSequence(String)

        package var description: String {
            switch self {
            case let .badHeader(line): "bad header: \(line)"
            case let .badEvent(line, text): "bad event on line \(line): \(text)"
            case let .unknownSequence(sequence): "unknown escape sequence: \(sequence.debugDescription)"
            }
        }
    }

    package var header: [String: Any]
    package var events: [Event]

    /// Parses every line of `cast` as JSON: the header, then `[time, kind, data]` events.
    package init(_ cast: String) throws {
        var lines = cast.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first,
              let header = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any]
        else { throw Failure.badHeader(lines.first ?? "") }
        self.header = header
        events = try lines.dropFirst().enumerated().map { index, line in
            guard let array = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], array.count == 3,
                  let time = (array[0] as? NSNumber)?.doubleValue, let kind = array[1] as? String, let data = array[2] as? String
            else { throw Failure.badEvent(line: index + 2, line) }
            return Event(time: time, kind: kind, data: data)
        }
    }

    /// The screen after every event up to `time` (all when `nil`), at the header's size.
    package func screen(upTo time: Double? = nil) throws -> GridCanvas {
        let columns = header["width"] as? Int ?? 0
        let rows = header["height"] as? Int ?? 0
        var terminal = Terminal(canvas: GridCanvas(columns: columns, rows: rows))
        for event in events where time.map({ event.time <= $0 + 1e-9 }) ?? true {
            switch event.kind {
            case "o": try terminal.write(event.data)
            case "r":
                let parts = event.data.split(separator: "x").compactMap { Int($0) }
                if parts.count == 2 { terminal.canvas.resize(columns: parts[0], rows: parts[1]) }
            default: break
            }
        }
        return terminal.canvas
    }

    /// The model terminal: a canvas, a cursor and the current style.
    package struct Terminal {
        package var canvas: GridCanvas
        package var x = 0
        package var y = 0
        package var style = Style.plain

        package mutating func write(_ text: String) throws {
            var characters = Array(text)[...]
            while let character = characters.popFirst() {
                guard character == "\u{1B}" else {
                    let width = TerminalWidth.of(character)
                    canvas.putGlyph(character, width: width, x: x, y: y, style: style)
                    x += width
                    continue
                }
                guard characters.popFirst() == "[" else { throw Failure.unknownSequence(String(character)) }
                var parameters = ""
                while let next = characters.popFirst() {
                    guard next.isLetter else { parameters.append(next); continue }
                    try run(next, parameters)
                    break
                }
            }
        }

        private mutating func run(_ command: Character, _ parameters: String) throws {
            let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            switch (command, parameters) {
            case ("H", _):
                y = max((numbers.first ?? 1) - 1, 0)
                x = max((numbers.count > 1 ? numbers[1] : 1) - 1, 0)
            case ("J", "2"):
                canvas.clear()
            case ("K", "2"):
                for column in 0..<canvas.size.columns {
                    canvas.putGlyph(" ", width: 1, x: column, y: y, style: .plain)
                }
            case ("l", "?25"), ("h", "?25"):
                break
            case ("m", _):
                try sgr(numbers)
            default:
                throw Failure.unknownSequence("[" + parameters + String(command))
            }
        }

        private mutating func sgr(_ codes: [Int]) throws {
            var index = 0
            while index < codes.count {
                let code = codes[index]
                switch code {
                case 0: style = .plain
                case 1: style.bold = true
                case 2: style.dim = true
                case 4: style.underline = true
                case 7: style.reverse = true
                case 30...37: style.foreground = .basic(TerminalColor.BasicColor(rawValue: code - 30) ?? .white)
                case 90...97: style.foreground = .basic(TerminalColor.BasicColor(rawValue: code - 90) ?? .white, bright: true)
                case 40...47: style.background = .basic(TerminalColor.BasicColor(rawValue: code - 40) ?? .white)
                case 100...107: style.background = .basic(TerminalColor.BasicColor(rawValue: code - 100) ?? .white, bright: true)
                case 38, 48:
                    guard index + 2 < codes.count, codes[index + 1] == 5, let value = UInt8(exactly: codes[index + 2])
                    else { throw Failure.unknownSequence("SGR \(codes)") }
                    if code == 38 { style.foreground = .indexed(value) } else { style.background = .indexed(value) }
                    index += 2
                default: throw Failure.unknownSequence("SGR \(codes)")
                }
                index += 1
            }
        }
    }
}
