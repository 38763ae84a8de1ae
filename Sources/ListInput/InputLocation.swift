/// Where in the input something is: a line (1-based), or a path in a JSON
/// document (`[3]`, `sections[0].items[2]`), possibly on a line of NDJSON.
public struct InputLocation: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line, when known.
    public var line: Int?
    /// The path inside a JSON document, when the input is JSON.
    public var path: String?

    /// A place on `line`, at `path` inside a JSON document.
    public init(line: Int? = nil, path: String? = nil) {
        self.line = line
        self.path = path
    }

    /// Line `n`.
    public static func line(_ n: Int) -> InputLocation { InputLocation(line: n) }

    /// `line 3`, `[2]`, or `line 3 [2]`.
    public var description: String {
        switch (line, path) {
        case let (line?, path?): "line \(line) \(path)"
        case let (line?, nil): "line \(line)"
        case let (nil, path?): path
        case (nil, nil): "the input"
        }
    }
}
