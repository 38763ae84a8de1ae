import ArgumentParser
import CollectionViewTesting

/// `--record FILE`, shared by `demo`, `demo diff` and `demo watch`: the
/// format is the file's extension (`.cast` or `.svg`), checked when the
/// command line is parsed (an unknown one is a usage error, exit 2).
struct RecordOption: ParsableArguments {
    @Option(name: .customLong("record"), help: ArgumentHelp(
        "Record to FILE, as asciicast v2 (.cast) or an animated SVG (.svg): in a terminal, what it shows; with --headless, the frames printed.",
        valueName: "file"
    ))
    var path: String?

    func validate() throws {
        guard let path else { return }
        do {
            _ = try FrameRecording.Format(path: path)
        } catch {
            throw ValidationError("--record: \(error)")
        }
    }
}
