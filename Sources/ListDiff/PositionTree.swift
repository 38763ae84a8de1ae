/// A sequence with stable handles, kept as a treap ordered by position (an
/// "implicit" treap): inserting at an index, removing by handle, the index of
/// a handle, and the total weight of the elements before a handle each cost
/// O(log n) expected. ``Snapshot`` keeps its sections and the items of each
/// section in these, so that no operation shifts a whole array.
///
/// Nodes live in one array and refer to each other by index, so the tree is
/// a value type with copy-on-write like any array. Priorities come from a
/// seeded generator: the shape, and so the cost, is the same on every run.
struct PositionTree<Element> {
    /// Elements by node index (a freed node's slot keeps its stale element until reused).
    private var store: [Element] = []

    private typealias Node = PositionTreeNode

    private var nodes: [Node] = []
    private var freeSlots: [Int] = []
    private var root = -1
    private var seed: UInt64 = 0x5EC7_1015

    /// The number of elements. O(1).
    var count: Int { size(root) }

    /// The elements in order. O(n).
    var elements: [Element] {
        var result: [Element] = []
        result.reserveCapacity(count)
        var stack: [Int] = []
        var t = root
        while t >= 0 || !stack.isEmpty {
            while t >= 0 {
                stack.append(t)
                t = nodes[t].left
            }
            guard let top = stack.popLast() else { break }
            result.append(store[top])
            t = nodes[top].right
        }
        return result
    }

    /// The last element, or `nil` when empty. O(log n) expected.
    var last: Element? {
        var t = root
        while t >= 0, nodes[t].right >= 0 { t = nodes[t].right }
        return t >= 0 ? store[t] : nil
    }

    /// The element of a live handle. O(1).
    func element(_ handle: Int) -> Element { store[handle] }

    /// The position of a live handle. O(log n) expected.
    func index(of handle: Int) -> Int {
        var result = size(nodes[handle].left)
        var x = handle
        while nodes[x].parent >= 0 {
            let p = nodes[x].parent
            if nodes[p].right == x { result += size(nodes[p].left) + 1 }
            x = p
        }
        return result
    }

    /// The sum of the weights of the elements before a live handle. O(log n) expected.
    func weight(before handle: Int) -> Int {
        var result = weightSum(nodes[handle].left)
        var x = handle
        while nodes[x].parent >= 0 {
            let p = nodes[x].parent
            if nodes[p].right == x { result += weightSum(nodes[p].left) + nodes[p].weight }
            x = p
        }
        return result
    }

    /// Inserts `elements`, in order, so the first is at `index`; returns their handles.
    /// O(k + log n) expected: the new elements are built into a treap in one
    /// pass, then joined with one split and two merges.
    mutating func insert(_ elements: [Element], at index: Int, weight: Int = 0) -> [Int] {
        var handles: [Int] = []
        handles.reserveCapacity(elements.count)
        for element in elements { handles.append(makeNode(element, weight: weight)) }
        let middle = buildTreap(handles)
        // Callers pass a count or an existing element's index (+1), never an index of their caller's.
        precondition(index >= 0 && index <= count, "PositionTree.insert: index \(index) outside 0...\(count)")
        let (before, after) = split(root, index)
        root = merge(merge(before, middle), after)
        if root >= 0 { nodes[root].parent = -1 }
        return handles
    }

    /// Removes the element of a live handle (the handle becomes free). O(log n) expected.
    mutating func remove(_ handle: Int) {
        let joined = merge(nodes[handle].left, nodes[handle].right)
        let p = nodes[handle].parent
        if joined >= 0 { nodes[joined].parent = p }
        if p < 0 {
            root = joined
        } else {
            if nodes[p].left == handle { nodes[p].left = joined } else { nodes[p].right = joined }
            refreshUpward(from: p)
        }
        nodes[handle].left = -1
        nodes[handle].right = -1
        nodes[handle].parent = -1
        freeSlots.append(handle)
    }

