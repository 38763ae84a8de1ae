// `swift run -c release bench [diff|models|frames|queue|terminal]`
switch CommandLine.arguments.dropFirst().first {
case "queue":
    QueueBench.run()
default:
    print("bench: usage: bench [diff|models|frames|queue|terminal]")
}
