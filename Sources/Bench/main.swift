// `swift run -c release bench [diff|models|frames|batch|queue|terminal]`
switch CommandLine.arguments.dropFirst().first {
case "diff":
    DiffBench.run()
case "models":
    ModelsBench.run()
case "frames":
    FramesBench.run()
case "batch":
    BatchBench.run()
case "queue":
    QueueBench.run()
case "terminal":
    TerminalBench.run()
default:
    print("usage: bench [diff [--quick] | models | frames | batch | queue | terminal]")
}
