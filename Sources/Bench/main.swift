// `swift run -c release bench [diff|models|frames|queue|terminal]`
switch CommandLine.arguments.dropFirst().first {
case "diff":
    DiffBench.run()
case "terminal":
    TerminalBench.run()
case "queue":
    QueueBench.run()
default:
    print("usage: bench [diff|models|frames|queue|terminal]")
}
