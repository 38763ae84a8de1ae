import ArgumentParser
import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff

extension DiffCommand {
    /// Exit status for a recording that cannot be written (sysexits' EX_CANTCREAT).
    static let cannotCreate: Int32 = 73

    /// `--record FILE`: a format its extension names, and only with `--headless`
    /// (recording the terminal's own bytes is not supported yet).
    func validateRecord(_ path: String) throws {
        do {
            _ = try FrameRecording.Format(path: path)
        } catch {
            throw ValidationError("--record: \(error)")
        }
        if printOnly || check { throw ValidationError("--record records the animation; it cannot go with --print or --check") }
        if !(headless || parent.headless) { throw ValidationError("--record needs --headless (recording in a terminal is not supported yet)") }
    }

    /// `--headless`: prints the frames (`--frames`, `--size`) as text and,
    /// with `--record`, then writes the same frames, with their times, to the recording.
    func printFrames(old before: DiffInputList, new after: DiffInputList, given: Changeset? = nil) async throws {
        let count = self.frames ?? parent.frames ?? 5
        let size = (self.size ?? parent.size)?.cells ?? ScreenSize.headlessDefault
        let frames = await MainActor.run { DiffFrames.frames(old: before, new: after, given: given, count: count, size: size) }
        print(DiffFrames.text(of: frames), terminator: "")
        guard let record else { return }
        do {
            try FrameRecording(frames).write(to: record)
        } catch {
            FileHandle.standardError.write(Data("demo diff: \(error)\n".utf8))
            throw ExitCode(Self.cannotCreate)
        }
    }
}
