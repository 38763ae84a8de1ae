import CollectionView

extension FrameRecording {
    /// The recording as asciicast v2: a header line with the first frame's
    /// size, then one `[seconds, "o", bytes]` event per frame that changed,
    /// whose bytes draw it on a terminal of that size (the first frame: the
    /// whole screen; each later one: the rows that changed, each put at its
    /// line, cleared, then written with its SGR styles); a frame of another
    /// size is an `"r"` (resize) event and a whole screen. The last frame
    /// has an event even when it changed nothing, so the cast lasts as long as the frames.
    ///
    /// Replayed in a terminal of the header's size, it ends on the last frame.
    /// Complexity: O(cells × frames).
    public func asciicast(title: String? = nil) -> String {
        let first = frames[0].canvas.size
        var header = "{\"version\": 2, \"width\": \(first.columns), \"height\": \(first.rows)"
        if let title { header += ", \"title\": \(Self.jsonString(title))" }
        header += ", \"env\": {\"TERM\": \"xterm-256color\"}}\n"
        var output = header
        var previous: GridCanvas?
        for (index, frame) in frames.enumerated() {
            let canvas = frame.canvas
            let time = Self.seconds(offset(index))
            var bytes = ""
            var rows = Array(0..<canvas.size.rows)
            if let previous, previous.size == canvas.size {
                rows = rows.filter { previous.cells[$0] != canvas.cells[$0] }
            } else {
                if previous != nil { output += "[\(time), \"r\", \"\(canvas.size.columns)x\(canvas.size.rows)\"]\n" }
                // Cursor hidden, attributes reset, screen cleared: the frame starts on a blank screen.
                bytes = "\u{1B}[?25l\u{1B}[0m\u{1B}[H\u{1B}[2J"
            }
            for y in rows {
                // The line is cleared before it is written: a clear after a full line
                // would erase its last cell on terminals that hold the wrap.
                bytes += "\u{1B}[\(y + 1);1H\u{1B}[0m\u{1B}[2K" + Self.sgrLine(canvas.cells[y]) + "\u{1B}[0m"
            }
            previous = canvas
            // The last frame always has its event (empty when nothing changed), so the cast lasts as long as the frames.
            guard !bytes.isEmpty || index == frames.count - 1 else { continue }
            output += "[\(time), \"o\", \(Self.jsonString(bytes))]\n"
        }
        return output
    }

    /// One row's cells as text with SGR sequences, from plain attributes;
    /// trailing plain blanks are left out (the line was cleared).
    static func sgrLine(_ cells: [GridCanvas.Cell]) -> String {
        var text = ""
        var current = Style.plain
        for cell in trimmed(cells) {
            guard let glyph = cell.glyph else { continue }
            if cell.style != current {
                text += sgr(cell.style)
                current = cell.style
            }
            text.append(glyph)
        }
        return text
    }

    /// The SGR sequence that sets `style` from any state.
    static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        switch style.foreground {
        case .default: break
        case let .basic(color, bright): codes.append("\((bright ? 90 : 30) + color.rawValue)")
        case let .indexed(index): codes.append("38;5;\(index)")
        }
        switch style.background {
        case .default: break
        case let .basic(color, bright): codes.append("\((bright ? 100 : 40) + color.rawValue)")
        case let .indexed(index): codes.append("48;5;\(index)")
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// `duration` in seconds with microseconds, as asciicast times are written (`1.250000`).
    package static func seconds(_ duration: Duration) -> String {
        let micro = duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
        let fraction = String(micro % 1_000_000)
        return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    package static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
