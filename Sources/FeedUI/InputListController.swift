import CollectionView
import ListDiff
import ListInput
import Logging

/// A list of ListInput's sections and rows animated through a `ListController`
/// (what ``WatchScreen`` shows, and `demo diff`).
public typealias InputListController = ListController<InputSection, InputRow>

@MainActor
extension InputListController {
    /// A list controller on `clock` and `executor`, drawn with `look`, each batch
    /// animating for `duration`; with a `given` changeset (`demo diff --changeset`),
    /// that batch animates the old list into the new one instead of the diff's.
    /// Its `Selectable` has `selectKeys` (by default all of its keys); the queue's
    /// diagnostics go to `logger`. Its hang guard waits a day: a list from a
    /// command may take long to diff, and is never stuck for it.
    public static func inputList(
        clock: any AnimationClock, executor: any UIExecutor, duration: Duration, look: InputLook, given: Changeset? = nil,
        selectKeys: KeyMap<Selectable.Action> = Selectable.defaultKeyMap, logger: Logger = ListMotionLog.silent
    ) -> InputListController {
        var configuration = CollectionViewConfiguration()
        configuration.animationDuration = duration
        return InputListController(
            clock: clock, configuration: configuration, executor: executor,
            queueConfiguration: UpdateQueueConfiguration(hangGuardMinimum: .seconds(24 * 3600), logger: logger),
            diff: given.map { batch in { @Sendable _, _ in batch } },
            header: { look.header($0) }, row: { look.row($0) },
            plugins: [Selectable(keyMap: selectKeys)]
        )
    }
}
