import CNcursesw
import CollectionView
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The ncurses screen: opens it, draws frames on it, reads its input, and
/// always puts the terminal back the way it was.
///
/// A class because it owns a resource with identity (ncurses' `SCREEN`).
/// Main-actor isolated: ncurses is not thread-safe and the frame loop runs
/// on the main thread.
@MainActor
public final class Terminal {
    /// How to open the terminal.
    public struct Options: Sendable {
        /// File descriptor keys are read from.
        public var inputDescriptor: Int32
        /// File descriptor frames are written to.
        public var outputDescriptor: Int32
        /// The terminfo type; `nil` reads `TERM`.
        public var terminalType: String?
        /// Synchronized output (DEC 2026) around frames.
        public var synchronizedOutput: SynchronizedOutput
        /// Report mouse clicks and the wheel.
        public var mouse: Bool
        /// Ask the terminal to mark pasted text (``BracketedPaste``, mode 2004):
        /// on while the screen is open, off when it is restored (or on a crash).
        public var bracketedPaste: Bool
        /// Draw without colour (attributes kept). Defaults to whether
        /// `NO_COLOR` is set to a non-empty value.
        public var noColor: Bool
        /// Records the session (the bytes written, the size, the frames),
        /// or `nil` (the default): see ``TerminalRecorder``.
        public var recorder: (any TerminalRecorder)?

        /// Options for the process's own terminal (stdin/stdout), read from
        /// the environment: `TERM`, `NO_COLOR`, `LISTMOTION_SYNC_OUTPUT`.
        public init(
            inputDescriptor: Int32 = STDIN_FILENO, outputDescriptor: Int32 = STDOUT_FILENO,
            terminalType: String? = nil,
            synchronizedOutput: SynchronizedOutput = .fromEnvironment(Terminal.environment("LISTMOTION_SYNC_OUTPUT")),
            mouse: Bool = true,
            bracketedPaste: Bool = true,
            noColor: Bool = !(Terminal.environment("NO_COLOR") ?? "").isEmpty,
            recorder: (any TerminalRecorder)? = nil
        ) {
            self.inputDescriptor = inputDescriptor
            self.outputDescriptor = outputDescriptor
            self.terminalType = terminalType
            self.synchronizedOutput = synchronizedOutput
            self.mouse = mouse
            self.bracketedPaste = bracketedPaste
            self.noColor = noColor
            self.recorder = recorder
        }
    }

    /// The options the terminal was opened with.
    public let options: Options
    /// Colour pairs shared by every frame of this screen.
    public let palette: ColorPalette
    /// Whether frames are wrapped in DEC 2026 markers.
    public let usesSynchronizedOutput: Bool

    private var screen: OpaquePointer?
    private let window: UnsafeMutablePointer<WINDOW>
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private let ownsStreams: Bool
    private var needsFullRepaint = false
    /// Tees ncurses' output to the recorder, when it records bytes.
    private let tee: OutputTee?
    /// The size the recorder was last told.
    private var recordedSize: CellSize?

