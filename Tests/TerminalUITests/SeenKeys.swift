import CollectionView
import TerminalUI

/// A ``ListApp`` whose model is the keys its update saw, in order: what
/// reaches an app on the runtime's one route (the screen's modal layer, the
/// list's plugins and the screen's own keys took the others).
@MainActor enum SeenKeys {
    typealias Runner<List: ScreenList> = ProgramRunner<ListApp<List, [Key], Never>>

    /// A runner of `screen`, drawn once at `size` (so that clicks land where the list is).
    static func runner<List: ScreenList>(_ screen: ListScreen<List>, size: CellSize = CellSize(columns: 12, rows: 6)) -> Runner<List> {
        let runner = Runner(screen: screen, model: []) { seen, event in
            guard let key = event.key else { return (seen, []) }
            return (seen + [key], [])
        }
        runner.start(size: size)
        var canvas = GridCanvas(columns: size.columns, rows: size.rows)
        runner.draw(on: &canvas)
        return runner
    }
}
