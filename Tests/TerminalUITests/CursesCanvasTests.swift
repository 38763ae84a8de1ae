import CNcursesw
import CollectionView
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TerminalUI

/// ncurses in this process, on a pseudo-terminal the test owns. Serialized:
/// ncurses keeps global state, so only one screen may be open at a time.
extension NcursesTests {
    @MainActor @Suite struct CursesCanvasTests {
        static let rows: [(x: Int, text: String)] = [
            (0, "plain ASCII: The quick brown fox"),
            (2, "accented: é è ñ Zoë Saldaña Émile"),
            (1, "combining: e\u{301}te\u{301} cafe\u{301}"),
            (0, "CJK: 山田太郎 中文字 한국어"),
            (3, "emoji: 🍣 😀 👍🏽 🎉 ok"),
            (-1, "山clipped left"),
            (31, "edge山"),  // the wide glyph would stick out at column 40: a blank instead
            (0, "tab\there, esc\u{1B}!"),
        ]

        private func open(columns: Int = 40, rows: Int = 12, color: Bool = true, sync: SynchronizedOutput = .off)
            throws -> (Terminal, PseudoTerminal)
        {
            let pty = try PseudoTerminal(columns: columns, rows: rows)
            let options = Terminal.Options(
                inputDescriptor: pty.replica, outputDescriptor: pty.replica, terminalType: "xterm-256color",
                synchronizedOutput: sync, mouse: false, noColor: !color)
            let terminal = try Terminal(options: options)
            _ = pty.drain()
            return (terminal, pty)
        }

        /// The glyph ncurses holds at (x, y), its attributes and pair.
        private func cell(x: Int, y: Int) -> (text: String, attrs: attr_t, pair: Int16) {
            var value = cchar_t()
            guard let window = lm_stdscr(), mvwin_wch(window, Int32(y), Int32(x), &value) == OK else { return ("", 0, 0) }
            var chars = [wchar_t](repeating: 0, count: 8)
            var attrs: attr_t = 0
            var pair: Int16 = 0
            _ = getcchar(&value, &chars, &attrs, &pair, nil)
            let scalars = chars.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            return (text, attrs, pair)
        }

        @Test func sameCellsAsGridCanvas() throws {
            let (terminal, pty) = try open()
            defer { terminal.restore() }
            var grid = GridCanvas(columns: 40, rows: 12)
            for (y, row) in Self.rows.enumerated() { grid.put(row.text, x: row.x, y: y) }
            terminal.drawFrame { canvas in
                #expect(canvas.size == CellSize(columns: 40, rows: 12))
                for (y, row) in Self.rows.enumerated() { canvas.put(row.text, x: row.x, y: y) }
            }
            _ = pty.drain()
            expectSameCells(as: grid)
        }

        @Test func areasClipAndOffsetAsOnGridCanvas() throws {
            let (terminal, pty) = try open(columns: 12, rows: 4)
            defer { terminal.restore() }
            /// Dots, wide glyphs straddling both edges of an area, and a cleared area.
            func draw(on canvas: inout some Canvas) {
                for y in 0..<4 { canvas.put(String(repeating: ".", count: 12), x: 0, y: y) }
                canvas.withArea(Rect(x: 3, y: 1, columns: 5, rows: 2)) { area in
                    area.put("中ab中", x: -1, y: 0)
                    area.put("x中中", x: 1, y: 1)
                }
                canvas.withArea(Rect(x: 9, y: 3, columns: 3, rows: 1)) { $0.clear() }
            }
            var grid = GridCanvas(columns: 12, rows: 4)
            draw(on: &grid)
            terminal.drawFrame { draw(on: &$0) }
            _ = pty.drain()
            #expect(grid.render() == "............\n... ab中....\n....x中 ....\n.........")
            expectSameCells(as: grid)
        }

