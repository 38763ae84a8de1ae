import CollectionView
import FeedUI
import Foundation
import ListDiff
import ListFeed
import ListInput
import TerminalUI

/// `demo watch --events --headless`: applies the whole stream through the
/// live model (no terminal, no animation), then prints each problem as
/// `--- problem: …` (naming its line), `--- final` and every row of the final
/// list: section headers as lines, rows indented, no height cut-off, cut to `--size`'s width.
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
        var feed = EventFeed(options: settings.options, keepsDocuments: saver != nil)
        var model = LiveListModel<String, EventRow>(section: { $0.section }, order: EventFeed.order(settings.options))
        var problems: [String] = []
        func apply(_ batch: EventFeed.Batch) {
            EventFeed.apply(batch, to: &model)
            problems += batch.problems
            saver?.write(batch.documents)
        }
        if let code = await Self.readAll(settings.source, { apply(feed.read($0)) }) { return code }
        apply(feed.finish())
        let text = await EventsPrintout.text(of: model, problems: problems, width: settings.size.columns, header: settings.header,
                                   indented: settings.options.section != nil)
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
