import ListDiff
import SeededRandom
import Testing

/// The models' tests draw from the shared seeded generator, with their own helpers.
struct ModelsRandom: RandomNumberGenerator {
    private var base: SplitMix64
    init(seed: UInt64) { base = SplitMix64(seed: seed) }
    mutating func next() -> UInt64 { base.next() }
    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }
}

/// A contact: identity `id`, sorted by `name`, content is everything.
struct Person: Differentiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var name: String
    var phone: Int = 0
    var differenceIdentifier: Int { id }
    var description: String { "\(name)#\(id)" }
}

/// An identifier with a content flag, to check snapshot diffs with the reference applier.
struct Token<ID: Hashable>: Differentiable {
    var id: ID
    var marked: Bool
    var differenceIdentifier: ID { id }
    func isContentEqual(to source: Token) -> Bool { marked == source.marked }
}

/// Checks that `change` turns `old` into `new` under the reference rule
/// (``BatchMapping``): every new position holds the right identity, inserted
/// positions are exactly the new identities, reloads (first batch at old
/// paths, deferred at new paths of moved rows) are exactly the rows and
/// headers whose content changed, and applying the changeset gives `new`'s contents.
@discardableResult
func expectChange<M: Differentiable, I: Differentiable>(
    _ change: Changeset, from old: [ListSection<M, I>], to new: [ListSection<M, I>],
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let mapping: BatchMapping
    do {
        mapping = try BatchMapping(
            changeset: change, oldItemCounts: old.map(\.items.count), newItemCount: { $0 < new.count ? new[$0].items.count : 0 }
        )
    } catch {
        Issue.record("batch does not fit: \(error) — \(change)", sourceLocation: sourceLocation)
        return false
    }
    var ok = true
    func fail(_ message: String) {
        if ok { Issue.record(Comment(rawValue: message + " — \(change)"), sourceLocation: sourceLocation) }
        ok = false
    }
    if !change.followsTheWholeSectionConvention { fail("rows of an inserted or deleted section are listed") }
    guard mapping.newSectionCount == new.count else {
        fail("section count \(mapping.newSectionCount) ≠ \(new.count)")
        return false
    }
    let oldSectionIDs = Set(old.map(\.model.differenceIdentifier))
    var oldItems: [I.DifferenceIdentifier: I] = [:]
    for section in old { for item in section.items { oldItems[item.differenceIdentifier] = item } }
    var updatedItems = Set<I.DifferenceIdentifier>()
    for (t, section) in new.enumerated() {
        if let s = mapping.sectionSources[t] {
            if old[s].model.differenceIdentifier != section.model.differenceIdentifier { fail("section \(t) comes from the wrong section \(s)") }
        } else if oldSectionIDs.contains(section.model.differenceIdentifier) {
            fail("section \(t) is inserted but existed before")
        }
        guard mapping.itemSources[t].count == section.items.count else {
            fail("section \(t) gets \(mapping.itemSources[t].count) rows, expected \(section.items.count)")
            continue
        }
        for (i, item) in section.items.enumerated() {
            let id = item.differenceIdentifier
            if let from = mapping.itemSources[t][i] {
                if old[from.section].items[from.item].differenceIdentifier != id { fail("row \([t, i]) gets the wrong row \(from)") }
            } else if oldItems[id] != nil {
                fail("row \([t, i]) is inserted but existed before")
            }
            if let before = oldItems[id], !item.isContentEqual(to: before) { updatedItems.insert(id) }
        }
    }
    // Reloads: exactly the changed rows, never twice.
    var reloaded: [I.DifferenceIdentifier] = change.items.reloaded.map { old[$0.section].items[$0.item].differenceIdentifier }
    let moveTargets = Set(change.items.moved.map(\.to))
    for p in change.deferred.items {
        if !moveTargets.contains(p) { fail("deferred reload \(p) is not a moved row") }
        reloaded.append(new[p.section].items[p.item].differenceIdentifier)
    }
    if reloaded.count != Set(reloaded).count { fail("a row is reloaded twice") }
    if Set(reloaded) != updatedItems { fail("reloaded rows \(Set(reloaded).count) ≠ changed rows \(updatedItems.count)") }
    // Headers likewise.
    var oldModels: [M.DifferenceIdentifier: M] = [:]
    for section in old { oldModels[section.model.differenceIdentifier] = section.model }
    let updatedSections = Set(new.compactMap { section -> M.DifferenceIdentifier? in
        guard let before = oldModels[section.model.differenceIdentifier], !section.model.isContentEqual(to: before) else { return nil }
        return section.model.differenceIdentifier
    })
    var reloadedSections = change.sections.reloaded.map { old[$0].model.differenceIdentifier }
    let sectionTargets = Set(change.sections.moved.map(\.to))
    for t in change.deferred.sections {
        if !sectionTargets.contains(t) { fail("deferred header \(t) is not a moved section") }
        reloadedSections.append(new[t].model.differenceIdentifier)
    }
    if Set(reloadedSections) != updatedSections || reloadedSections.count != updatedSections.count {
        fail("reloaded headers ≠ changed headers")
    }
    // And the applier gives the new contents.
    do {
        let applied = try change.apply(
            to: old, sectionContent: { new[$0].model }, itemCount: { new[$0].items.count }, itemContent: { new[$0.section].items[$0.item] })
        for (t, section) in applied.enumerated() {
            for (i, item) in section.items.enumerated() where !item.isContentEqual(to: new[t].items[i]) {
                fail("row \([t, i]) has stale content after apply")
            }
        }
    } catch {
        fail("apply failed: \(error)")
    }
    return ok
}

extension Changeset {
    /// UIKit's convention: no row of an inserted section in `items.inserted`,
    /// none of a deleted section in `items.deleted` (moves in or out are fine).
    var followsTheWholeSectionConvention: Bool {
        let inserted = Set(sections.inserted), deleted = Set(sections.deleted)
        return !items.inserted.contains { inserted.contains($0.section) }
            && !items.deleted.contains { deleted.contains($0.section) }
    }
}
