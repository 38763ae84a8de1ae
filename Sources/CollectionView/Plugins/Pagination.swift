import ListDiff

/// Loads pages as the end of the list comes into view.
///
/// When the app's last row becomes visible and no load runs, it calls
/// `loadNextPage` with the next page number and shows a "loading…" row
/// after the list (it fades in and out like any row). The app loads, applies
/// its rows as usual, and calls `done`: with ``Result/loaded(hasMore:)`` the
/// loading row goes away and the next page is due when the new last row
/// shows; with ``Result/failed`` a "retry" row replaces it, and Enter (or a
/// click) on that row asks for the same page again.
///
/// A page is asked for automatically at most once; only a retry asks again.
/// A class, because the load in flight has an identity: its `done` is called
/// later, from outside the view's event flow.
public final class Pagination: CollectionViewPlugin {
    /// How a page load ended.
    public enum Result: Hashable, Sendable {
        /// The page is in the app's data; `hasMore` says whether another may follow.
        case loaded(hasMore: Bool)
        /// The load failed: a retry row is shown.
        case failed
    }

    /// Loads `page` and calls `done` once, on the main actor (now or later).
    public typealias Loader = @MainActor (_ page: Int, _ done: @escaping @MainActor (Result) -> Void) -> Void

    /// The page the next load asks for.
    public private(set) var nextPage: Int
    /// Whether a load runs.
    public private(set) var isLoading = false
    /// Whether the last load failed (a retry row is shown).
    public private(set) var hasFailed = false
    /// Whether more pages may follow.
    public private(set) var hasMore = true
    /// Pages asked for, retries included, in order: for checking.
    public private(set) var requests: [Int] = []

    /// What the keys of ``keyMap`` do.
    public enum Action: Hashable, Sendable {
        /// On the selected retry row: ask for the failed page again.
        case retry
    }

    /// The keys, their actions and help; rebind with ``KeyMap/rebind(_:to:)``.
    public var keyMap = KeyMap<Action>([
        KeyBinding(.retry, keys: [.enter], help: "(on the retry row) load the page again"),
    ])

    private let loadNextPage: Loader
    private let loadingRow: StyledText
    private let retryRow: StyledText
    private var requested: Set<Int> = []

    /// Creates the plugin; `firstPage` is the first page it will ask for
    /// (the app shows what comes before it).
    public init(
        firstPage: Int = 1,
        loadingRow: StyledText = StyledText("loading…", style: Style(dim: true)),
        retryRow: StyledText = StyledText("⟳ failed: retry (Enter)"),
        loadNextPage: @escaping Loader
    ) {
        nextPage = firstPage
        self.loadingRow = loadingRow
        self.retryRow = retryRow
        self.loadNextPage = loadNextPage
    }

    /// The retry key, while the retry row shows.
    public func keyGuide(in view: CollectionView) -> KeyGuide { hasFailed ? keyMap.guide : KeyGuide() }

    /// Starts loads when the last row shows; retries on Enter, a click or an activation of the retry row.
    public func handle(_ event: ViewEvent, in view: CollectionView) -> PluginResult {
        switch event {
        case .lastItemBecameVisible:
            guard !requested.contains(nextPage) else { return .ignored }
            load(in: view)
            return .handled
        case let .keyPressed(input) where keyMap.action(for: input) == .retry:
            guard hasFailed, let path = view.selectedItem, view.isFooter(path) else { return .ignored }
        case let .keyPressed(.click(line, _)):
            guard hasFailed, case let .item(path)? = view.hit(atScreenLine: line), view.isFooter(path) else { return .ignored }
        case let .itemActivated(path):
            guard hasFailed, view.isFooter(path) else { return .ignored }
        default:
            return .ignored
        }
        load(in: view)
        return .handled
    }

    private func load(in view: CollectionView) {
        guard !isLoading, hasMore else { return }
        let page = nextPage
        isLoading = true
        hasFailed = false
        requested.insert(page)
        requests.append(page)
        view.setFooter(loadingRow)
        loadNextPage(page) { [weak self, weak view] result in
            guard let self, let view, self.isLoading, self.nextPage == page else { return }
            self.isLoading = false
            switch result {
            case let .loaded(hasMore):
                self.nextPage = page + 1
                self.hasMore = hasMore
                view.setFooter(nil)
            case .failed:
                self.hasFailed = true
                view.setFooter(self.retryRow)
            }
        }
    }
}
