// `swift run -c release bench [diff|models|frames|queue|terminal]`
switch CommandLine.arguments.dropFirst().first {
case "terminal":
    TerminalBench.run()
default:
    print("usage: bench [terminal]")
}
