import ListDiff

/// Checks a batch against the view's old layout and the data source's new
/// answers, and produces the new layout. Nothing is changed when it throws.
///
/// Order of the checks: the batch itself (``BatchMapping``), the section
/// count, each section's item count, then identities (sections, then rows):
/// every row with ``CollectionViewConfiguration/Validation/full``, the rows
/// the batch touches and their neighbours with
/// ``CollectionViewConfiguration/Validation/touched``, the rows it inserts
/// with ``CollectionViewConfiguration/Validation/counts`` (see
/// `BatchValidation+Touched.swift`; `mode` comes resolved, and an
/// unresolved `.automatic` checks as `.touched`). Returns, besides the
/// mapping and the new layout, what the derived layout learned about the
/// rows for the motion plan (``MotionPlan/Touched``; `nil` for `.full`).
enum BatchValidation {
    @MainActor
    static func validate(
        _ changeset: Changeset, old: ListLayout, source: any CollectionViewDataSource, separator: Bool,
        mode: CollectionViewConfiguration.Validation = .full
    ) throws(InvalidUpdate) -> (mapping: BatchMapping, layout: ListLayout, touched: MotionPlan.Touched?) {
        try validate(changeset, old: old, answers: DataSourceAnswers(source: source), separator: separator, mode: mode)
    }

    /// ``validate(_:old:source:separator:mode:)`` asking `source` through
    /// ``LayoutAnswers``, on whatever thread holds them (a live list's
    /// worker: ``PreparedBatch``).
    static func validate<Answers: LayoutAnswers>(
        _ changeset: Changeset, old: ListLayout, answers source: Answers, separator: Bool,
        mode: CollectionViewConfiguration.Validation = .full
    ) throws(InvalidUpdate) -> (mapping: BatchMapping, layout: ListLayout, touched: MotionPlan.Touched?) {
        let mapping = try checkedMapping(changeset, oldItemCounts: old.itemCounts, answers: source)
        if mode != .full {
            let touched = touchedRows(changeset, mapping: mapping, old: old)
            let (new, resized, places) = try derivedLayout(
                changeset, mapping: mapping, old: old, touched: touched, answers: source, separator: separator,
                checksKeptIDs: mode != .counts
            )
            return (mapping, new, MotionPlan.Touched(rows: touched, resized: resized, places: places))
        }
        let new = ListLayout.fetch(answers: source, separator: separator)
        try checkSectionIdentities(mapping: mapping, old: old, new: new)
        for t in 0..<mapping.newSectionCount {
            let newIDs = new.itemIDs[t]
            var origins = mapping.sourceCursor(section: t)
            for i in 0..<newIDs.count {
                guard let p = origins.origin(of: i).source, old.itemIDs[p.section][p.item] != newIDs[i] else { continue }
                throw itemIdentityError(at: ItemPath(item: i, section: t), id: newIDs[i], from: p, old: old)
            }
        }
        return (mapping, new, nil)
    }

    /// The batch's ``BatchMapping``, checked against the data source's
    /// counts: the batch itself (indices, duplicates, contradictions), the
    /// number of sections, then each section's number of items, each with
    /// UIKit's message. The one count check of the package: the view runs it
    /// on what it shows, and on the app's own counts before rewriting an
    /// app's batch around folds and a lifted row.
    ///
    /// - Parameters:
    ///   - oldItemCounts: each old section's number of items.
    ///   - source: answers the new counts (an inserted section brings as many rows as it says).
    /// - Throws: ``InvalidUpdate``, the first problem found.
    /// - Complexity: O(sections + changes · log changes).
    @MainActor
    static func checkedMapping(
        _ changeset: Changeset, oldItemCounts: [Int], source: any CollectionViewDataSource
    ) throws(InvalidUpdate) -> BatchMapping {
        try checkedMapping(changeset, oldItemCounts: oldItemCounts, answers: DataSourceAnswers(source: source))
    }

    /// ``checkedMapping(_:oldItemCounts:source:)`` asking `source` through ``LayoutAnswers``.
    static func checkedMapping<Answers: LayoutAnswers>(
        _ changeset: Changeset, oldItemCounts: [Int], answers source: Answers
    ) throws(InvalidUpdate) -> BatchMapping {
        let actualSections = source.numberOfSections()
        let mapping: BatchMapping
        do {
            // Inserted sections bring their rows: the data source says how many.
            mapping = try BatchMapping(changeset: changeset, oldItemCounts: oldItemCounts) { t in
                t < actualSections ? source.numberOfItems(inSection: t) : 0
            }
        } catch {
            throw InvalidUpdate(kind: .batch(error), message: error.description)
        }
        guard actualSections == mapping.newSectionCount else {
            throw sectionCountError(changeset, oldSections: oldItemCounts.count, expected: mapping.newSectionCount, actual: actualSections)
        }
        let expectedCounts = mapping.newItemCounts
        for t in 0..<actualSections {
            let actual = source.numberOfItems(inSection: t)
            guard actual == expectedCounts[t] else {
                throw itemCountError(
                    changeset, mapping: mapping, oldItemCounts: oldItemCounts, section: t, expected: expectedCounts[t], actual: actual
                )
            }
        }
        return mapping
    }

    /// Throws when a section the batch keeps or moves is not where the data source has it. O(sections).
    static func checkSectionIdentities(mapping: BatchMapping, old: ListLayout, new: ListLayout) throws(InvalidUpdate) {
        for (t, source) in mapping.sectionSources.enumerated() {
            guard let s = source, old.sectionIDs[s] != new.sectionIDs[t] else { continue }
            let error = ChangesetCheckError.sectionIdentity(
                section: t, id: show(new.sectionIDs[t]), oldSection: s, oldID: show(old.sectionIDs[s])
            )
            throw InvalidUpdate(kind: .sectionIdentity(section: t), message: error.description)
        }
    }

    /// The error for new row `path` whose data-source id is `id` where the batch puts old row `from`.
    static func itemIdentityError(at path: ItemPath, id: AnyHashable, from p: ItemPath, old: ListLayout) -> InvalidUpdate {
        let error = ChangesetCheckError.itemIdentity(path: path, id: show(id), oldPath: p, oldID: show(old.itemIDs[p.section][p.item]))
        return InvalidUpdate(kind: .itemIdentity(path: path), message: error.description)
    }

    /// An id as the messages show it (``ChangesetCheckError/show(_:)``).
    static func show(_ id: AnyHashable) -> String { ChangesetCheckError.show(id) }

    private static func sectionCountError(_ changeset: Changeset, oldSections: Int, expected: Int, actual: Int) -> InvalidUpdate {
        let error = ChangesetCheckError.sectionCount(changeset, oldCount: oldSections, expected: expected, actual: actual)
        return InvalidUpdate(kind: .sectionCount(expected: expected, actual: actual), message: error.description)
    }

    private static func itemCountError(
        _ changeset: Changeset, mapping: BatchMapping, oldItemCounts: [Int], section t: Int, expected: Int, actual: Int
    ) -> InvalidUpdate {
        let error = ChangesetCheckError.itemCount(
            changeset, mapping: mapping, oldItemCounts: oldItemCounts, section: t, expected: expected, actual: actual
        )
        return InvalidUpdate(kind: .itemCount(section: t, expected: expected, actual: actual), message: error.description)
    }
}
