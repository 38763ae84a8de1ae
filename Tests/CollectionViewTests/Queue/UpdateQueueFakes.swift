import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// A row of the fake target: an id (identity) and a text (content).
struct QueueRow: Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var text: String

    init(_ id: Int, _ text: String = "") {
        self.id = id
        self.text = text
    }

    var description: String { text.isEmpty ? "\(id)" : "\(id):\(text)" }
}

typealias QueueFakeState = [[QueueRow]]

/// Builds a one-section state from ids.
func queueRows(_ ids: [Int]) -> QueueFakeState { [ids.map { QueueRow($0) }] }

enum QueueFakeDiffError: Error, Equatable {
    case duplicate(Int)
}

enum QueueFakeRejection: Error, Equatable {
    case counts
    case identity
}

/// A diff good enough for queue tests: throws on duplicate ids; otherwise
/// replaces every section (always a valid batch), optionally deferring a
/// reload of the first row.
func queueFakeDiff(deferring: Bool = false) -> @Sendable (QueueFakeState, QueueFakeState) throws -> Changeset {
    { old, new in
        var seen = Set<Int>()
        for row in new.joined() where !seen.insert(row.id).inserted { throw QueueFakeDiffError.duplicate(row.id) }
        if old == new { return Changeset() }
        // Inserted sections bring their rows (not listed), as in UIKit.
        var changeset = Changeset(sections: .init(deleted: Array(old.indices), inserted: Array(new.indices)))
        if deferring, let first = new.first, !first.isEmpty {
            changeset.deferred = .init(items: [ItemPath(item: 0, section: 0)])
        }
        return changeset
    }
}

/// A view + data source that validates batches like the real view (counts
/// and implied ids, through `BatchMapping`) and records every rule it sees broken.
@MainActor
final class QueueFakeTarget: BatchTarget {
    enum Event: Equatable, CustomStringConvertible {
        case batch(Changeset, QueueFakeState)
        case reload(QueueFakeState)

        var description: String {
            switch self {
            case let .batch(changeset, state): "batch(\(changeset) → \(state))"
            case let .reload(state): "reload(\(state))"
            }
        }
    }

    /// The data source's state.
    private(set) var dataSource: QueueFakeState
    /// What the view lays out (changes only when a batch starts or on reload).
    private(set) var displayed: QueueFakeState
    private(set) var events: [Event] = []
    private(set) var violations: [String] = []
    private var completion: (@MainActor () -> Void)?
    /// Keeps completions it was handed but never calls them (lost completions).
    var losesCompletions = false
    private var lost: [@MainActor () -> Void] = []
    /// Releases completions without calling them.
    var dropsCompletions = false
    var animationDuration: Duration = .milliseconds(250)

    init(_ state: QueueFakeState = []) {
        dataSource = state
        displayed = state
    }

    var isAnimating: Bool { completion != nil }
    var shownState: QueueFakeState { dataSource }
    var batches: [Changeset] { events.compactMap { if case let .batch(c, _) = $0 { c } else { nil } } }

    func swapAndPerform(_ state: QueueFakeState, changeset: Changeset, completion: @escaping @MainActor () -> Void) throws {
        if isAnimating { violations.append("batch \(changeset) started while another animates") }
        let mapping = try BatchMapping(changeset: changeset, oldItemCounts: dataSource.map(\.count)) {
            $0 < state.count ? state[$0].count : 0
        }
        guard mapping.newItemCounts == state.map(\.count) else { throw QueueFakeRejection.counts }
        let implied = mapping.apply(to: dataSource.map { $0.map(\.id) }) { state[$0.section][$0.item].id }
        guard implied == state.map({ $0.map(\.id) }) else { throw QueueFakeRejection.identity }
        dataSource = state
        displayed = state
        events.append(.batch(changeset, state))
        start(completion)
    }

    private func start(_ completion: @escaping @MainActor () -> Void) {
        if losesCompletions {
            lost.append(completion)
        } else if !dropsCompletions {
            self.completion = completion
        }
    }

    func reload(to state: QueueFakeState) {
        if isAnimating { violations.append("reload while animating") }
        dataSource = state
        displayed = state
        events.append(.reload(state))
    }

    /// Ends the running animation, as the view's last frame would.
    func finishAnimation() {
        let completion = self.completion
        self.completion = nil
        completion?()
    }
}

/// A target, a manual executor and a queue, plus the outcomes the queue reported.
@MainActor
final class QueueHarness {
    let executor = ManualExecutor()
    private(set) var target: QueueFakeTarget?
    private(set) var queue: UpdateQueue<QueueFakeTarget>?
    private(set) var outcomes: [(tag: Int, outcome: UpdateOutcome)] = []
    let logged = LogCapture()

    init(
        _ state: QueueFakeState = [],
        coalescing: Bool = true,
        deferring: Bool = false,
        hangGuardMultiplier: Double = 10,
        hangGuardMinimum: Duration = .seconds(5),
        diff: (@Sendable (QueueFakeState, QueueFakeState) throws -> Changeset)? = nil
    ) {
        let target = QueueFakeTarget(state)
        self.target = target
        let logged = self.logged
        // Set below, once `self` exists; errors reach the harness through this box.
        let errorBox = QueueErrorBox()
        let configuration = UpdateQueueConfiguration(
            coalescing: coalescing,
            hangGuardMultiplier: hangGuardMultiplier,
            hangGuardMinimum: hangGuardMinimum,
            logger: logged.logger(),
            errorHandler: { errorBox.errors.append($0) }
        )
        queue = UpdateQueue(target: target, executor: executor, configuration: configuration,
                            diff: diff ?? queueFakeDiff(deferring: deferring))
        self.errorBox = errorBox
    }

    private var errorBox: QueueErrorBox
    var reportedErrors: [UpdateError] { errorBox.errors }

    /// The completion a request gets: records its tag and outcome.
    func completion(_ tag: Int) -> UpdateQueue<QueueFakeTarget>.Completion {
        { [weak self] outcome in self?.outcomes.append((tag, outcome)) }
    }

    func apply(_ state: QueueFakeState, tag: Int, animated: Bool = true) {
        queue?.apply(state, animated: animated, completion: completion(tag))
    }

    var tags: [Int] { outcomes.map(\.tag) }

    /// Runs jobs and ends animations until the queue is idle and no job waits.
    /// Returns false (and records an issue) if that takes absurdly long: a
    /// safety net against a hung test, not a timing assertion.
    @discardableResult
    func settle(finishingAnimations: Bool = true) -> Bool {
        let deadline = ContinuousClock.now + .seconds(30)
        while true {
            executor.runPending()
            if finishingAnimations, let target, target.isAnimating {
                target.finishAnimation()
                continue
            }
            if queue?.isIdle ?? true, executor.pendingCount == 0 { return true }
            guard ContinuousClock.now < deadline else {
                Issue.record("the queue did not settle")
                return false
            }
            _ = executor.waitForJob(timeout: .milliseconds(1))
        }
    }

    /// Runs jobs until `condition` holds (without ending animations).
    @discardableResult
    func run(until condition: () -> Bool) -> Bool {
        let ok = executor.run(until: condition, limit: .seconds(30))
        if !ok { Issue.record("condition never held") }
        return ok
    }

    func dropTarget() { target = nil }
    func dropQueue() { queue = nil }
}

@MainActor
final class QueueErrorBox {
    var errors: [UpdateError] = []
}