    /// Opens the terminal: locale, `newterm`, cbreak, no echo, keypad, hidden
    /// cursor, a 25 ms escape delay, default colours, mouse.
    ///
    /// - Throws: ``TerminalError/notATerminal(_:)`` when a descriptor is not a
    ///   terminal, ``TerminalError/missingTerminalType`` or
    ///   ``TerminalError/unknownTerminalType(_:)`` for a bad `TERM`. Nothing
    ///   on the terminal has changed when it throws.
    public init(options: Options = Options()) throws(TerminalError) {
        guard isatty(options.inputDescriptor) == 1 else { throw .notATerminal(.input) }
        guard isatty(options.outputDescriptor) == 1 else { throw .notATerminal(.output) }
        let type = options.terminalType ?? Terminal.environment("TERM") ?? ""
        guard !type.isEmpty else { throw .missingTerminalType }

        // Before newterm, or ncurses reads text as Latin-1 and wcwidth fails on non-ASCII.
        setlocale(LC_ALL, "")
        // The modes a crash puts back: ncurses' own copy is out of reach of a signal handler.
        let shellModes = CrashRestore.modes(of: options.outputDescriptor)

        let streams = try Terminal.openStreams(options)
        guard let screen = newterm(type, streams.output, streams.input) else {
            if streams.owned {
                fclose(streams.output)
                fclose(streams.input)
            }
            throw .unknownTerminalType(type)
        }
        set_term(screen)
        guard let window = lm_stdscr() else {
            endwin()
            delscreen(screen)
            throw .unknownTerminalType(type)
        }
        self.options = options
        self.screen = screen
        self.window = window
        self.output = streams.output
        self.input = streams.input
        self.ownsStreams = streams.owned
        // The tee swaps ncurses' descriptor: it must be one of ncurses' own (a dup), never stdout itself.
        if let recorder = options.recorder, recorder.recordsBytes, streams.owned {
            tee = OutputTee(terminal: fileno(streams.output), recorder: recorder)
        } else {
            tee = nil
        }

        cbreak()
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        meta(window, true)
        nodelay(window, true)
        curs_set(0)
        set_escdelay(25)
        Terminal.defineShiftedArrows()

        var colors = 0
        if !options.noColor && has_colors() {
            start_color()
            use_default_colors()
            colors = lm_COLORS() >= 256 ? 256 : 8
        }
        palette = ColorPalette(
            colorCount: colors, maxPairs: Int(min(lm_COLOR_PAIRS(), 32767))
        ) { pair, foreground, background in
            init_pair(pair, foreground, background) == OK
        }

        if options.mouse {
            mousemask(lm_ALL_MOUSE_EVENTS(), nil)
            mouseinterval(0)
        }

        switch options.synchronizedOutput {
        case .on: usesSynchronizedOutput = true
        case .off: usesSynchronizedOutput = false
        case .query:
            usesSynchronizedOutput = SynchronizedOutputProbe.ask(
                input: options.inputDescriptor, output: options.outputDescriptor)
        }
        if let shellModes {
            CrashRestore.arm(
                descriptor: options.outputDescriptor,
                bytes: CrashRestore.sequence(mouse: options.mouse, synchronizedOutput: usesSynchronizedOutput,
                                             bracketedPaste: options.bracketedPaste),
                modes: shellModes)
        }
        noteSize()
        if options.bracketedPaste { writeMarker(BracketedPaste.on) }
    }

    isolated deinit {
        restore()
    }

    /// Whether the screen is still open (``restore()`` not called yet).
    public var isOpen: Bool { screen != nil }

    /// The size ncurses draws at.
    public var size: CellSize {
        var rows: Int32 = 0
        var columns: Int32 = 0
        lm_getmaxyx(window, &rows, &columns)
        return CellSize(columns: Int(columns), rows: Int(rows))
    }

    /// Draws one frame: erase, `body`, `wnoutrefresh`, one `doupdate`, so
    /// ncurses sends only the cells that changed. After a resize the whole
    /// screen is repainted once (the terminal's contents are unknown then).
    /// With synchronized output the begin marker is flushed before
    /// `doupdate` writes, and the end marker after.
    public func drawFrame(_ body: (inout CursesCanvas) -> Void) {
        guard isOpen else { return }
        var canvas = CursesCanvas(window: window, palette: palette)
        canvas.clear()
        body(&canvas)
        wnoutrefresh(window)
        if needsFullRepaint {
            clearok(lm_curscr(), true)
            needsFullRepaint = false
        }
        // Recording, the frame goes into the tee's pipe (markers included, so they stay in order).
        let descriptor = fileno(output)
        tee?.divert(descriptor)
        if usesSynchronizedOutput { writeMarker(SynchronizedOutput.begin) }
        doupdate()
        if usesSynchronizedOutput { writeMarker(SynchronizedOutput.end) }
        if let tee {
            fflush(output)
            tee.restore(descriptor)
        }
    }

    /// Tells the recorder the size, when it changed.
    private func noteSize() {
        guard let recorder = options.recorder else { return }
        let size = self.size
        guard size != recordedSize else { return }
        if recordedSize == nil { recorder.terminalOpened(size: size) } else { recorder.terminalResized(to: size) }
        recordedSize = size
    }

    /// Reads the window size from the terminal (`TIOCGWINSZ`) and, when it
    /// changed, resizes ncurses' screens (`resizeterm`) and marks the next
    /// frame as a full repaint. Returns whether the size changed.
    @discardableResult
    public func updateSize() -> Bool {
        guard isOpen else { return false }
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard lm_get_winsize(options.outputDescriptor, &rows, &columns) == 0, rows > 0, columns > 0 else { return false }
        let current = size
        guard Int(rows) != current.rows || Int(columns) != current.columns else { return false }
        resizeterm(rows, columns)
        needsFullRepaint = true
        noteSize()
        return true
    }

