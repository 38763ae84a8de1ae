import CollectionView
import ListDiff

/// The docs' plugins example.
@MainActor
func pluginList(onMove: @escaping @MainActor (ItemPath, ItemPath) -> Void,
                loadPage: @escaping @MainActor (Int, @escaping @MainActor (Bool) -> Void) -> Void) -> ListController<String, Contact> {
    // README: plugins
    let list = ListController<String, Contact>(
        header: { StyledText($0) }, row: { StyledText($0.name) },
        plugins: [
            Selectable(selectsHeaders: true),        // arrows, j/k, PgUp/PgDn, Home/End, click; Enter activates
            Movable { from, to in onMove(from, to) },  // m lifts, arrows glide, Enter drops, Esc glides back
            Foldable(),                              // Enter/Space on a header folds: "▸ B (12)"
            SectionIndex(),                          // Shift+letter jumps; an index column on the right
            Pagination { page, done in loadPage(page) { ok in done(ok ? .loaded(hasMore: true) : .failed) } },
            ScrollDirectionObserver { direction in print("scrolling", direction) },
        ])
    // README: end
    return list
}
