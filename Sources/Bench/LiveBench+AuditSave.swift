import CollectionView
import CollectionViewTesting
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

    static func sections(_ model: LiveListModel<String, Pod>) -> [LegibilityAudit.SavedBatch.Section] {
        model.sectionedRows.map { LegibilityAudit.SavedBatch.Section(key: $0.key, rows: $0.rows.map(\.name)) }
    }

    static func secondsOf(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Writes `record` as `DIR/audit-N.json`, for
    /// `AUDIT_REPLAY=FILE swift test --filter AuditReplayTests` to replay.
    ///
    /// Saving keeps the model as it was before each audited batch, so the
    /// batch's apply copies what it changes of the model's storage: on 1M
    /// rows that lengthened the flush p99 from about 23 to 120 ms. Time
    /// without it.
    static func save(_ record: LegibilityAudit.SavedBatch, to directory: String, index: Int) {
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
