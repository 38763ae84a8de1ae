import Foundation

extension DiffInput {
    /// The bytes of `path` (`-` for standard input).
    ///
    /// - Throws: ``DiffInputError`` marked `unreadable` when the file cannot be read.
    static func read(_ path: String) throws(DiffInputError) -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw DiffInputError(file: displayName(path), problem: "cannot read the file", unreadable: true)
        }
    }
}
