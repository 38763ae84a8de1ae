import CFuzzDriver
#if canImport(Glibc)
import Glibc
#endif

/// Runs libFuzzer with the program's arguments, calling `callback` for each input.
public func runFuzzer(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, callback)
}

/// A broken promise: says which and ends the process with `abort()`, which
/// libFuzzer reports as a crash and saves the input for.
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard !condition() else { return }
    let line = Array("broken promise: \(message())\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    abort()
}

/// Reads typed choices from the front of a fuzzer's input (as LLVM's
/// FuzzedDataProvider does), the rest being the text under test.
public struct FuzzBytes: Sendable {
    private var bytes: ArraySlice<UInt8>

    /// The `size` bytes at `data`.
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = data.map { ArraySlice(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    /// Whether every byte was read.
    public var isEmpty: Bool { bytes.isEmpty }

    /// One byte (0 once the input is used up).
    public mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// A number in `range` from one or two bytes.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        let raw = span > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return range.lowerBound + raw % span
    }

    /// One of `choices` (which must not be empty).
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(in: 0...(choices.count - 1))]
    }

    /// Whether the next byte is odd.
    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// The next `count` bytes (fewer at the end).
    public mutating func take(_ count: Int) -> [UInt8] {
        let taken = bytes.prefix(count)
        bytes = bytes.dropFirst(count)
        return Array(taken)
    }

    /// Everything not read yet.
    public mutating func rest() -> [UInt8] {
        defer { bytes = [] }
        return Array(bytes)
    }
}