        /// Every cell ncurses holds is the cell `grid` holds.
        private func expectSameCells(as grid: GridCanvas, sourceLocation: SourceLocation = #_sourceLocation) {
            for y in 0..<grid.size.rows {
                for x in 0..<grid.size.columns {
                    let expected = grid.cells[y][x]
                    let actual = cell(x: x, y: y)
                    if let glyph = expected.glyph {
                        let kept = CursesCanvas.cellScalars(of: glyph).compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
                        #expect(actual.text.unicodeScalars.elementsEqual(kept), "cell \(x),\(y)", sourceLocation: sourceLocation)
                    } else {
                        // Right half of a wide glyph: ncurses holds the same glyph, two cells wide.
                        let left = cell(x: x - 1, y: y)
                        #expect(left.text.unicodeScalars.first.map { wcwidth(wchar_t(bitPattern: $0.value)) } == 2, "cell \(x),\(y)",
                                sourceLocation: sourceLocation)
                    }
                }
            }
        }

        @Test func flagsKeepTheirTwoCells() throws {
            // wcwidth counts a flag as one cell; the canvas keeps the column count right anyway.
            let (terminal, pty) = try open()
            defer { terminal.restore() }
            var grid = GridCanvas(columns: 40, rows: 12)
            grid.put("🇯🇵 flag", x: 0, y: 0)
            terminal.drawFrame { canvas in canvas.put("🇯🇵 flag", x: 0, y: 0) }
            _ = pty.drain()
            #expect(grid.line(0) == "🇯🇵 flag")
            #expect(cell(x: 3, y: 0).text == "f")
            #expect(cell(x: 2, y: 0).text == " ")
        }

        @Test func modifiersAndJoinersKeepTheBaseEmoji() {
            #expect(CursesCanvas.cellScalars(of: "👍🏽") == [0x1F44D])
            #expect(CursesCanvas.cellScalars(of: "👨‍👩‍👧") == [0x1F468])
            #expect(CursesCanvas.cellScalars(of: "e\u{301}") == [0x65, 0x301])
            #expect(CursesCanvas.cellScalars(of: "❤️") == [0x2764, 0xFE0F])
        }

        @Test func stylesBecomeAttributesAndPairs() throws {
            let (terminal, pty) = try open()
            defer { terminal.restore() }
            #expect(terminal.palette.colorCount == 256)
            terminal.drawFrame { canvas in
                canvas.put("B", x: 0, y: 0, style: Style(bold: true))
                canvas.put("R", x: 1, y: 0, style: Style(foreground: .indexed(196), reverse: true))
            }
            _ = pty.drain()
            #expect(cell(x: 0, y: 0).attrs & lm_A_BOLD() != 0)
            #expect(cell(x: 1, y: 0).attrs & lm_A_REVERSE() != 0)
            let pair = cell(x: 1, y: 0).pair
            #expect(pair != 0)
            var foreground: Int16 = 0
            var background: Int16 = 0
            pair_content(pair, &foreground, &background)
            #expect(foreground == 196 && background == -1)
        }

        @Test func noColorKeepsAttributesOnly() throws {
            let (terminal, pty) = try open(color: false)
            defer { terminal.restore() }
            #expect(terminal.palette.colorCount == 0)
            terminal.drawFrame { canvas in
                #expect(canvas.colorCount == 0)
                canvas.put("R", x: 0, y: 0, style: Style(foreground: .basic(.red), underline: true))
            }
            _ = pty.drain()
            #expect(cell(x: 0, y: 0).pair == 0)
            #expect(cell(x: 0, y: 0).attrs & lm_A_UNDERLINE() != 0)
        }

        @Test func anUnchangedFrameSendsAlmostNothing() throws {
            let (terminal, pty) = try open(columns: 80, rows: 24)
            defer { terminal.restore() }
            let draw: (inout CursesCanvas) -> Void = { canvas in
                for y in 0..<24 { canvas.put("row \(y) with some text on it", x: 2, y: y) }
            }
            terminal.drawFrame(draw)
            let first = pty.drain(waitingAtMost: 1000)
            terminal.drawFrame(draw)
            let second = pty.drain(waitingAtMost: 50)
            #expect(first.count > 500)
            #expect(second.count < 16)  // no clear, no repaint: at most a cursor move
        }

