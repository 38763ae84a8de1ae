import ListDiff

extension LegibilityAudit {
    /// A batch whose frames an audit faulted, saved to be replayed on a
    /// manual clock (as JSON: `bench live` writes one with
    /// `LIVE_AUDIT_SAVE=DIR`, and `AuditReplayTests` reads it): the rows
    /// before and after, the changeset, the view's scroll offset and
    /// selection before it, the moves' duration, the clock time of each
    /// audited frame, and the frames as the audit read them.
    public struct SavedBatch: Codable, Sendable {
        /// A section's key and its rows' names, in order.
        public struct Section: Codable, Sendable {
            /// The section's key, also its header.
            public var key: String
            /// The names of its rows, in order.
            public var rows: [String]

            /// A section named `key` holding `rows`.
            public init(key: String, rows: [String]) {
                self.key = key
                self.rows = rows
            }
        }

        /// What the audit found (``LegibilityAudit/Report``'s description).
        public var report: String
        /// The element the view kept at its screen line, by name, if any.
        public var anchor: String?
        /// The scroll offset before the batch.
        public var offset: Int
        /// The scroll offsets the audit saw: before the batch, as the batch
        /// set it when it started, then at each audited frame. The batch's
        /// own change is not a scroll (the view keeps the screen on its
        /// content); a change after it is (a key moved the selection off
        /// the screen), and a replay without the key cannot draw it.
        public var offsets: [Int]
        /// The selected row's name before the batch, if any.
        public var selection: String?
        /// How long the batch's moves lasted, in seconds.
        public var motion: Double
        /// The clock time of each audited frame from the batch's start, in seconds.
        public var frameTimes: [Double]
        /// The sections before the batch.
        public var old: [Section]
        /// The sections after it.
        public var new: [Section]
        /// The batch.
        public var changeset: Changeset
        /// The audited frames, each line named by ``LegibilityAudit/name(of:)``.
        public var frames: [[String]]

        /// A saved batch with these parts.
        public init(
            report: String, anchor: String?, offset: Int, offsets: [Int], selection: String?, motion: Double,
            frameTimes: [Double], old: [Section], new: [Section], changeset: Changeset, frames: [[String]]
        ) {
            self.report = report
            self.anchor = anchor
            self.offset = offset
            self.offsets = offsets
            self.selection = selection
            self.motion = motion
            self.frameTimes = frameTimes
            self.old = old
            self.new = new
            self.changeset = changeset
            self.frames = frames
        }
    }
}
