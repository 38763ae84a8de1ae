import ArgumentParser
import CollectionView
import Foundation
import ListDiff

extension DiffCommand {
    /// `--changeset`: load, check, then print, judge, draw frames or animate the given batch.
    func runGiven(_ path: String) async throws {
        let before: DiffInputList, after: DiffInputList, changeset: Changeset
        do {
            before = try DiffInput.load(old, options: input.options())
            after = try DiffInput.load(new, options: input.options())
            changeset = try DiffChangeset.load(path)
        } catch {
            FileHandle.standardError.write(Data("demo diff: \(error)\n".utf8))
            throw ExitCode(error.unreadable ? Self.noInput : Self.dataError)
        }
        do {
            try changeset.check(from: before, to: after)
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            DemoLogging.demo.error("\(path): rejected: \(error.description)")
            throw ExitCode(Self.dataError)
        }
        if check {
            print("valid")
        } else if printOnly {
            print(changeset.jsonString)
        } else if headless || parent.headless {
            try await printFrames(old: before, new: after, given: changeset)
        } else {
            try await runInTerminal(old: before, new: after, changeset: changeset, given: true, diffTime: .zero)
        }
    }
}