        @Test func synchronizedOutputWrapsEachFrame() throws {
            let (terminal, pty) = try open(sync: .on)
            defer { terminal.restore() }
            #expect(terminal.usesSynchronizedOutput)
            terminal.drawFrame { canvas in canvas.put("hello", x: 0, y: 0) }
            let text = String(decoding: pty.drain(waitingAtMost: 1000), as: UTF8.self)
            let begin = text.ranges(of: "\u{1B}[?2026h").first?.lowerBound
            let hello = text.ranges(of: "hello").first?.lowerBound
            let end = text.ranges(of: "\u{1B}[?2026l").last?.lowerBound
            #expect(begin != nil && hello != nil && end != nil)
            if let begin, let hello, let end { #expect(begin < hello && hello < end) }
        }

        @Test func queryFindsSynchronizedOutputWhenTheTerminalAnswers() throws {
            for (answer, supported) in [("\u{1B}[?2026;2$y\u{1B}[?62;22c", true), ("\u{1B}[?62;22c", false)] {
                let pty = try PseudoTerminal(columns: 40, rows: 12)
                pty.type(answer)  // the "terminal" answers before it is asked: it sits in the input queue
                let terminal = try Terminal(options: Terminal.Options(
                    inputDescriptor: pty.replica, outputDescriptor: pty.replica, terminalType: "xterm-256color",
                    synchronizedOutput: .query, mouse: false))
                defer { terminal.restore() }
                #expect(terminal.usesSynchronizedOutput == supported, "answer \(answer.debugDescription)")
                let asked = String(decoding: pty.drain(waitingAtMost: 200), as: UTF8.self)
                #expect(asked.contains("\u{1B}[?2026$p\u{1B}[c"))
            }
        }

        @Test func resizeChangesTheSizeAndRepaintsOnce() throws {
            let (terminal, pty) = try open(columns: 80, rows: 24)
            defer { terminal.restore() }
            terminal.drawFrame { canvas in canvas.put("before", x: 0, y: 0) }
            _ = pty.drain(waitingAtMost: 1000)
            pty.resize(columns: 40, rows: 12)
            #expect(terminal.updateSize())
            #expect(terminal.size == CellSize(columns: 40, rows: 12))
            #expect(!terminal.updateSize())  // unchanged now
            terminal.drawFrame { canvas in
                #expect(canvas.size == CellSize(columns: 40, rows: 12))
                canvas.put("after", x: 0, y: 0)
            }
            let repaint = String(decoding: pty.drain(waitingAtMost: 1000), as: UTF8.self)
            #expect(repaint.contains("\u{1B}[2J"))  // xterm's clear: the one full repaint after a resize
            terminal.drawFrame { canvas in canvas.put("after", x: 0, y: 0) }
            #expect(!String(decoding: pty.drain(waitingAtMost: 50), as: UTF8.self).contains("\u{1B}[2J"))
        }

        @Test func inputIsReadWithoutBlocking() throws {
            let (terminal, pty) = try open()
            defer { terminal.restore() }
            #expect(terminal.readInput().isEmpty)
            pty.type("a\u{1B}OA\u{1B}[1;2B山")  // keypad mode: xterm sends ESC O A for Up
            var events: [TerminalEvent] = []
            for _ in 0..<50 where events.count < 4 {
                events += terminal.readInput().compactMap(KeyDecoder.decode)
                if events.count < 4 { usleep(10_000) }
            }
            #expect(events == [.key(.character("a")), .key(.up), .key(.shiftDown), .key(.character("山"))])
        }

        @Test func badTerminalsThrowBeforeTouchingAnything() throws {
            let pty = try PseudoTerminal(columns: 80, rows: 24)
            func attempt(type: String, input: Int32? = nil) -> TerminalError? {
                let options = Terminal.Options(
                    inputDescriptor: input ?? pty.replica, outputDescriptor: pty.replica,
                    terminalType: type, synchronizedOutput: .off, mouse: false)
                do {
                    let terminal = try Terminal(options: options)
                    terminal.restore()
                    return nil
                } catch {
                    return error
                }
            }
            #expect(attempt(type: "no-such-terminal-xyz") == .unknownTerminalType("no-such-terminal-xyz"))
            #expect(attempt(type: "") == .missingTerminalType)
            #if canImport(Glibc)
            let null = Glibc.open("/dev/null", O_RDONLY)
            #else
            let null = Darwin.open("/dev/null", O_RDONLY)
            #endif
            defer { close(null) }
            #expect(attempt(type: "xterm-256color", input: null) == .notATerminal(.input))
            #expect(pty.drain().isEmpty)  // nothing was written to the terminal
        }
    }
}
