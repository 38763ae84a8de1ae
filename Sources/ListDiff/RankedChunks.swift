/// A sorted sequence kept as a list of short sorted arrays (chunks) with a
/// Fenwick tree of their counts: finding, inserting or removing an element
/// and reading the element at an index each cost O(log n) comparisons plus
/// a memory move inside one chunk (at most ``maximumChunk`` elements:
/// small, as every insert and remove moves half a chunk on average),
/// never a shift of the whole sequence. ``LiveListModel`` keeps each
/// section's rows in one.
///
/// The order is given to each call (`in:`), a strict total order: the
/// caller keeps it the same for the life of the value.
@usableFromInline
struct RankedChunks<Element> {
    /// A chunk splits in two when it would grow past this.
    @inlinable
    static var maximumChunk: Int { 128 }

    @usableFromInline var chunks: [[Element]] = []
    /// The last element of each chunk, side by side: a search's first half
    /// (which chunk) reads this small array, not one chunk buffer per step.
    @usableFromInline var lasts: [Element] = []
    /// Fenwick tree over the chunks' counts (1-based).
    @usableFromInline var tree: [Int] = [0]
    /// The number of elements. O(1).
    @usableFromInline var count = 0

    /// An empty sequence.
    @inlinable
    init() {}

    /// The sequence of `sorted` (already in order). O(n).
    @inlinable
    init(sorted: [Element]) {
        let size = Self.maximumChunk / 2
        var start = 0
        while start < sorted.count {
            let end = min(start + size, sorted.count)
            chunks.append(Array(sorted[start..<end]))
            lasts.append(sorted[end - 1])
            start = end
        }
        count = sorted.count
        rebuildTree()
    }

