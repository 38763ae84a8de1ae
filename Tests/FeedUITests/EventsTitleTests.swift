import CollectionView
import CollectionViewTesting
@testable import FeedUI
import Foundation
import TerminalUI
import TerminalUITesting
import ListFeed
import ListInput
import Testing

/// The title line of `demo watch --events` while the feed runs: the rate
/// falls to 0 when the feed goes quiet (on a manual clock), and "reading
/// X MB" shows while a large document arrives through a real pipe, then goes.
@MainActor
@Suite struct EventsTitleTests {
    private static func screen(size: CellSize = CellSize(columns: 80, rows: 8), input: FileHandle? = nil) -> Pilot<ProgramRunner<EventsScreen>> {
        let options = EventOptions(key: "name", section: nil, sort: nil, descending: false, fields: ["name"])
        let settings = EventsSettings(source: .standardInput, title: "feed", options: options)
        return Pilot(size: size) { clock, executor in
            EventsScreen(settings: settings, executor: executor, clock: clock, input: input).runner()
        }
    }

    private static func title(_ pilot: Pilot<ProgramRunner<EventsScreen>>) -> String {
        pilot.lines().first ?? ""
    }

    // MARK: - The rate

    @Test func theRateCountsTheLastTwoSecondsAndFallsToZeroWhenQuiet() {
        var rate = EventRate()
        rate.add(10, at: .milliseconds(100))
        rate.add(10, at: .milliseconds(600))
        // The bucket under way is still counting.
        #expect(rate.perSecond(at: .milliseconds(700)) == 5)
        #expect(rate.perSecond(at: .milliseconds(800)) == 10)
        #expect(rate.perSecond(at: .milliseconds(2100)) == 10)
        // The first ten have left the window; two seconds after the last, nothing is.
        #expect(rate.perSecond(at: .milliseconds(2300)) == 5)
        #expect(rate.perSecond(at: .milliseconds(2800)) == 0)
        #expect(rate.nextChange(after: .milliseconds(700)) == .milliseconds(750))
        #expect(rate.nextChange(after: .milliseconds(2600)) == .milliseconds(2750))
        #expect(rate.nextChange(after: .milliseconds(2750)) == nil)
    }

    @Test func aTickWithoutEventsTakesTheRateToZeroThenTheTimerStops() {
        var state = EventsState()
        EventsUpdate.update(&state, .read(EventsEvent.Progress(events: 40, time: .seconds(10))))
        #expect(state.nextTick == .milliseconds(10250))
        EventsUpdate.update(&state, .tick(.milliseconds(10250)))
        #expect(state.rate.perSecond(at: .milliseconds(10250)) == 20)
        var now = Duration.milliseconds(10250)
        while let next = state.nextTick, now < .seconds(20) {
            now = next
            EventsUpdate.update(&state, .tick(now))
        }
        #expect(now == .milliseconds(12250))
        #expect(state.rate.perSecond(at: now) == 0)
        #expect(state.rate.buckets.isEmpty)
        #expect(state.nextTick == nil)
    }

