extension LiveBench {
    /// `LIVE_TIMELINE=1`: what the main thread ran, job by job (flushes,
    /// flushes that found a batch running, frames), and when each key was
    /// sent, handled and drawn; printed at the end around every slow key and
    /// every long gap between frames, to see what a key or a frame waited for.
    struct Timeline {
        struct Job {
            var kind: String
            var start: UInt64
            var end: UInt64
            var batch: Int
        }

        /// Whether anything is recorded (the arrays grow with every job: off by default, as they would show as RSS).
        let isOn: Bool
        private var jobs: [Job] = []
        private var keys: [(sent: UInt64, handled: UInt64, drawn: UInt64)] = []

        init(isOn: Bool) { self.isOn = isOn }

        mutating func job(_ kind: @autoclosure () -> String, start: UInt64, end: UInt64, batch: Int) {
            if isOn { jobs.append(Job(kind: kind(), start: start, end: end, batch: batch)) }
        }

        mutating func key(sent: UInt64, handled: UInt64, drawn: UInt64) {
            if isOn { keys.append((sent, handled, drawn)) }
        }

        /// Prints the jobs around each key slower than `slowKey` and each frame gap longer than `longGap` (ns).
        func report(slowKey: UInt64 = 12_000_000, longGap: UInt64 = 28_000_000) {
            guard isOn else { return }
            func show(_ title: String, from: UInt64, to: UInt64) {
                print(title)
                for job in jobs where job.end > from && job.start <= to && job.kind != "idle flush" {
                    print(String(format: "   %@ %.1f..%.1f ms (%.1f ms), batch %d", job.kind,
                                 Double(Int64(job.start) - Int64(from)) / 1e6, Double(Int64(job.end) - Int64(from)) / 1e6,
                                 Double(job.end - job.start) / 1e6, job.batch))
                }
            }
            let frames = jobs.filter { $0.kind.hasPrefix("frame") }
            for (a, b) in zip(frames, frames.dropFirst()) where b.start - a.start > longGap {
                // The monotonic time too, to find the gap in a profile recorded with `perf record -k CLOCK_MONOTONIC`.
                show(String(format: "timeline: frames %.1f ms apart, at %.3f s", Double(b.start - a.start) / 1e6, Double(a.start) / 1e9),
                     from: a.start, to: b.end)
            }
            for key in keys where key.drawn - key.sent > slowKey {
                show(String(format: "timeline: key drawn after %.1f ms, handled after %.1f ms",
                            Double(key.drawn - key.sent) / 1e6, Double(key.handled - key.sent) / 1e6), from: key.sent, to: key.handled)
            }
        }
    }
}