    /// Appends `element`, which follows every element in the order: a
    /// sequence built in order, chunk by chunk as ``init(sorted:)`` cuts it,
    /// without all of it in one array first (a million rows rebuilt by a
    /// filter copied through such arrays several times). Call
    /// ``finishAppending()`` once done, before anything else. O(1) amortized.
    @inlinable
    mutating func appendInOrder(_ element: Element) {
        let size = Self.maximumChunk / 2
        if chunks.isEmpty || chunks[chunks.count - 1].count == size {
            var chunk: [Element] = []
            chunk.reserveCapacity(size)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    /// Makes a sequence built by ``appendInOrder(_:)`` ready: each chunk's
    /// last element and the tree of counts. O(chunks).
    @inlinable
    mutating func finishAppending() {
        lasts = chunks.compactMap(\.last)
        rebuildTree()
    }

    /// Whether the sequence is empty.
    @inlinable
    var isEmpty: Bool { count == 0 }

    /// Every element in order. O(n).
    @inlinable
    var elements: [Element] { chunks.flatMap { $0 } }

    /// The element at `index` (0 ≤ index < count). O(log chunks).
    @inlinable
    subscript(index: Int) -> Element {
        let (c, offset) = locate(index)
        return chunks[c][offset]
    }

    /// The chunk holding `index` (0 ≤ index < count) and the index of its first element. O(log chunks).
    @inlinable
    func chunk(containing index: Int) -> (start: Int, elements: [Element]) {
        let (c, offset) = locate(index)
        return (index - offset, chunks[c])
    }

    /// The index of `element`, found by its place in the order, or `nil` if
    /// the sequence does not hold it (`isSame` tells it from its neighbours).
    @inlinable
    func index<Order: RankedOrder>(of element: Element, in order: Order) -> Int? where Order.Element == Element {
        find(element, in: order)?.index
    }

    /// Where `element` is: its index, and its chunk and offset there (for
    /// ``remove(atChunk:offset:)``); `nil` if the sequence does not hold it.
    /// O(log n) comparisons.
    @inlinable
    func find<Order: RankedOrder>(
        _ element: Element, in order: Order
    ) -> (index: Int, chunk: Int, offset: Int)? where Order.Element == Element {
        guard let (c, offset) = position(of: element, in: order), offset < chunks[c].count,
              order.isSame(chunks[c][offset], element) else { return nil }
        return (prefix(c) + offset, c, offset)
    }

    /// Inserts `element` at its place in the order and returns its index.
    @inlinable @discardableResult
    mutating func insert<Order: RankedOrder>(_ element: Element, in order: Order) -> Int where Order.Element == Element {
        guard let (c, offset) = position(of: element, in: order) else {
            chunks.append([element])
            lasts = [element]
            count = 1
            rebuildTree()
            return 0
        }
        chunks[c].insert(element, at: offset)
        if offset == chunks[c].count - 1 { lasts[c] = element }
        count += 1
        let index = prefix(c) + offset
        if chunks[c].count > Self.maximumChunk {
            let half = chunks[c].count / 2
            let tail = Array(chunks[c][half...])
            chunks[c].removeSubrange(half...)
            chunks.insert(tail, at: c + 1)
            lasts.insert(lasts[c], at: c + 1)
            lasts[c] = chunks[c][half - 1]
            rebuildTree()
        } else {
            add(1, toChunk: c)
        }
        return index
    }

    /// Removes `element` (found as in ``index(of:in:)``) and returns
    /// the index it had, or `nil` if the sequence does not hold it.
    @inlinable @discardableResult
    mutating func remove<Order: RankedOrder>(_ element: Element, in order: Order) -> Int? where Order.Element == Element {
        guard let (index, c, offset) = find(element, in: order) else { return nil }
        remove(atChunk: c, offset: offset)
        return index
    }

    /// Removes the element at `offset` in chunk `c`, as ``find(_:in:)``
    /// gave them, without searching. Elements before it keep their chunk
    /// and offset, so several found at once are removed from the last
    /// (highest index) to the first. O(log chunks) plus a move inside the chunk.
    @inlinable
    mutating func remove(atChunk c: Int, offset: Int) {
        chunks[c].remove(at: offset)
        count -= 1
        if chunks[c].isEmpty {
            chunks.remove(at: c)
            lasts.remove(at: c)
            rebuildTree()
        } else {
            if offset == chunks[c].count { lasts[c] = chunks[c][offset - 1] }
            add(-1, toChunk: c)
        }
    }

    // MARK: - Finding

    /// The chunk and offset where `element` is or would go (the first
    /// element not ordered before it); `nil` when there are no chunks.
    @inlinable
    func position<Order: RankedOrder>(of element: Element, in order: Order) -> (Int, Int)? where Order.Element == Element {
        guard !chunks.isEmpty else { return nil }
        // The first chunk whose last element is not before `element`; past the end, the last chunk.
        let c = lasts.withUnsafeBufferPointer { lasts in
            var lo = 0
            var hi = lasts.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if order.precedes(lasts[mid], element) { lo = mid + 1 } else { hi = mid }
            }
            return min(lo, lasts.count - 1)
        }
        return chunks[c].withUnsafeBufferPointer { chunk in
            var a = 0
            var b = chunk.count
            while a < b {
                let mid = (a + b) / 2
                if order.precedes(chunk[mid], element) { a = mid + 1 } else { b = mid }
            }
            return (c, a)
        }
    }

    /// The chunk holding `index` and the offset in it. O(log chunks).
    @inlinable
    func locate(_ index: Int) -> (Int, Int) {
        var position = 0
        var remaining = index
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return (position, remaining)
    }

    // MARK: - Counts

    /// The number of elements in the chunks before chunk `c`. O(log chunks).
    @inlinable
    func prefix(_ c: Int) -> Int {
        var i = c
        var sum = 0
        while i > 0 {
            sum += tree[i]
            i &= i - 1
        }
        return sum
    }

    @inlinable
    mutating func add(_ delta: Int, toChunk c: Int) {
        var i = c + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// O(chunks): after a chunk split or went away.
    @inlinable
    mutating func rebuildTree() {
        tree = [Int](repeating: 0, count: chunks.count + 1)
        for (c, chunk) in chunks.enumerated() {
            let i = c + 1
            tree[i] += chunk.count
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
        }
    }
}

extension RankedChunks: Sendable where Element: Sendable {}

/// A strict total order on the elements of a ``RankedChunks``, and how to
/// tell an element from its neighbours when looking it up.
@usableFromInline
protocol RankedOrder {
    associatedtype Element
    /// Whether `a` goes before `b`.
    func precedes(_ a: Element, _ b: Element) -> Bool
    /// Whether `a` and `b` are the same element (they compare equal in the order).
    func isSame(_ a: Element, _ b: Element) -> Bool
}
