import ListInput
// `swift run -c release bench [diff|models|frames|batch|queue|viewport|terminal|input [stream]|soak [MINUTES]]`
switch CommandLine.arguments.dropFirst().first {
case "diff":
    DiffBench.run()
case "models":
    ModelsBench.run()
case "frames":
    FramesBench.run()
case "batch":
    // `bench batch [ROWS CHANGES]` runs one case (for profiling).
    let rest = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
    if rest.count == 2 { BatchBench.batchStart(rows: rest[0], changes: rest[1]) } else { BatchBench.run() }
case "queue":
    QueueBench.run()
case "viewport":
    // `bench viewport [BATCHES]`: the screen-planned motion property, 10,000 batches per seed unless told.
    ViewportBench.run(batches: CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 10_000)
case "terminal":
    TerminalBench.run()
case "live" where CommandLine.arguments.dropFirst(2).first == "readers":
    // `bench live readers [ROWS]`: the Kubernetes, wal2json and Debezium readers' events/s.
    LiveBench.readers(rows: CommandLine.arguments.dropFirst(3).first.flatMap { Int($0) } ?? 100_000)
case "live":
    // `bench live [SECONDS [ANIMATION_MS]]`: load 1M, feed 10,000 events/s, headless, snapshot path.
    let rest = CommandLine.arguments.dropFirst(2).compactMap { Double($0) }
    LiveBench.run(seconds: rest.first ?? 60, animation: .milliseconds(Int(rest.dropFirst().first ?? 250)))
case "soak":
    // `bench soak MINUTES`: demo watch on a hostile command, sampled every second.
    do {
        try SoakBench.run(minutes: CommandLine.arguments.dropFirst(2).first.flatMap(Double.init) ?? 10)
    } catch {
        print("soak: \(error)")
    }
case "input" where CommandLine.arguments.dropFirst(2).first == "stream":
    // `bench input stream`: one long NDJSON line read as it arrives.
    InputBench.streamed()
case "input":
    // `bench input [lines|csv] [ROWS]` runs one case.
    let rest = CommandLine.arguments.dropFirst(2)
    InputBench.run(formats: rest.first.flatMap(InputFormat.init(rawValue:)).map { [$0] } ?? [.lines, .csv],
                   sizes: rest.dropFirst().first.flatMap { Int($0) }.map { [$0] } ?? [1_000, 100_000, 1_000_000])
default:
    print("usage: bench [diff [--quick] | models | frames | batch [ROWS CHANGES] | queue | viewport [BATCHES] | terminal | input [stream] | soak [MINUTES] | live [SECONDS [ANIMATION_MS]] | live readers [ROWS]]")
}
