import Foundation
import TerminalUI

/// `bench soak MINUTES`: `demo watch -n 0.2 --timeout 1` in a pseudo-terminal
/// on a command whose output changes every run and is hostile in turn:
/// escape sequences and invalid UTF-8, a 10,000-character line with 100,000
/// lines after it, a failing run, a run that times out, keyed rows that
/// re-rank, output without a final newline. Every second it samples the
/// watch's resident memory, open file descriptors, threads and child
/// processes (zombies counted apart); at the end it presses `q` and checks
/// the exit and the terminal's modes.
///
/// Flat means: after the warm-up (the first fifth of the run, at least 30 s),
/// the highest RSS of the last half is within 5% of the highest of the
/// first half, and the last half never has more descriptors or threads than
/// the first half had at its highest.
@MainActor
enum SoakBench {
    struct Sample {
        var seconds: Double
        var rssKB: Int
        var fds: Int
        var threads: Int
        var children: Int
        var zombies: Int
    }

    static func run(minutes: Double) throws {
        guard let demo = TerminalBench.demoPath() else {
            print("soak: demo binary not found next to bench or in .build/debug; build it first")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listmotion-soak-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("hostile.sh")
        try hostileScript(counter: directory.appendingPathComponent("count").path)
            .write(to: script, atomically: true, encoding: .utf8)

        let pty = try PseudoTerminal(columns: 100, rows: 30)
        let arguments = ["watch", "-n", "0.2", "--timeout", "1", "--", "sh", script.path]
        guard let pid = TerminalBench.spawn(demo, arguments: arguments, on: pty.replica) else {
            print("soak: could not start \(demo)")
            return
        }
        let start = TerminalBench.now()
        let end = start + Int64(minutes * 60 * 1e9)
        var samples: [Sample] = []
        var next = start + 1_000_000_000
        var exited = false
        while TerminalBench.now() < end {
            while TerminalBench.now() < next { _ = pty.drain(waitingAtMost: 50) }
            next += 1_000_000_000
            guard waitpid(pid, nil, WNOHANG) == 0 else {
                exited = true
                break
            }
            if let sample = sample(pid, at: Double(TerminalBench.now() - start) / 1e9) { samples.append(sample) }
        }
        guard !exited else {
            print("soak: the watch exited after \(samples.count) s")
            return
        }
        pty.type("q")
        var status: Int32 = 0
        let deadline = TerminalBench.now() + 5_000_000_000
        var tail: [UInt8] = []
        while waitpid(pid, &status, WNOHANG) == 0 {
            tail += pty.drain(waitingAtMost: 50)
            if TerminalBench.now() > deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                break
            }
        }
        tail += pty.drain(waitingAtMost: 100)
        var modes = termios()
        tcgetattr(pty.replica, &modes)
        let echo = modes.c_lflag & tcflag_t(ECHO) != 0
        let canonical = modes.c_lflag & tcflag_t(ICANON) != 0
        let leftAlternate = String(decoding: tail, as: UTF8.self).contains("\u{1B}[?1049l")
        let leftOver = children(of: pid)
        report(samples, exitStatus: status, echo: echo, canonical: canonical, leftAlternate: leftAlternate,
               leftOverChildren: leftOver.count)
    }

    /// The command: each run does the next hostile thing.
    static func hostileScript(counter: String) -> String {
        """
        #!/bin/sh
        n=$(cat '\(counter)' 2>/dev/null || echo 0); n=$((n + 1)); echo $n > '\(counter)'
        case $((n % 6)) in
          0) printf 'run %s \\033[31mred\\033[0m \\033]0;title\\007 bell\\007 \\033[2J cleared?\\n' $n
             printf 'invalid \\377\\376 utf-8 \\300\\n'
             seq 1 2000 | sed "s/^/row /" ;;
          1) head -c 10000 /dev/zero | tr '\\000' 'x'; echo
             seq $n $((n + 100000)) ;;
          2) echo "failing run $n"; exit 3 ;;
          3) echo "slow run $n"; sleep 5 ;;
          4) seq 1 5000 | awk -v n=$n '{ print ($1 * 7 + n) % 5000, "item", $1 }' ;;
          5) printf 'run %s without a final newline' $n ;;
        esac
        """
    }

