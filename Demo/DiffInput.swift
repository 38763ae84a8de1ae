import Foundation
import ListInput

/// A list read by `demo diff` or `demo watch` (see `ListInput`).
typealias DiffInputList = InputList

/// Why an input file could not be read, as one line naming the file and the place.
struct DiffInputError: Error, Equatable, CustomStringConvertible {
    /// The file as the user named it (`-` is shown as `<stdin>`).
    var file: String
    /// What is wrong, and where in the file.
    var problem: String
    /// Whether the file could not be read at all (as opposed to bad content).
    var unreadable = false

    var description: String { "\(file): \(problem)" }
}

/// Reads the files of `demo diff`: any format of ``InputParser`` (plain
/// lines by default; JSON as before when the text is JSON).
enum DiffInput {
    /// Reads `path` (`-` for standard input) and parses it with `options`
    /// (the file's extension is added for format detection).
    static func load(_ path: String, options: InputOptions = InputOptions()) throws(DiffInputError) -> DiffInputList {
        var options = options
        if path != "-" {
            let ext = URL(fileURLWithPath: path).pathExtension
            options.fileExtension = ext.isEmpty ? nil : ext
        }
        return try parse(read(path), file: displayName(path), options: options)
    }

    /// How a path is named in messages.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Parses the text of one input named `file`.
    static func parse(_ data: Data, file: String, options: InputOptions = InputOptions()) throws(DiffInputError) -> DiffInputList {
        do {
            return try InputParser.parse(Array(data), options: options)
        } catch {
            throw DiffInputError(file: file, problem: error.description)
        }
    }
}