    /// Everything waiting on the input, read without blocking (`get_wch`
    /// until `ERR`). A lone Esc takes the 25 ms escape delay to tell it from
    /// the start of a key sequence.
    public func readInput() -> [RawInput] {
        guard isOpen else { return [] }
        var reports: [RawInput] = []
        while true {
            var value: wint_t = 0
            let status = wget_wch(window, &value)
            if status == OK {
                reports.append(.character(UInt32(value)))
            } else if status == KEY_CODE_YES {
                let code = Int32(bitPattern: value)
                switch code {
                case KEY_RESIZE:
                    needsFullRepaint = true
                    noteSize()
                    reports.append(.resize(size))
                case KEY_MOUSE:
                    var event = MEVENT()
                    if getmouse(&event) == OK {
                        reports.append(.mouse(column: Int(event.x), row: Int(event.y), buttons: UInt(event.bstate)))
                    }
                default:
                    let name = keyname(code).map { String(cString: $0) }
                    reports.append(.keyCode(code, name: name))
                }
            } else {
                break
            }
        }
        return reports
    }

    /// Puts the terminal back: mouse off, cursor visible, `endwin` (leaves
    /// the alternate screen, restores the saved modes: echo, canonical
    /// input), then `delscreen`. Safe to call more than once.
    ///
    /// Until it is called, a crash (a fatal signal) or `exit()` restores the
    /// terminal on its own: the bytes that undo the screen and the modes
    /// from before it, written from the signal handler before Swift's crash
    /// report prints.
    public func restore() {
        guard let screen else { return }
        // The recorded frames reach the terminal before the bytes that restore it (which are not recorded:
        // a replay ends on the last frame, not on the shell's screen).
        tee?.finish()
        CrashRestore.disarm()
        if options.mouse { mousemask(0, nil) }
        if options.bracketedPaste { writeMarker(BracketedPaste.off) }
        curs_set(1)
        endwin()
        delscreen(screen)
        self.screen = nil
        if ownsStreams {
            fclose(output)
            fclose(input)
        } else {
            fflush(output)
        }
        options.recorder?.terminalClosed()
    }

    private func writeMarker(_ marker: String) {
        // ncurses buffers in its own buffer and stdio in another: flush both
        // sides so the marker lands exactly between frames.
        fflush(output)
        var bytes = Array(marker.utf8)
        // ncurses' own descriptor: the terminal, or the tee's pipe while a recorded frame is written.
        _ = bytes.withUnsafeMutableBytes { write(fileno(output), $0.baseAddress, $0.count) }
    }

    /// `getenv` as a Swift string.
    public nonisolated static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    private static func openStreams(_ options: Options) throws(TerminalError)
        -> (input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>, owned: Bool)
    {
        // A recorded terminal writes on a descriptor of its own, which the tee can swap.
        if options.inputDescriptor == STDIN_FILENO, options.outputDescriptor == STDOUT_FILENO, options.recorder?.recordsBytes != true,
           let input = lm_stdin(), let output = lm_stdout()
        {
            return (input, output, false)
        }
        guard let output = fdopen(dup(options.outputDescriptor), "w") else {
            throw .cannotOpen(fileDescriptor: options.outputDescriptor)
        }
        guard let input = fdopen(dup(options.inputDescriptor), "r") else {
            fclose(output)
            throw .cannotOpen(fileDescriptor: options.inputDescriptor)
        }
        return (input, output, true)
    }

    /// xterm's Shift+arrow sequences, for terminfo entries (screen, older
    /// xterms) that do not list them; an entry that does keeps its own.
    private static func defineShiftedArrows() {
        let keys: [(String, Int32)] = [
            ("\u{1B}[1;2A", KEY_SR), ("\u{1B}[1;2B", KEY_SF),
            ("\u{1B}[1;2C", KEY_SRIGHT), ("\u{1B}[1;2D", KEY_SLEFT),
        ]
        for (sequence, code) in keys where key_defined(sequence) == 0 {
            define_key(sequence, code)
        }
    }
}
