import CollectionView
import CollectionViewTesting
import FeedUI
import Foundation
import ListDiff
import ListFeed
import ListInput
import TerminalUI

/// `demo watch --events --headless`: the real ``EventsScreen`` under a
/// ``Pilot`` (as ``EventsReplay``, with no key script): the whole stream is
/// read into its live list (no terminal; the pilot's clock stands still, so
/// nothing animates), then each problem is printed as `--- problem: …`
/// (naming its line), `--- final` and every row of the list: section headers
/// as lines, rows indented, no height cut-off, cut to `--size`'s width
/// (`EventsPrintout`).
struct EventsHeadless {
    var settings: EventsSettings

    /// Reads, applies and prints; returns the exit status.
    func run() async -> Int32 {
        var saver: FeedFileRecorder?
        if let path = settings.save {
            guard let opened = FeedFileRecorder(path: path) else {
                WatchCommand.fail("\(path): cannot write the file")
                return DiffCommand.noInput
            }
            saver = opened
        }
        defer { saver?.finish() }
        let pilot = await MainActor.run { [saver] in EventsReplay.pilot(settings, saver: saver) }
        var reader = await MainActor.run { pilot.app.program.reader() }
        // Read off the main actor; each chunk's changes reach the list as they come (the list never waits).
        var progress = EventsEvent.Progress()
        if let code = await Self.readAll(settings.source, { progress = progress.merged(with: reader.read($0)) }) { return code }
        let read = progress.merged(with: reader.finish())
        let text = await MainActor.run { [settings] in
            EventsReplay.land(read, on: pilot)
            return EventsPrintout.text(of: pilot.app.program.live.model, problems: read.problems, width: settings.size.columns,
                                       header: settings.header, indented: settings.options.section != nil)
        }
        FileHandle.standardOutput.write(Data(text.utf8))
        return 0
    }

    /// Reads `source` to its end (stdin, the file, or the command's output
    /// until it exits: `FeedSource.readToEnd`), each chunk to `take` as it comes.
    /// - Returns: `nil` when all was read, else the exit status of a failure (said on stderr).
    static func readAll(_ source: EventsSettings.Source, _ take: (ArraySlice<UInt8>) -> Void) async -> Int32? {
        // A terminating signal kills the command (in its own session, with its children) before it ends `demo`.
        let signals = await MainActor.run { TerminatingSignals { _ in CommandRunner.killRunning() } }
        defer { Task { @MainActor in signals.cancel() } }
        do {
            try await source.feedSource.readToEnd(take)
            return nil
        } catch {
            WatchCommand.fail(error.description)
            switch error {
            case .cannotRead: return DiffCommand.noInput
            case .cannotMakePipe, .cannotStart: return WatchCommand.cannotStart
            }
        }
    }
}
