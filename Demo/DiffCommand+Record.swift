import ArgumentParser
import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff

extension DiffCommand {
    /// `--record FILE` records the animation: not with `--print` or `--check`
    /// (the format is checked by ``RecordOption``).
    func validateRecord(_ path: String) throws {
        if printOnly || check { throw ValidationError("--record records the animation; it cannot go with --print or --check") }
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
        // As in the terminal, OLD stays still for the pause before it animates.
        try DemoRecording.write(frames, to: record, svg: SVGOptions(lead: pause), command: "demo diff")
    }
}
