import SeededRandom
import ListDiff

/// `bench models`: what an incremental `SortedSections.update(addOrUpdate:delete:)`
/// costs on a large list, against a full re-sort and diff of the same list.
///
/// 100,000 contacts grouped by initial (26 sections) and sorted by name; then
/// 1,000 random updates of 10 items each (3 new contacts, 2 renames — the row
/// moves —, 2 content edits, 3 deletions). Reports the median, p99 and
/// maximum time per call, and for contrast one `setItems` and one `resort()`
/// of the whole list. Names, edits and deletions come from a fixed seed.
enum ModelsBench {
    /// A contact: identity `id`, sorted by `name`.
    private struct Contact: Equatable, Differentiable {
        var id: Int
        var name: String
        var phone: Int
        var differenceIdentifier: Int { id }
    }

    /// Seeded, so every run makes the same list and the same updates.
    private struct Random: RandomNumberGenerator {
        var base: SplitMix64
        init(state: UInt64) { base = SplitMix64(seed: state) }
        mutating func next() -> UInt64 { base.next() }

        mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &self) }

        mutating func name() -> String {
            let initial = Character(Unicode.Scalar(UInt8(65 + int(0..<26))))
            let rest = (0..<int(4..<9)).map { _ in Character(Unicode.Scalar(UInt8(97 + int(0..<26)))) }
            return String(initial) + String(rest)
        }
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    static func run() {
        let count = 100_000
        let calls = 1_000
        var random = Random(state: 0x0DE1_5000)
        var contacts = (0..<count).map { Contact(id: $0, name: random.name(), phone: 0) }
        var book = SortedSections<Contact, Character>(
            sectionKey: { $0.name.first ?? "#" },
            areInIncreasingOrder: { $0.name < $1.name })
        let clock = ContinuousClock()

        var setItemsTime = Duration.zero
        do {
            setItemsTime = try clock.measure { _ = try book.setItems(contacts) }
        } catch {
            print("bench models: setItems failed: \(error)")
            return
        }

        // Live ids, kept in an array with swap-remove so picks are O(1).
        var live = contacts.map(\.id)
        var nextID = count
        var times: [Double] = []
        times.reserveCapacity(calls)
        var moves = 0
        var reloads = 0
        for _ in 0..<calls {
            var add: [Contact] = []
            var delete: [Int] = []
            var picked = Set<Int>()
            func pick() -> Int {
                while true {
                    let slot = random.int(0..<live.count)
                    if picked.insert(live[slot]).inserted { return slot }
                }
            }
            for _ in 0..<3 {
                add.append(Contact(id: nextID, name: random.name(), phone: 0))
                nextID += 1
            }
            for k in 0..<4 {
                let id = live[pick()]
                guard var contact = book.item(withID: id) else { continue }
                if k < 2 { contact.name = random.name() } else { contact.phone += 1 }
                add.append(contact)
            }
            var slots: [Int] = []
            for _ in 0..<3 { slots.append(pick()) }
            for slot in slots.sorted(by: >) {
                delete.append(live[slot])
                live.swapAt(slot, live.count - 1)
                live.removeLast()
            }
            var change = Changeset()
            let elapsed = clock.measure {
                do {
                    change = try book.update(addOrUpdate: add, delete: delete)
                } catch {
                    print("bench models: update failed: \(error)")
                }
            }
            live.append(contentsOf: add.prefix(3).map(\.id))
            times.append(milliseconds(elapsed))
            moves += change.items.moved.count
            reloads += change.items.reloaded.count + change.deferred.items.count
        }

        contacts = book.allItems.reversed()
        let resortTime = clock.measure { _ = book.setComparator { $0.name > $1.name } }

        times.sort()
        let median = times[times.count / 2]
        let p99 = times[min(times.count - 1, times.count * 99 / 100)]
        let maximum = times.last ?? 0
        print("bench models: \(count) items, \(book.numberOfSections) sections, \(calls) updates of 10 items (3 new, 2 renamed, 2 edited, 3 deleted)")
        print(String(format: "  update(addOrUpdate:delete:)  median %.3f ms   p99 %.3f ms   max %.3f ms", median, p99, maximum))
        print("  rows moved \(moves), rows reloaded \(reloads) over all calls")
        print(String(format: "  for contrast: setItems of all %d  %.1f ms;  setComparator (Z→A) re-sort + full diff  %.1f ms",
                     count, milliseconds(setItemsTime), milliseconds(resortTime)))
        runSnapshot(&random)
    }

    /// A 100,000-item `Snapshot`: building it, single edits in the middle of
    /// large sections, index look-ups, and the diff of two such snapshots.
    private static func runSnapshot(_ random: inout Random) {
        let clock = ContinuousClock()
        let count = 100_000
        let edits = 1_000
        var snapshot = Snapshot<Int, Int>()
        let build = clock.measure {
            do {
                try snapshot.appendSections(Array(0..<26))
                for s in 0..<26 { try snapshot.appendItems(Array(stride(from: s, to: count, by: 26)), toSection: s) }
            } catch {
                print("bench models: snapshot build failed: \(error)")
            }
        }
        let before = snapshot
        var nextID = count
        var failed = false
        let editTime = clock.measure {
            for _ in 0..<edits {
                let anchor = random.int(0..<count)
                let other = random.int(0..<count)
                do {
                    if anchor % 26 != 0 {  // leave some anchors for moves
                        try snapshot.insertItems([nextID], beforeItem: anchor)
                        nextID += 1
                    }
                    if other != anchor { try snapshot.moveItem(other, afterItem: anchor) }
                    _ = snapshot.indexOfItem(other)
                } catch {
                    failed = true
                }
            }
        }
        if failed { print("bench models: a snapshot edit failed") }
        var change = Changeset()
        let diffTime = clock.measure { change = snapshot.changeset(from: before) }
        print(String(format: "  Snapshot, %d items in 26 sections: build by appends %.1f ms; %d × (insertItems(beforeItem:) + moveItem(afterItem:) + indexOfItem) %.3f ms each; diff of the two snapshots %.1f ms (%d moves)",
                     count, milliseconds(build), edits, milliseconds(editTime) / Double(edits), milliseconds(diffTime), change.moveCount))
    }
}
