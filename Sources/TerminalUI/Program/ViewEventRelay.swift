import CollectionView

/// A plugin that hands the view's events to the ``ProgramRunner`` running
/// it, as ``ProgramEvent/view(_:)``: put it in the list's plugins (last, so
/// the others have acted first) and the program's update hears that a row
/// was activated, the selection moved, a batch started or finished, the last
/// row came into sight. Keys are not relayed: they take the key route.
///
/// The events wait in the relay until the runner delivers them, right after
/// the input, timer, command or frame step that caused them; nothing is bound
/// to the runner.
public struct ViewEventRelay: CollectionViewPlugin {
    /// The events not yet delivered, shared by the copies the view keeps of the plugin.
    @MainActor final class Inbox {
        var events: [ViewEvent] = []
    }

    let inbox = Inbox()

    /// A relay with nothing waiting.
    public init() {}

    /// Keeps every event but a key, for the runner; never handles one.
    public mutating func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
        if case .keyPressed = event { return .ignored }
        inbox.events.append(event)
        return .ignored
    }
}
