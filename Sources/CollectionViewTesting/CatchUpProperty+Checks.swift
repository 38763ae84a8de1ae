import CollectionView
import ListDiff

extension CatchUpProperty {
    /// The name (first line) of the view's scroll anchor: `r7` for row 7, `§3` for the header of section 3,
    /// ``LegibilityAudit/listEnd`` for the list's end.
    public static func anchorName(_ view: CollectionView) -> String? {
        if view.isAnchoredAtListEnd { return LegibilityAudit.listEnd }
        return switch view.scrollAnchor {
        case let .item(path)?: (view.itemID(at: path) as? Int).map { "r\($0)" }
        case let .header(section)?: (view.sectionID(section) as? Int).map { "§\($0)" }
        case nil: nil
        }
    }

    /// The audit of a batch from `old` to `new` on a view scrolled to `offset` before it, strictly around the view's
    /// anchor: it allows a scroll only where the view has none, or where the anchored offset was clamped at either
    /// end of a list that shrank (then the view has to scroll). O(rows of both lists).
    public static func audit(
        _ view: CollectionView, from old: AuditedList.Sections, to new: AuditedList.Sections, offset: Int
    ) -> LegibilityAudit {
        audit(from: old, to: new, anchor: anchorName(view), offset: offset, newOffset: view.scrollOffset,
              maximum: view.maximumScrollOffset)
    }

    private static func audit(
        from old: AuditedList.Sections, to new: AuditedList.Sections, anchor: String?, offset: Int, newOffset: Int,
        maximum: Int
    ) -> LegibilityAudit {
        // The list's end as the anchor is where the end of the scroll range keeps the offset: not a scroll.
        let clamped = (newOffset == maximum || newOffset == 0) && anchor != LegibilityAudit.listEnd
        return LegibilityAudit(
            old: AuditedList.elements(old), new: AuditedList.elements(new),
            scrolls: newOffset != offset && (anchor == nil || clamped), anchor: anchor
        )
    }

    /// The promises checked on one part of a batch's frames (the first the screen before it or at its resize, the
    /// last after it). Every element is one line and there are no separators, so element i is on content line i.
    static func check(
        _ part: Part, from old: AuditedList.Sections, to new: AuditedList.Sections, changeset: Changeset,
        batch: Int
    ) -> [Fault] {
        var faults: [Fault] = []
        let (frames, anchor) = (part.frames, part.anchor)
        let audit = audit(from: old, to: new, anchor: anchor, offset: part.offset, newOffset: part.newOffset,
                          maximum: part.maximum)
        let report = audit.audit(frames)
        // The frames side by side, a column each, every line named.
        let table = (0..<part.rows).map { y in
            frames.map { y < $0.count ? LegibilityAudit.name(of: $0[y]) : "" }
                .map { $0.padding(toLength: 8, withPad: " ", startingAt: 0) }.joined()
        }.joined(separator: "\n")
        if !report.isLegible {
            faults.append(Fault(batch: batch, what: "\(report), bounced \(audit.bounces(frames)), anchor \(anchor ?? "none"), "
                + "offset \(part.offset) → \(part.newOffset), \(part.rows) rows, frames:\n\(table)"))
        }
        let oldOrder = AuditedList.elements(old).map { $0[0] }
        let newOrder = AuditedList.elements(new).map { $0[0] }
        let oldIndex = Dictionary(oldOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let newIndex = Dictionary(newOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let oldScreen = part.offset..<(part.offset + part.rows), newScreen = part.newOffset..<(part.newOffset + part.rows)
        let movers = changeset.items.moved.map { "r\(old[$0.from.section].items[$0.from.item].id)" }
        // No moved row off the screen before and after is drawn.
        let named = frames.map { Set($0.map(LegibilityAudit.name(of:))) }
        for row in movers {
            guard let o = oldIndex[row], let n = newIndex[row], !oldScreen.contains(o), !newScreen.contains(n) else { continue }
            if named.contains(where: { $0.contains(row) }) {
                let at = frames.indices.filter { named[$0].contains(row) }
                faults.append(Fault(batch: batch, what: "\(row) (\(o) → \(n)) is off the screen before and after "
                    + "(\(oldScreen), \(newScreen)), yet drawn in frames \(at) of \(frames.count), anchor \(anchor ?? "none"), frames:\n\(table)"))
            }
        }
        // The anchor ends on its line but for the rows seen passing it (those on the screen before, but for one
        // under a sticky header: the first frame draws another name on line 0), unless the scroll range clamps the
        // offset or the part ends before the batch does.
        let covered = frames.first?.first.map { LegibilityAudit.name(of: $0) != oldOrder[safe: part.offset] } ?? false
        let oldSeen = (part.offset + (covered ? 1 : 0))..<oldScreen.upperBound
        if let anchor, let ao = oldIndex[anchor], let an = newIndex[anchor], let last = frames.last,
           part.newOffset != part.maximum, !part.isCut {
            var passed = 0
            for row in movers {
                guard let o = oldIndex[row], let n = newIndex[row], oldSeen.contains(o) else { continue }
                if o > ao, n < an { passed += 1 }
                if o < ao, n > an { passed -= 1 }
            }
            let expected = ao - part.offset + passed
            if expected > 0, expected < part.rows,
               last.firstIndex(where: { LegibilityAudit.name(of: $0) == anchor }) != expected {
                faults.append(Fault(batch: batch, what: "anchor \(anchor) from line \(ao - part.offset) does not end on \(expected)"))
            }
        }
        return faults.map { Fault(batch: $0.batch, what: part.label + $0.what) }
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
