// `swift run -c release bench [diff|models|frames|queue|terminal]`
print("bench: no benchmarks yet")
