import CollectionView
import Foundation
import FuzzSupport
import ListDiff

/// `Changeset` JSON checked against OLD and NEW through the view's own
/// validation (as `demo diff --changeset` does). The changeset is either the
/// input's own JSON text or the diff of OLD and NEW with entries dropped,
/// added or changed. The promises:
/// - JSON decodes to a changeset or throws (a `ChangesetDecodingError` for
///   a wrong structure); `jsonString` decodes to the same changeset;
/// - the view accepts the batch (validation `.full`) exactly when applying it
///   to OLD (`Changeset.apply`, the reference rule) gives NEW's sections and
///   rows with every kept, moved or reloaded one keeping its id (a reload
///   changes content, not identity), and the view then shows NEW;
/// - the diff of OLD and NEW is always accepted; it throws exactly when a
///   list repeats an id (a row's or a section's).
@_cdecl("FuzzChangeset_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzOne)
}

/// libFuzzer's own entry point, for when its `main` is the one linked.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    fuzzOne(data, size)
}

typealias List = [ListSection<String, Int>]

/// A list of up to 4 sections and 8 rows each, ids unique, from a small pool
/// so that OLD and NEW share most of them.
private func list(_ input: inout FuzzBytes) -> List {
    var sectionIDs = ["A", "B", "C", "D", "E"]
    var itemIDs = Array(0..<24)
    var result = List()
    for _ in 0..<input.int(in: 0...4) where !sectionIDs.isEmpty {
        let id = sectionIDs.remove(at: input.int(in: 0...(sectionIDs.count - 1)))
        var items: [Int] = []
        for _ in 0..<input.int(in: 0...8) where !itemIDs.isEmpty {
            items.append(itemIDs.remove(at: input.int(in: 0...(itemIDs.count - 1))))
        }
        result.append(ListSection(model: id, items: items))
    }
    return result
}

private func path(_ input: inout FuzzBytes) -> ItemPath {
    ItemPath(item: input.int(in: 0...9), section: input.int(in: 0...4))
}

/// The diff with a few entries dropped, added or changed.
private func mutated(_ changeset: Changeset, _ input: inout FuzzBytes) -> Changeset {
    var c = changeset
    for _ in 0..<input.int(in: 0...3) {
        switch input.int(in: 0...11) {
        case 0: if !c.items.inserted.isEmpty { c.items.inserted.removeLast() }
        case 1: if !c.items.deleted.isEmpty { c.items.deleted.removeFirst() }
        case 2: if !c.items.moved.isEmpty { c.items.moved.removeLast() }
        case 3: if !c.items.reloaded.isEmpty { c.items.reloaded.removeLast() }
        case 4: c.items.inserted.append(path(&input))
        case 5: c.items.deleted.append(path(&input))
        case 6: c.items.moved.append(Move(from: path(&input), to: path(&input)))
        case 7: c.items.reloaded.append(path(&input))
        case 8: c.sections.moved.append(Move(from: input.int(in: 0...4), to: input.int(in: 0...4)))
        case 9: c.sections.deleted.append(input.int(in: 0...4))
        case 10: c.sections.inserted.append(input.int(in: 0...4))
        default: c.deferred.items.append(path(&input))
        }
    }
    return c
}

private func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzBytes(data, size)
    return MainActor.assumeIsolated {
        var input = bytes
        let old = list(&input)
        let new = list(&input)
        checkDuplicates(old, new, &input)
        let changeset: Changeset
        let exact: Bool
        if input.bool() {
            let text = Data(input.rest())
            do {
                changeset = try JSONDecoder().decode(Changeset.self, from: text)
            } catch {
                return 0
            }
            exact = false
        } else {
            guard let diff = try? Changeset(from: old, to: new) else {
                require(false, "the diff of two lists with unique ids threw")
                return 0
            }
            exact = input.bool()
            changeset = exact ? diff : mutated(diff, &input)
        }
        let encoded = Data(changeset.jsonString.utf8)
        let decoded = try? JSONDecoder().decode(Changeset.self, from: encoded)
        require(decoded?.jsonString == changeset.jsonString, "jsonString does not decode to the same changeset: \(changeset.jsonString)")

        // A batch that does not fit may ask for new places NEW does not have:
        // they get values no list holds, so the result differs from NEW.
        let applied = try? changeset.apply(
            to: old, sectionContent: { new.indices.contains($0) ? new[$0].model : "?" },
            itemCount: { new.indices.contains($0) ? new[$0].items.count : 0 },
            itemContent: { new.indices.contains($0.section) && new[$0.section].items.indices.contains($0.item)
                ? new[$0.section].items[$0.item] : -1 })
        // The values here are also the ids, and `apply` takes a reloaded row's new value whole; but a
        // reload changes content, never identity. So the batch also has to keep the id of every row and
        // section it keeps, moves or reloads: the ids its mapping implies are NEW's.
        let newCount = { (t: Int) in new.indices.contains(t) ? new[t].items.count : 0 }
        let implied = (try? BatchMapping(changeset: changeset, oldItemCounts: old.map(\.items.count), newItemCount: newCount))
            .map { mapping in
                let rows = mapping.apply(to: old.map(\.items)) { p in
                    new.indices.contains(p.section) && new[p.section].items.indices.contains(p.item) ? new[p.section].items[p.item] : -1
                }
                return zip(mapping.sectionSources.indices, rows).map { t, items in
                    let model = mapping.sectionSources[t].map { old[$0].model } ?? (new.indices.contains(t) ? new[t].model : "?")
                    return "\(model):" + items.map(String.init).joined(separator: ",")
                }
            }
        let turnsOldIntoNew = (applied.map { ids($0) == ids(new) } ?? false) && implied == ids(new)

        let controller = ListController<String, Int>(
            clock: ManualClock(), executor: ManualExecutor(), header: { StyledText($0) }, row: { StyledText("\($0)") })
        controller.view.configuration.validation = .full
        controller.reload(to: old)
        var accepted = true
        do {
            // The whole batch, its deferred reloads included: the view validates them with it.
            try controller.swapAndPerform(new, changeset: changeset) {}
        } catch {
            accepted = false
        }
        require(accepted == turnsOldIntoNew,
                "view \(accepted ? "accepts" : "rejects") a batch that \(turnsOldIntoNew ? "turns" : "does not turn") OLD into NEW: "
                + "\(ids(old)) → \(ids(new)) by \(changeset.jsonString)")
        if exact { require(accepted, "the view rejects the diff") }
        return 0
    }
}

private func ids(_ list: List) -> [String] {
    list.map { "\($0.model):" + $0.items.map(String.init).joined(separator: ",") }
}

/// The diff throws exactly on a duplicate id: NEW with one of its row or
/// section ids repeated (or not) must throw (or not).
private func checkDuplicates(_ old: List, _ new: List, _ input: inout FuzzBytes) {
    var copy = new
    var repeated = false
    if !copy.isEmpty, input.bool() {
        let s = input.int(in: 0...(copy.count - 1))
        if input.bool() {
            if let item = copy[s].items.first {
                copy[input.int(in: 0...(copy.count - 1))].items.append(item)
                repeated = true
            }
        } else {
            copy.append(ListSection(model: copy[s].model, items: []))
            repeated = true
        }
    }
    var threw = false
    do { _ = try Changeset(from: old, to: copy) } catch { threw = true }
    require(threw == repeated, "the diff \(threw ? "threw" : "did not throw") on \(ids(copy))")
}
