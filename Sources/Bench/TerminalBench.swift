import CollectionView
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListDiff
import TerminalUI

/// `bench terminal`: what the terminal layer costs, measured in
/// pseudo-terminals the bench owns. The frames are the real
/// ``CollectionView``'s, drawn on ``CursesCanvas`` through
/// `Terminal.drawFrame`; bytes are what ncurses wrote to the pty.
@MainActor
enum TerminalBench {
    /// Prints the `## terminal` tables: bytes, frame rate, idle CPU.
    static func run() {
        print("## terminal")
        print("")
        do {
            try bytes()
            try framesPerSecond()
            try idleCPU()
        } catch {
            print("bench terminal failed: \(error)")
        }
    }

    // MARK: - The list

    /// One contact line at 80 columns: number, name (wide and accented
    /// names included, so widths are exercised), phone, mail.
    static func rowText(_ index: Int) -> String {
        let names = ["Alice Martin", "Bob Smith", "Émile Zola", "山田 太郎", "Zoë Saldaña", "🍣 Sushi Bar", "Chidi Anagonye"]
        let name = names[index % names.count]
        let padding = String(repeating: " ", count: max(18 - TerminalWidth.of(name), 1))
        let number = index < 10 ? "0\(index)" : "\(index)"
        return "\(number)  \(name)\(padding)+33 6 12 34 56 \(number)   contact\(number)@example.org"
    }

    /// A contact line filling most of 200 columns, in three styles, so a
    /// moving row changes about as many cells and attributes as a real one.
    static func wideRowText(_ index: Int) -> StyledText {
        StyledText(spans: [
            .init(rowText(index), style: Style(bold: index % 5 == 0)),
            .init("   "),
            .init("last call \(index % 28 + 1) March, follow up on the quote for order #\(4_000 + index)",
                  style: Style(foreground: .indexed(110))),
            .init("   "),
            .init("tags: client, \(index % 2 == 0 ? "paris" : "lyon")", style: Style(dim: true)),
        ])
    }

    /// One section, header "Contacts", `count` rows with ids `0..<count`.
    static func contacts(count: Int, content: (Int) -> StyledText) -> SectionedDataSource {
        SectionedDataSource(sections: [
            .init(id: "contacts", header: "Contacts",
                  items: (0..<count).map { SectionedDataSource.Item(id: $0, content: content($0)) }),
        ])
    }

    /// An ncurses terminal on a fresh pty of `columns` × `rows`, its setup output already read away.
    static func openTerminal(columns: Int, rows: Int) throws -> (Terminal, PseudoTerminal) {
        let pty = try PseudoTerminal(columns: columns, rows: rows)
        let terminal = try Terminal(options: Terminal.Options(
            inputDescriptor: pty.replica, outputDescriptor: pty.replica, terminalType: "xterm-256color",
            synchronizedOutput: .off, mouse: false, noColor: false))
        _ = pty.drain(waitingAtMost: 100)
        return (terminal, pty)
    }

    // MARK: - Bytes written

    /// One 60 fps frame interval, rounded up so that 15 steps reach 250 ms.
    static let frameStep = Duration.nanoseconds(16_666_667)

    /// Bytes of a first paint, a one-row move animated at 60 fps, and a one-line scroll, at 80×24.
    static func bytes() throws {
        let (terminal, pty) = try openTerminal(columns: 80, rows: 24)
        defer { terminal.restore() }
        let source = contacts(count: 50) { StyledText(rowText($0)) }
        let clock = ManualClock()
        var configuration = CollectionViewConfiguration()
        // The view paces its own frames: at 1/60 s they land on the ManualClock steps.
        configuration.frameInterval = frameStep
        let view = CollectionView(dataSource: source, clock: clock, configuration: configuration,
                                  viewportSize: CellSize(columns: 80, rows: 24))
        terminal.drawFrame { view.render(into: &$0) }
        let firstPaint = pty.drain(waitingAtMost: 1000).count

        // Row 01 (item 1, line 2 under the header) moves 8 lines down, to item 9.
        let moved = source.sections[0].items.remove(at: 1)
        source.sections[0].items.insert(moved, at: 9)
        var landed: [Bool] = []
        try view.performBatchUpdates(
            Changeset(items: .init(moved: [Move(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 9, section: 0))]))
        ) { landed.append($0) }
        var perFrame: [Int] = []
        while let due = view.nextFrameTime {
            clock.set(due)
            terminal.drawFrame { view.render(into: &$0) }
            perFrame.append(pty.drain(waitingAtMost: 200).count)
        }
        let animation = perFrame.reduce(0, +)

