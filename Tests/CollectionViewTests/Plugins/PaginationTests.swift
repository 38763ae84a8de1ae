import CollectionView
import CollectionViewTesting
import ListDiff
import Testing

/// The app side of a paged list: pending `done` calls, by page.
@MainActor
final class PageServer {
    var calls: [Int] = []
    var pending: [Int: @MainActor (Pagination.Result) -> Void] = [:]
}

@MainActor
@Suite struct PaginationTests {
    private func makePagedView(server: PageServer, extra: [any CollectionViewPlugin] = []) -> (CollectionView, SectionedDataSource, FrameStepper, Pagination) {
        let pagination = Pagination { page, done in
            server.calls.append(page)
            server.pending[page] = done
        }
        let (view, source, stepper) = makePluginView(
            [section("S", (0..<8).map { "r\($0)" })], rows: 6, plugins: [Selectable(animatedScroll: false), pagination] + extra
        )
        return (view, source, stepper, pagination)
    }

    /// Appends page `page`'s rows (two) to the app's data, as the app does before calling `done`.
    private func deliver(_ page: Int, to view: CollectionView, source: SectionedDataSource) throws {
        let start = source.sections[0].items.count
        source.sections[0].items += [SectionedDataSource.Item(id: "p\(page)a"), SectionedDataSource.Item(id: "p\(page)b")]
        try view.performBatchUpdates(Changeset(items: .init(inserted: [path(0, start), path(0, start + 1)])))
    }

    @Test func loadsOncePerPageWithAnAnimatedLoadingRow() throws {
        let server = PageServer()
        let (view, source, stepper, pagination) = makePagedView(server: server)
        #expect(server.calls.isEmpty)  // the last row is not visible yet
        view.handle(.end)  // r7 comes into view
        _ = still(view)
        #expect(server.calls == [1])
        #expect(pagination.isLoading)
        #expect(view.footer != nil)
        // The loading row fades in: the first frames draw it greyed, the last plainly.
        let frames = stepper.settle(view).map(\.text)
        #expect(frames.last?.hasSuffix("r7\nloading…") == true)
        // Scrolling away and back while loading does not ask again.
        view.handle(.home)
        _ = still(view)
        view.handle(.end)
        stepper.settle(view)
        #expect(server.calls == [1])

        try deliver(1, to: view, source: source)
        server.pending[1]?(.loaded(hasMore: true))
        #expect(!pagination.isLoading)
        stepper.settle(view)
        #expect(view.footer == nil)
        // The new last row is below the viewport until the selection gets there.
        view.handle(.end)
        stepper.settle(view)
        #expect(server.calls == [1, 2])
        server.pending[2]?(.loaded(hasMore: false))
        stepper.settle(view)
        view.handle(.home)
        stepper.settle(view)
        view.handle(.end)
        stepper.settle(view)
        #expect(server.calls == [1, 2])  // no more pages
    }

    @Test func aFailureShowsARetryRowThatEnterRetries() throws {
        let server = PageServer()
        let (view, _, stepper, pagination) = makePagedView(server: server)
        view.handle(.end)
        _ = still(view)
        server.pending[1]?(.failed)
        #expect(pagination.hasFailed)
        stepper.settle(view)
        let retry = stepper.text(of: view)
        #expect(retry.contains("retry"))
        #expect(server.calls == [1])
        // The retry row is a row: select it and press Enter.
        view.handle(.down)
        #expect(view.selectedItem.map(view.isFooter) == true)
        #expect(view.handle(.enter))
        #expect(server.calls == [1, 1])
        stepper.settle(view)
        #expect(stepper.text(of: view).hasSuffix("loading…"))
        // The app's batches never see the footer: the view's rows are the app's plus it.
        #expect(view.numberOfSections == 2)
    }
}
