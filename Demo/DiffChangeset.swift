import CollectionView
import Foundation
import ListDiff

/// `demo diff OLD NEW --changeset CS.json`: a batch made elsewhere (a
/// server, a fixture, another diff) checked against OLD and NEW with the
/// view's own validation, then animated, printed as frames, or just judged.
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

    /// Checks that `changeset` turns `old` into `new`: first as the view
    /// checks a batch (indices, counts before and after, identities, the
    /// deferred phase), then that every header and row whose text changed is
    /// reloaded (a view cannot see a missed update; a reader of the batch can).
    ///
    /// - Returns: `nil` when it does; otherwise one line starting with
    ///   `Invalid update`, in UIKit's words, naming what is wrong.
    @MainActor
    static func check(_ changeset: Changeset, old: DiffInputList, new: DiffInputList) -> String? {
        let list = DiffListController.diffList(clock: ManualClock(), executor: ManualExecutor(), duration: .zero, look: InputLook())
        // A checker checks every row's identity, not only the rows the batch touches.
        list.view.configuration.validation = .full
        list.reload(to: old)
        do {
            try list.swapAndPerform(new, changeset: changeset) {}
        } catch let error as InvalidUpdate {
            return error.message
        } catch {
            return "Invalid update: \(error)"
        }
        let applied: DiffInputList
        do {
            applied = try changeset.apply(
                to: old, sectionContent: { new[$0].model }, itemCount: { new[$0].items.count },
                itemContent: { new[$0.section].items[$0.item] }
            )
        } catch {
            return error.description
        }
        for (t, section) in new.enumerated() where applied[t].model.header != section.model.header {
            return "Invalid update: the header of section \(t) changes (\(quoted(applied[t].model.header)) → "
                + "\(quoted(section.model.header))), but the batch does not reload it "
                + "(sections.reloaded at its old index, or deferred.sections if it moved)"
        }
        for (t, section) in new.enumerated() {
            for (i, item) in section.items.enumerated() where applied[t].items[i].text != item.text {
                return "Invalid update: the item at index path [\(t), \(i)] changes its text "
                    + "(\(quoted(applied[t].items[i].text)) → \(quoted(item.text))), but the batch does not reload it "
                    + "(items.reloaded at its old path, or deferred.items if it moved)"
            }
        }
        return nil
    }

    private static func quoted(_ text: String) -> String { "\"\(text)\"" }
}