    /// The screen on a manual clock: the timer is due at the rate's changes,
    /// the title says 0 ev/s once nothing came for two seconds, and then no timer runs.
    @Test func theTitleRateFallsToZeroWhenTheFeedGoesQuiet() {
        let pilot = Self.screen()
        var reader = pilot.app.program.reader()
        for second in 0..<3 {
            for tenth in 0..<10 {
                let names = (0..<3).map { #"{"name": "n\#(second)-\#(tenth)-\#($0)"}"# }
                pilot.app.send(.read(reader.read(Array((names.joined(separator: "\n") + "\n").utf8))))
                pilot.wait(.milliseconds(100))
            }
            _ = second
        }
        #expect(Self.title(pilot).contains(" 30 ev/s"), "\(Self.title(pilot))")
        #expect(pilot.app.untilNextTimer.map { $0 > .zero && $0 <= EventRate.bucket } == true)
        pilot.wait(.seconds(1))
        #expect(Self.title(pilot).contains(" 15 ev/s"), "\(Self.title(pilot))")
        pilot.wait(.seconds(2))
        #expect(Self.title(pilot).contains(" 0 ev/s"), "\(Self.title(pilot))")
        #expect(pilot.app.model.rate.buckets.isEmpty)
        #expect(pilot.app.untilNextTimer == nil)
    }

    // MARK: - Reading a large document

    /// A report says where the reading is after its own chunk, not before it.
    @Test func aReportCountsItsOwnChunk() {
        let pilot = Self.screen()
        var reader = pilot.app.program.reader()
        let first = reader.read(Array(#"{"kind": "List", "items": [{"name": "a"}"#.utf8))
        #expect(first.bytesRead == 40 && first.pendingBytes == 40 && first.events == 0)
        let last = reader.read(Array("]}\n".utf8))
        #expect(last.bytesRead == 43 && last.pendingBytes == 0 && last.events == 1)
    }

    /// A multi-MB `{"items": […]}` through a real pipe, the screen's own
    /// reading thread: "reading X MB" while it arrives, gone once it is
    /// applied, although the pipe stays open and nothing more comes.
    @Test func aLargeDocumentShowsReadingThenItsRows() async throws {
        let pipe = Pipe()
        let pilot = Self.screen(input: pipe.fileHandleForReading)
        let items = (0..<3_000).map { #"{"name": "pod-\#($0)", "pad": "\#(String(repeating: "x", count: 800))"}"# }
        let document = Array((#"{"kind": "List", "items": ["# + items.joined(separator: ", ") + "]}\n").utf8)
        #expect(document.count > 2 << 20)
        let half = document.count / 2
        let writer = pipe.fileHandleForWriting
        // Written off the main actor: a full pipe blocks the writer, and the main thread must stay free.
        await Self.write(Data(document[..<half]), to: writer)
        let reading = await Self.until { pilot.app.model.pendingBytes >= 1 << 20 }
        #expect(reading)
        let title = Self.title(pilot)
        #expect(title.contains("reading ") && title.contains(" MB"), "\(title)")
        #expect(pilot.app.program.live.model.numberOfRows == 0)
        await Self.write(Data(document[half...]), to: writer)
        // The pipe stays open: the last report must not wait for more bytes.
        let applied = await Self.until { pilot.app.model.pendingBytes == 0 && pilot.app.model.events == 1 }
        #expect(applied, "events \(pilot.app.model.events) pending \(pilot.app.model.pendingBytes) read \(pilot.app.model.bytesRead) of \(document.count)")
        pilot.finish()
        #expect(!Self.title(pilot).contains("reading"), "\(Self.title(pilot))")
        #expect(Self.title(pilot).contains("3000 rows"), "\(Self.title(pilot))")
        #expect(!pilot.app.model.ended)
        try writer.close()
        let ended = await Self.until { pilot.app.model.ended }
        #expect(ended)
    }

    /// A `List` of `count` rows named `pod-N`, each padded with `pad` bytes, on one line.
    private static func list(_ count: Int, pad: Int) -> [UInt8] {
        let items = (0..<count).map { #"{"name": "pod-\#($0)", "pad": "\#(String(repeating: "x", count: pad))"}"# }
        return Array((#"{"kind": "List", "items": ["# + items.joined(separator: ", ") + "]}\n").utf8)
    }

    /// Once a large document's last byte is read, its parse is announced
    /// before it starts (its rows are not in the list yet), and the report
    /// after it, with the rows handed over, ends it; a small document is not announced.
    @Test func aLargeDocumentsParseIsAnnouncedBeforeItStarts() {
        let pilot = Self.screen()
        var reader = pilot.app.program.reader()
        let document = Self.list(200, pad: 500)
        #expect(document.count >= EventsState.largeDocument)
        var announced: [EventsEvent.Progress] = []
        let done = reader.read(document) { progress in
            #expect(pilot.app.program.live.pendingCount == 0, "announced before the rows are handed over")
            announced.append(progress)
        }
        #expect(announced.count == 1)
        // The document without the line break that ends it.
        #expect(announced.first.map { $0.parsingBytes == document.count - 1 && $0.pendingBytes == 0 && $0.events == 0 } == true)
        #expect(done.parsingBytes == 0 && done.events == 1 && pilot.app.program.live.pendingCount > 0)
        _ = reader.read(Array(#"{"name": "small"}"#.utf8 + [0x0A])) { _ in Issue.record("a small document is announced") }
    }

    /// The title says "parsing X MB…" from the announcement to the report that hands the rows over.
    @Test func theTitleSaysParsingUntilTheRowsAreThere() {
        let pilot = Self.screen()
        pilot.app.send(.read(EventsEvent.Progress(bytesRead: 70 << 20, parsingBytes: 70 << 20)))
        pilot.settle()
        #expect(Self.title(pilot).contains("parsing 70.0 MB…") && !Self.title(pilot).contains("reading"), "\(Self.title(pilot))")
        var reader = pilot.app.program.reader()
        pilot.app.send(.read(reader.read(Array(#"{"name": "a"}"#.utf8 + [0x0A]))))
        pilot.finish()
        #expect(!Self.title(pilot).contains("parsing") && Self.title(pilot).contains("1 rows"), "\(Self.title(pilot))")
        pilot.app.send(.read(EventsEvent.Progress(parsingBytes: 70 << 20)))
        pilot.app.send(.ended(""))
        #expect(!Self.title(pilot).contains("parsing"), "the end of the input ends the parse too: \(Self.title(pilot))")
    }

    /// The reading thread's loop on a file: the first chunk's report says
    /// "reading", then as soon as the last byte is read the parse is
    /// announced, then its rows, then the end; the order the title shows them in.
    @Test func thePumpAnnouncesTheParseBetweenReadingAndTheRows() throws {
        let pilot = Self.screen()
        var reader = pilot.app.program.reader()
        let document = Self.list(600, pad: 500)
        #expect(document.count > EventsPump.chunkSize)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("listmotion-pump-\(UUID().uuidString)").path
        try Data(document).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var reports: [String] = []
        let failure = EventsPump.pump(descriptor, &reader) { event in
            switch event {
            case let .read(progress):
                reports.append("read events \(progress.events) pending \(progress.pendingBytes) parsing \(progress.parsingBytes)")
            default:
                reports.append("\(event)")
            }
        }
        reports.append("ended \(failure)")
        // A report of nothing (the end of the input, when the rows' report went out at once) is left out.
        #expect(reports.filter { $0 != "read events 0 pending 0 parsing 0" } == [
            "read events 0 pending \(EventsPump.chunkSize) parsing 0",
            "read events 0 pending 0 parsing \(document.count - 1)",
            "read events 1 pending 0 parsing 0",
            "ended ",
        ])
    }

    /// Writes `data` on a thread of its own (the reader takes it meanwhile).
    private static func write(_ data: Data, to handle: FileHandle) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                handle.write(data)
                done.resume()
            }.start()
        }
    }

    /// Waits (real time, on the main actor, so the reader's reports land) until `condition` holds; false after 30 s.
    private static func until(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition() {
            if ContinuousClock.now > deadline { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }
}
