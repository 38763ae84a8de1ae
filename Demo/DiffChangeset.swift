import Foundation
import ListDiff

/// `demo diff OLD NEW --changeset CS.json`: a batch made elsewhere (a
/// server, a fixture, another diff) checked against OLD and NEW with the
/// rules of `Changeset.check(from:to:)`, then animated, printed as frames, or just judged.
///
/// Foundation reads the JSON text here (ListDiff needs none: `Changeset` is
/// `Decodable` and checks its own fields).
enum DiffChangeset {
    /// Reads the changeset at `path` (`-` for standard input).
    ///
    /// - Throws: ``DiffInputError`` naming the file and, for a malformed
    ///   changeset, the field and the index (``ChangesetDecodingError``);
    ///   `unreadable` when the file cannot be read.
    static func load(_ path: String) throws(DiffInputError) -> Changeset {
        let name = DiffInput.displayName(path)
        return try parse(DiffInput.read(path), file: name)
    }

    /// Decodes the JSON text of a changeset file named `file`.
    static func parse(_ data: Data, file: String) throws(DiffInputError) -> Changeset {
        do {
            return try JSONDecoder().decode(Changeset.self, from: data)
        } catch let error as ChangesetDecodingError {
            throw DiffInputError(file: file, problem: error.description)
        } catch {
            throw DiffInputError(file: file, problem: "malformed JSON")
        }
    }
}
