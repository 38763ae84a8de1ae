// README: logging
import CollectionView
import Logging
import TerminalUI

// README: end
/// The docs' logging example: `fileHandler` is the app's backend (a file:
/// the terminal is the list's), bootstrapped once at launch.
@MainActor
func runLogged(fileHandler: @escaping @Sendable (String) -> any LogHandler) async throws -> Int32 {
    // README: logging
    LoggingSystem.bootstrap(fileHandler)                            // once, at launch; without it, nothing is logged
    let logger = Logger(label: ListMotionLog.label)
    let list = ListController<String, String>(
        queueConfiguration: UpdateQueueConfiguration(logger: logger),  // the hang guard, rejected batches
        header: { StyledText($0) }, row: { StyledText($0) })
    let code = try await ListScreen(list: list).run(logger: logger)   // late frames
    // README: end
    return code
}