    /// Sets the weight of a live handle. O(log n) expected.
    mutating func setWeight(_ handle: Int, _ weight: Int) {
        nodes[handle].weight = weight
        refreshUpward(from: handle)
    }

    // MARK: Treap internals

    private func size(_ t: Int) -> Int { t < 0 ? 0 : nodes[t].size }
    private func weightSum(_ t: Int) -> Int { t < 0 ? 0 : nodes[t].weightSum }

    /// Recomputes a node's aggregates from its children and adopts them.
    private mutating func pull(_ t: Int) {
        let l = nodes[t].left
        let r = nodes[t].right
        nodes[t].size = 1 + size(l) + size(r)
        nodes[t].weightSum = nodes[t].weight + weightSum(l) + weightSum(r)
        if l >= 0 { nodes[l].parent = t }
        if r >= 0 { nodes[r].parent = t }
    }

    private mutating func refreshUpward(from start: Int) {
        var q = start
        while q >= 0 {
            pull(q)
            q = nodes[q].parent
        }
    }

    private mutating func makeNode(_ element: Element, weight: Int) -> Int {
        // SplitMix64 step: well-spread priorities from a fixed seed.
        seed &+= 0x9E37_79B9_7F4A_7C15
        var z = seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        let node = Node(weight: weight, weightSum: weight, priority: z ^ (z >> 31))
        if let slot = freeSlots.popLast() {
            nodes[slot] = node
            store[slot] = element
            return slot
        }
        nodes.append(node)
        store.append(element)
        return nodes.count - 1
    }

    /// Builds a treap of fresh nodes in the given order (a Cartesian tree on
    /// their priorities, with a stack), and returns its root. O(k).
    private mutating func buildTreap(_ handles: [Int]) -> Int {
        var stack: [Int] = []
        for x in handles {
            var last = -1
            while let top = stack.last, nodes[top].priority < nodes[x].priority {
                last = top
                stack.removeLast()
            }
            nodes[x].left = last
            if let top = stack.last { nodes[top].right = x }
            stack.append(x)
        }
        guard let top = stack.first else { return -1 }
        // Aggregates bottom-up: children before parents (iterative post-order).
        var order: [Int] = []
        order.reserveCapacity(handles.count)
        var pending = [top]
        while let t = pending.popLast() {
            order.append(t)
            if nodes[t].left >= 0 { pending.append(nodes[t].left) }
            if nodes[t].right >= 0 { pending.append(nodes[t].right) }
        }
        for t in order.reversed() { pull(t) }
        nodes[top].parent = -1
        return top
    }

    /// Splits `t` into its first `k` elements and the rest.
    private mutating func split(_ t: Int, _ k: Int) -> (Int, Int) {
        guard t >= 0 else { return (-1, -1) }
        let leftSize = size(nodes[t].left)
        if k <= leftSize {
            let (a, b) = split(nodes[t].left, k)
            nodes[t].left = b
            pull(t)
            return (a, t)
        }
        let (a, b) = split(nodes[t].right, k - leftSize - 1)
        nodes[t].right = a
        pull(t)
        return (t, b)
    }

    /// Joins two trees, every element of `a` before every element of `b`.
    private mutating func merge(_ a: Int, _ b: Int) -> Int {
        if a < 0 { return b }
        if b < 0 { return a }
        if nodes[a].priority > nodes[b].priority {
            nodes[a].right = merge(nodes[a].right, b)
            pull(a)
            return a
        }
        nodes[b].left = merge(a, nodes[b].left)
        pull(b)
        return b
    }
}

extension PositionTree: Sendable where Element: Sendable {}

/// One node of a ``PositionTree``: links by index, subtree aggregates and the
/// heap priority. Not generic, so the treap code works on a concrete layout.
struct PositionTreeNode: Sendable {
    var left = -1
    var right = -1
    var parent = -1
    var size = 1
    var weight: Int
    var weightSum: Int
    var priority: UInt64
}
