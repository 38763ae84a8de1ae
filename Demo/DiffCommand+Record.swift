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
    /// with `--record`, then writes the same frames, with their times, to the
    /// recording (an SVG shows OLD for ``DiffScreen/pause`` first, as the terminal does).
    func printFrames(old before: DiffInputList, new after: DiffInputList, given: Changeset? = nil) async throws {
        let count = self.frames ?? parent.frames ?? 5
        let size = (self.size ?? parent.size)?.cells ?? ScreenSize.headlessDefault
        let (frames, pause) = await MainActor.run {
            (DiffFrames.frames(old: before, new: after, given: given, count: count, size: size), DiffScreen.pause)
        }
        print(DiffFrames.text(of: frames), terminator: "")
        guard let record else { return }
        do {
            // As in the terminal, OLD stays still for the pause before it animates.
            try FrameRecording(frames).write(to: record, svg: SVGOptions(lead: pause))
        } catch {
            FileHandle.standardError.write(Data("demo diff: \(error)\n".utf8))
            throw ExitCode(Self.cannotCreate)
        }
    }
}