        // A still list: scroll by one line, drawn as one frame.
        view.setScrollOffset(view.scrollOffset + 1, animated: false)
        terminal.drawFrame { view.render(into: &$0) }
        let scroll = pty.drain(waitingAtMost: 200).count

        print("| measurement (80×24, xterm-256color, real CollectionView) | bytes |")
        print("| --- | ---: |")
        print("| full first paint | \(firstPaint) |")
        print("| 250 ms animation (\(perFrame.count) frames), one row moves 8 lines | \(animation) (\(percent(animation, of: firstPaint)) of a full paint) |")
        print("| scroll by one line | \(scroll) |")
        print("")
        print("Bytes per animation frame: \(perFrame.map(String.init).joined(separator: ", "))"
            + (landed == [true] ? "" : " (completion: \(landed))"))
        print("")
    }

    // MARK: - Frames per second

    /// Frame rate and frame cost while 50 rows keep moving at 200×50, paced at 60 Hz.
    static func framesPerSecond() throws {
        let (terminal, pty) = try openTerminal(columns: 200, rows: 50)
        defer { terminal.restore() }
        let source = contacts(count: 50, content: wideRowText)
        // The real clock: a late frame shows the time it is drawn at, as in the app.
        let view = CollectionView(dataSource: source, clock: SystemAnimationClock(),
                                  viewportSize: CellSize(columns: 200, rows: 50))
        terminal.drawFrame { view.render(into: &$0) }
        _ = pty.drain(waitingAtMost: 1000)
        // Every row moves: the list reverses, item i going to 49 - i.
        let reversal = Changeset(items: .init(moved: (0..<50).map {
            Move(from: ItemPath(item: $0, section: 0), to: ItemPath(item: 49 - $0, section: 0))
        }))

        let interval: Int64 = 16_666_667
        let frames = 120  // 2 s at 60 fps
        var written = 0
        var dropped = 0
        var batches = 0
        var worst: Int64 = 0
        var total: Int64 = 0
        let start = now() + interval
        var firstFrame: Int64 = 0
        var lastFrame: Int64 = 0
        for frame in 0..<frames {
            let deadline = start + Int64(frame) * interval
            if now() > deadline + interval { dropped += 1 }
            sleep(until: deadline)
            let workStart = now()
            if frame == 0 { firstFrame = workStart }
            lastFrame = workStart
            // Back-to-back 250 ms batches (the default duration): a new
            // reversal starts in the frame after the previous one landed,
            // so all 50 rows are moving for the whole 2 s.
            if !view.isAnimating {
                source.sections[0].items.reverse()
                try view.performBatchUpdates(reversal)
                batches += 1
            }
            terminal.drawFrame { view.render(into: &$0) }
            written += pty.drain().count
            let work = now() - workStart
            worst = max(worst, work)
            total += work
        }
        let fps = Double(frames - 1) / (Double(lastFrame - firstFrame) / 1e9)
        print("| 50 rows animating at 200×50 for \(frames) frames (\(batches) batches of 250 ms) | value |")
        print("| --- | ---: |")
        print("| frames per second achieved (requested 60) | \(format(fps, digits: 1)) |")
        print("| frames dropped (started more than one interval late) | \(dropped) |")
        print("| frame time, mean / worst (batch start + render + doupdate + pty read) | \(format(Double(total) / Double(frames) / 1e6, digits: 2)) ms / \(format(Double(worst) / 1e6, digits: 2)) ms |")
        print("| bytes per frame, mean | \(written / frames) |")
        print("")
    }

    // MARK: - Idle CPU

    static func idleCPU() throws {
        guard let demo = demoPath() else {
            print("idle CPU: demo binary not found next to bench or in .build/debug; build it first")
            return
        }
        let pty = try PseudoTerminal(columns: 80, rows: 24)
        guard let pid = spawn(demo, on: pty.replica) else {
            print("idle CPU: could not start \(demo)")
            return
        }
        // Let it start and paint, answering nothing (no DECRQM reply: sync off after the DA1 timeout).
        let settle = now() + 1_500_000_000
        var painted = 0
        while now() < settle { painted += pty.drain(waitingAtMost: 50).count }
        guard painted > 0, waitpid(pid, nil, WNOHANG) == 0 else {
            print("idle CPU: the demo did not start (\(painted) bytes painted)")
            return
        }
        let before = cpuTicks(pid)
        let windowStart = now()
        let window: Int64 = 10_000_000_000
        while now() - windowStart < window { _ = pty.drain(waitingAtMost: 100) }
        let after = cpuTicks(pid)
        let seconds = Double(now() - windowStart) / 1e9
        pty.type("q")
        var status: Int32 = 0
        let deadline = now() + 5_000_000_000
        while waitpid(pid, &status, WNOHANG) == 0 {
            _ = pty.drain(waitingAtMost: 50)
            if now() > deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                break
            }
        }
        if let before, let after {
            let cpu = Double(after - before) / Double(sysconf(Int32(_SC_CLK_TCK))) / seconds * 100
            print("| idle demo (\(demo.split(separator: "/").suffix(3).joined(separator: "/"))) | value |")
            print("| --- | ---: |")
            print("| first paint of the demo | \(painted) bytes |")
            print("| CPU over \(format(seconds, digits: 1)) s idle (target < 1%) | \(format(cpu, digits: 2))% (\(after - before) clock ticks) |")
            print("")
        }
    }

    static func demoPath() -> String? {
        let directory = String(CommandLine.arguments[0].reversed().drop { $0 != "/" }.reversed())
        for candidate in [directory + "demo", ".build/release/demo", ".build/debug/demo"] where access(candidate, X_OK) == 0 {
            return candidate
        }
        return nil
    }

    /// Starts `path` with `arguments` and the pseudo-terminal as stdin, stdout and stderr, in its own session.
    static func spawn(_ path: String, arguments: [String] = [], on replica: Int32) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, replica, target) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        // 0x80 is glibc's POSIX_SPAWN_SETSID, declared only under _GNU_SOURCE.
        let setSessionID: Int32 = 0x80
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | setSessionID))
        let environment = ["TERM=xterm-256color", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "LISTMOTION_SYNC_OUTPUT=0"]
        var cEnvironment = environment.map { strdup($0) } + [nil]
        var cArguments = ([path] + arguments).map { strdup($0) } + [nil]
        defer {
            for pointer in cEnvironment { free(pointer) }
            for pointer in cArguments { free(pointer) }
        }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, &attributes, &cArguments, &cEnvironment) == 0 else { return nil }
        return pid
    }

    /// utime + stime of `pid` in clock ticks, from /proc/PID/stat.
    static func cpuTicks(_ pid: pid_t) -> Int? {
        guard let file = fopen("/proc/\(pid)/stat", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Fields after the command name (which may hold spaces) start after ") ".
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // fields[0] is field 3 (state): utime is field 14, stime 15.
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    // MARK: - Helpers

    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    static func sleep(until deadline: Int64) {
        var time = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil) == EINTR {}
    }

    static func percent(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "n/a" : format(Double(part) / Double(whole) * 100, digits: 0) + "%"
    }

    static func format(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return digits == 0 ? String(Int(rounded)) : String(rounded)
    }
}
