// `swift run -c release bench [diff|models|frames|queue|terminal]`
switch CommandLine.arguments.dropFirst().first {
case "diff":
    DiffBench.run()
case "models":
    ModelsBench.run()
default:
    print("usage: bench diff [--quick]")
}