    static func sample(_ pid: pid_t, at seconds: Double) -> Sample? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        func field(_ name: String) -> Int? {
            status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
                .flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) } }
        }
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? -1
        let kids = children(of: pid)
        return Sample(seconds: seconds, rssKB: field("VmRSS") ?? -1, fds: fds, threads: field("Threads") ?? -1,
                      children: kids.count, zombies: kids.filter { $0.state == "Z" }.count)
    }

    /// Every process whose parent is `pid` (its runs' shells), with its state letter.
    static func children(of pid: pid_t) -> [(pid: Int, state: Character)] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var found: [(Int, Character)] = []
        for entry in entries {
            guard let child = Int(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let parent = Int(fields[1]), parent == Int(pid), let state = fields[0].first else { continue }
            found.append((child, state))
        }
        return found
    }

    static func report(
        _ samples: [Sample], exitStatus: Int32, echo: Bool, canonical: Bool, leftAlternate: Bool, leftOverChildren: Int
    ) {
        guard samples.count >= 10 else {
            print("soak: only \(samples.count) samples")
            return
        }
        let warmUp = max(samples.count / 5, min(30, samples.count / 2))
        let steady = Array(samples[warmUp...])
        let half = steady.count / 2
        let firstMax = steady[..<half].map(\.rssKB).max() ?? 0
        let lastMax = steady[half...].map(\.rssKB).max() ?? 0
        let growth = firstMax > 0 ? Double(lastMax - firstMax) / Double(firstMax) * 100 : 0
        func range(_ values: [Int]) -> String { "\(values.min() ?? 0)–\(values.max() ?? 0)" }
        let exited = (exitStatus & 0x7F) == 0 ? "exit \((exitStatus >> 8) & 0xFF)" : "signal \(exitStatus & 0x7F)"
        print("soak: \(samples.count) s of demo watch -n 0.2 --timeout 1 on a hostile command (warm-up \(warmUp) s)")
        print("| what | after warm-up | first sample → last |")
        print("| --- | --- | --- |")
        print("| RSS (MB) | \(range(steady.map { $0.rssKB / 1024 })); highest of the first half \(firstMax / 1024), of the last half \(lastMax / 1024) (\(String(format: "%+.1f", growth))%) | \(samples[0].rssKB / 1024) → \(samples[samples.count - 1].rssKB / 1024) |")
        print("| open descriptors | \(range(steady.map(\.fds))) | \(samples[0].fds) → \(samples[samples.count - 1].fds) |")
        print("| threads | \(range(steady.map(\.threads))) | \(samples[0].threads) → \(samples[samples.count - 1].threads) |")
        print("| child processes | \(range(steady.map(\.children))) | \(samples[0].children) → \(samples[samples.count - 1].children) |")
        // Descriptors and threads come and go with each run (its pipes, the reader): flat means the last
        // half never goes above what the first half reached.
        let halves = { (value: (Sample) -> Int) in (steady[..<half].map(value).max() ?? 0, steady[half...].map(value).max() ?? 0) }
        let fds = halves(\.fds)
        let threads = halves(\.threads)
        let zombieSamples = steady.filter { $0.zombies > 0 }.count
        print("| highest in the first half → the last half | descriptors \(fds.0) → \(fds.1), threads \(threads.0) → \(threads.1) | |")
        print("| samples with a zombie child (a run's shell between its exit and its reaping) | \(zombieSamples) of \(steady.count) | |")
        let flat = growth <= 5 && fds.1 <= fds.0 && threads.1 <= threads.0
        print("soak flat=\(flat) rss_growth_pct=\(String(format: "%.1f", growth)) quit=\(exited) "
            + "echo=\(echo) icanon=\(canonical) left_alternate_screen=\(leftAlternate) children_left=\(leftOverChildren)")
    }
}
