import CollectionView
import Foundation
import ListDiff
import ListInput

/// `demo watch --events --headless`: applies the whole stream through the
/// live model (no terminal, no animation), then prints each problem as
/// `--- problem: …` (naming its line), `--- final` and every row of the final
/// list: section headers as lines, rows indented, no height cut-off, cut to `--size`'s width.
struct EventsHeadless {
    var settings: EventsSettings

    /// Reads, applies and prints; returns the exit status.
    func run() async -> Int32 {
        var saver: EventSaver?
        if let path = settings.save {
            guard let opened = EventSaver(path: path) else {
                WatchCommand.fail("\(path): cannot write the file")
                return DiffCommand.noInput
            }
            saver = opened
        }
        defer { saver?.finish() }
        let handle: FileHandle
        var process: Process?
        switch settings.source {
        case .standardInput:
            handle = FileHandle.standardInput
        case let .file(path):
            guard let opened = FileHandle(forReadingAtPath: path) else {
                WatchCommand.fail("\(path): cannot read the file")
                return DiffCommand.noInput
            }
            handle = opened
        case let .command(words):
            let started = await MainActor.run { EventsScreen.process(for: words) }
            let pipe = Pipe()
            started.standardOutput = pipe
            started.standardInput = FileHandle.nullDevice
            do {
                try started.run()
            } catch {
                WatchCommand.fail("cannot run \(words.first ?? ""): \(error.localizedDescription)")
                return WatchCommand.cannotStart
            }
            process = started
            handle = pipe.fileHandleForReading
        }
        var feed = EventFeed(options: settings.options)
        var model = LiveListModel<String, EventRow>(section: { $0.section }, order: EventFeed.order(settings.options))
        var problems: [String] = []
        func apply(_ batch: EventFeed.Batch) {
            var changes = LiveChanges<EventRow>()
            for event in batch.events { EventFeed.record(event, into: &changes) }
            model.apply(changes)
            problems += batch.problems
            saver?.write(batch.documents)
        }
        while true {
            let data = handle.availableData
            if data.isEmpty { break }
            apply(feed.read(data))
        }
        apply(feed.finish())
        process?.waitUntilExit()
        let text = await Self.text(of: model, problems: problems, width: settings.size.columns)
        FileHandle.standardOutput.write(Data(text.utf8))
        return 0
    }

    /// The problems, then `--- final` and the list.
    @MainActor
    static func text(of model: LiveListModel<String, EventRow>, problems: [String], width: Int) -> String {
        let look = EventLook()
        look.width = width
        var lines = problems.map { "--- problem: \($0)" }
        lines.append("--- final")
        for section in model.sectionedRows {
            if !section.key.isEmpty { lines.append(TerminalWidth.truncated(section.key, toWidth: width)) }
            for row in section.rows { lines.append(look.line(row)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
