import CollectionView
import Foundation
import ListDiff

extension LiveBench {
    /// The system clock, remembering the last time it answered: the bench
    /// reads it after the view did (the batch's start, each audited frame),
    /// so that a faulting batch can be replayed at the same times.
    final class RecordingClock: AnimationClock {
        private let base = SystemAnimationClock()
        let last = LockedValue(Duration.zero)

        var now: Duration {
            let time = base.now
            last.withLock { $0 = time }
            return time
        }
    }

    /// Keeps the changeset of the last batch the view started.
    @MainActor final class BatchBox {
        var changeset: Changeset?
    }

    /// A plugin that hands each started batch to a ``BatchBox``.
    struct BatchRecorder: CollectionViewPlugin {
        let box: BatchBox
        mutating func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
            if case let .batchStarted(changeset) = event { box.changeset = changeset }
            return .ignored
        }
    }

    /// What replaying an audited batch needs, written as JSON by
    /// `LIVE_AUDIT_SAVE=DIR` for each batch the audit faults: the rows before
    /// and after (section key and row names in order), the changeset, the
    /// scroll offset and selection before it, the moves' duration, and the
    /// clock time of each audited frame from the batch's start (seconds).
    /// Replay one with `AUDIT_REPLAY=FILE swift test --filter AuditReplayTests`.
    ///
    /// Saving keeps the model as it was before each audited batch, so the
    /// batch's apply copies what it changes of the model's storage: on 1M
    /// rows that lengthened the flush p99 from about 23 to 120 ms. Time
    /// without it.
    struct AuditRecord: Codable {
        struct Section: Codable {
            var key: String
            var rows: [String]
        }
        var report: String
        var anchor: String?
        var offset: Int
        var offsets: [Int]
        var selection: String?
        var motion: Double
        var frameTimes: [Double]
        var old: [Section]
        var new: [Section]
        var changeset: Changeset
        /// The audited frames, each line named by its first word.
        var frames: [[String]]
    }

    static func sections(_ model: LiveListModel<String, Pod>) -> [AuditRecord.Section] {
        model.sectionedRows.map { AuditRecord.Section(key: $0.key, rows: $0.rows.map(\.name)) }
    }

    static func secondsOf(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Writes `record` as `DIR/audit-N.json`.
    static func save(_ record: AuditRecord, to directory: String, index: Int) {
        let url = URL(fileURLWithPath: directory).appendingPathComponent("audit-\(index).json")
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try JSONEncoder().encode(record).write(to: url)
            print("  saved \(url.path)")
        } catch {
            print("  could not save \(url.path): \(error)")
        }
    }
}
