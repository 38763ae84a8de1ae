import CNcursesw
import CollectionView
import Glibc
import TerminalUI

/// `bench terminal`: what the terminal layer costs, measured in
/// pseudo-terminals the bench owns. Rows are drawn directly through
/// `CursesCanvas` with a simple interpolated move (the real CollectionView
/// can replace this drawing later; the terminal side is what is measured).
@MainActor
enum TerminalBench {
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

    // MARK: - Bytes written

    static func rowText(_ index: Int) -> String {
        let names = ["Alice Martin", "Bob Smith", "Émile Zola", "山田 太郎", "Zoë Saldaña", "🍣 Sushi Bar", "Chidi Anagonye"]
        let name = names[index % names.count]
        let padding = String(repeating: " ", count: max(18 - TerminalWidth.of(name), 1))
        let number = index < 10 ? "0\(index)" : "\(index)"
        return "\(number)  \(name)\(padding)+33 6 12 34 56 \(number)   contact\(number)@example.org"
    }

    /// Draws rows `order[i]` at line `i - offset`, with one row optionally
    /// drawn at a fractional position (its final line while the others
    /// close up behind it).
    static func drawList(_ canvas: inout CursesCanvas, count: Int, offset: Int = 0,
                         moving: (row: Int, from: Int, to: Int, progress: Double)? = nil)
    {
        canvas.put(" Contacts", x: 0, y: 0, style: Style(bold: true))
        let lines = canvas.size.rows - 1
        var movingLine: Int?
        if let moving {
            let eased = moving.progress * moving.progress * (3 - 2 * moving.progress)
            movingLine = Int((Double(moving.from) + Double(moving.to - moving.from) * eased).rounded())
        }
        for index in 0..<count {
            var line = index - offset
            if let moving, let movingLine {
                if index == moving.row { continue }
                // Rows between the two places close up once the moving row has passed them.
                if index > moving.from, index <= moving.to, movingLine >= index { line -= 1 }
            }
            guard line >= 0, line < lines else { continue }
            canvas.put(rowText(index), x: 2, y: line + 1)
        }
        if let moving, let movingLine, movingLine - offset >= 0, movingLine - offset < lines {
            canvas.put(rowText(moving.row), x: 2, y: movingLine - offset + 1, style: Style(bold: true))
        }
    }

    static func openTerminal(columns: Int, rows: Int) throws -> (Terminal, PseudoTerminal) {
        let pty = try PseudoTerminal(columns: columns, rows: rows)
        let terminal = try Terminal(options: Terminal.Options(
            inputDescriptor: pty.replica, outputDescriptor: pty.replica, terminalType: "xterm-256color",
            synchronizedOutput: .off, mouse: false, noColor: false))
        _ = pty.drain(waitingAtMost: 100)
        return (terminal, pty)
    }

    static func bytes() throws {
        let (terminal, pty) = try openTerminal(columns: 80, rows: 24)
        defer { terminal.restore() }
        terminal.drawFrame { drawList(&$0, count: 50) }
        let firstPaint = pty.drain(waitingAtMost: 1000).count

        // 250 ms at 60 fps = 15 frames; row 1 (line 1) glides to line 9 (8 lines down).
        var animation = 0
        let frames = 15
        for frame in 1...frames {
            let progress = Double(frame) / Double(frames)
            terminal.drawFrame { drawList(&$0, count: 50, moving: (row: 1, from: 1, to: 9, progress: progress)) }
            animation += pty.drain(waitingAtMost: 200).count
        }
        // Back to a still list, then scroll by one line.
        terminal.drawFrame { drawList(&$0, count: 50) }
        _ = pty.drain(waitingAtMost: 200)
        terminal.drawFrame { drawList(&$0, count: 50, offset: 1) }
        let scroll = pty.drain(waitingAtMost: 200).count

        print("| measurement (80×24, xterm-256color) | bytes |")
        print("| --- | ---: |")
        print("| full first paint | \(firstPaint) |")
        print("| 250 ms animation (15 frames), one row moves 8 lines | \(animation) (\(percent(animation, of: firstPaint)) of a full paint) |")
        print("| scroll by one line | \(scroll) |")
        print("")
    }

    // MARK: - Frames per second

    static func framesPerSecond() throws {
        let (terminal, pty) = try openTerminal(columns: 200, rows: 50)
        defer { terminal.restore() }
        terminal.drawFrame { drawList(&$0, count: 50) }
        _ = pty.drain(waitingAtMost: 1000)

        let interval: Int64 = 16_666_667
        let frames = 120  // 2 s at 60 fps
        var written = 0
        var dropped = 0
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
            // All 50 rows move: the list reverses over the 2 s.
            let progress = Double(frame + 1) / Double(frames)
            terminal.drawFrame { canvas in
                let eased = progress * progress * (3 - 2 * progress)
                for index in 0..<50 {
                    let from = Double(index)
                    let to = Double(49 - index)
                    let line = Int((from + (to - from) * eased).rounded())
                    canvas.put(rowText(index), x: 2 + (index % 3) * 60, y: line)
                }
            }
            written += pty.drain().count
            let work = now() - workStart
            worst = max(worst, work)
            total += work
        }
        let fps = Double(frames - 1) / (Double(lastFrame - firstFrame) / 1e9)
        print("| 50 rows animating at 200×50 for \(frames) frames | value |")
        print("| --- | ---: |")
        print("| frames per second achieved (requested 60) | \(format(fps, digits: 1)) |")
        print("| frames dropped (started more than one interval late) | \(dropped) |")
        print("| frame time, mean / worst (draw + doupdate + pty read) | \(format(Double(total) / Double(frames) / 1e6, digits: 2)) ms / \(format(Double(worst) / 1e6, digits: 2)) ms |")
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

    /// Starts `path` with the pseudo-terminal as stdin, stdout and stderr, in its own session.
    static func spawn(_ path: String, on replica: Int32) -> pid_t? {
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
        var cArguments = [strdup(path), nil]
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
