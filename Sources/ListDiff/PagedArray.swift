/// An array that only grows at its end, kept in pages of a fixed size, so
/// growing never moves what it holds: ``LiveListModel`` keeps its rows in
/// one, and a plain array of a million rows, doubling when a row arrives,
/// would copy them all (and hold both copies) in one frame on the UI thread.
///
/// Reading or writing an element is O(1): one more indirection than an
/// array. Appending is O(1), plus a page's allocation every ``pageSize``
/// elements.
@usableFromInline
struct PagedArray<Element> {
    /// log₂ of ``pageSize``.
    @inlinable
    static var pageShift: Int { 12 }

    /// The number of elements of a page.
    @inlinable
    static var pageSize: Int { 1 << pageShift }

    /// The pages, each full but the last.
    @usableFromInline var pages: [[Element]] = []
    /// The number of elements. O(1).
    @usableFromInline private(set) var count = 0

    /// An empty array.
    @inlinable
    init() {}

    /// The element at `index` (0 ≤ index < count). O(1).
    ///
    /// Read and modified in place (`_read`/`_modify`), so reading a field of
    /// a large element does not copy the whole element.
    @inlinable
    subscript(index: Int) -> Element {
        _read { yield pages[index >> Self.pageShift][index & (Self.pageSize - 1)] }
        _modify { yield &pages[index >> Self.pageShift][index & (Self.pageSize - 1)] }
    }

    /// Adds `element` at the end. O(1); a new page every ``pageSize`` elements.
    @inlinable
    mutating func append(_ element: Element) {
        if count & (Self.pageSize - 1) == 0 {
            var page: [Element] = []
            page.reserveCapacity(Self.pageSize)
            pages.append(page)
        }
        pages[pages.count - 1].append(element)
        count += 1
    }

    /// Calls `body` with each index and the address of its element, in
    /// order: a pass over every element without a page lookup and an
    /// accessor call per element (a filter's pass over a million rows took
    /// about a quarter less than through the subscript). The address is
    /// valid only during the call. O(count).
    @inlinable
    func forEachAddress(_ body: (Int, UnsafePointer<Element>) -> Void) {
        for p in pages.indices {
            pages[p].withUnsafeBufferPointer { page in
                guard let base = page.baseAddress else { return }
                for j in 0..<page.count { body(p << Self.pageShift | j, base + j) }
            }
        }
    }

    /// Makes room for `capacity` elements in the list of pages (the pages
    /// themselves are allocated as they fill).
    @inlinable
    mutating func reserveCapacity(_ capacity: Int) {
        pages.reserveCapacity((capacity + Self.pageSize - 1) >> Self.pageShift)
    }
}

extension PagedArray: Sendable where Element: Sendable {}
