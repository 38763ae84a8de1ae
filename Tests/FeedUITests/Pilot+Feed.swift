import CollectionViewTesting
import FeedUI
import TerminalUI

extension Pilot where App == ProgramRunner<EventsScreen> {
    /// Feeds `text` (whole documents) to the screen as its input would,
    /// through a reader of its own, and lets the batch it makes land.
    func feed(_ text: String) {
        var reader = app.program.reader()
        app.send(.read(reader.read(Array(text.utf8))))
        settle()
        finish()
    }
}
