import ListDiff

/// The live model's hot operations, compiled for the app's own section and
/// row types: a ``LiveList`` creates them in its inlinable initializer, so
/// the closures are specialized where the app names its types, while the
/// list's own code (in this module) is generic and would otherwise run the
/// model through witness tables and generic metadata, copying each section
/// and touched row by value witness (about half the cost of applying a
/// batch on a large list). The readers take the model `inout` only so that
/// it is passed in place: by value, the generic caller would copy the whole
/// model for each row it reads.
///
/// Sendable: every hook is, so that a worker may read the model it computed
/// (`LiveModelAnswers`) as the UI thread reads the model shown.
@usableFromInline
struct LiveListHooks<SectionKey: Hashable & Comparable & Sendable, Row: Differentiable & Sendable>: Sendable
where Row.DifferenceIdentifier: Comparable & Sendable {
    /// Applies coalesced changes to the model and returns the batch (``LiveListModel/apply(_:)``).
    let apply: @Sendable (inout LiveListModel<SectionKey, Row>, LiveChanges<Row>) -> Changeset
    /// Sets the model's filter and returns the batch (``LiveListModel/setFilter(_:)``): O(n), so a million
    /// rows must not go through witness tables. Sendable: a list with a worker runs it off the UI thread.
    let setFilter: @Sendable (inout LiveListModel<SectionKey, Row>, (@Sendable (Row) -> Bool)?) -> Changeset
    /// Orders the model anew and returns the batch (``LiveListModel/setOrder(_:parallel:)``), its
    /// sections slotted and sorted on the threads given: O(n log n).
    /// Sendable: a list with a worker runs it off the UI thread.
    let setOrder: @Sendable (inout LiveListModel<SectionKey, Row>, LiveListOrder<Row>, ParallelFor?) -> Changeset
    /// The identity of the row at a path, boxed for the view, `nil` if there is none.
    let id: @Sendable (inout LiveListModel<SectionKey, Row>, ItemPath) -> AnyHashable?
    /// Whether the row at a path has a given identity, compared typed: the
    /// view's check of a batch's touched rows, without boxing the model's id
    /// (``CollectionViewDataSource/itemID(at:is:)``).
    let hasID: @Sendable (inout LiveListModel<SectionKey, Row>, ItemPath, AnyHashable) -> Bool
    /// The identities of the run of rows holding a path and the index of the
    /// first, boxed for the view, `nil` if there is no row there
    /// (``LiveListModel/idRun(at:)``): a million-row section is laid out
    /// one run per lookup.
    let idRun: @Sendable (inout LiveListModel<SectionKey, Row>, ItemPath) -> (start: Int, ids: [AnyHashable])?
    /// The identities of rows `items` of a section, boxed for the view, one
    /// per row (a path with no row answers the path itself, as ``id`` does):
    /// a run of rows a batch inserts is read at once
    /// (``CollectionViewDataSource/itemIDs(inSection:items:)``). O(log n + items.count).
    let ids: @Sendable (inout LiveListModel<SectionKey, Row>, Int, Range<Int>) -> [AnyHashable]

    @usableFromInline
    init(
        apply: @escaping @Sendable (inout LiveListModel<SectionKey, Row>, LiveChanges<Row>) -> Changeset,
        setFilter: @escaping @Sendable (inout LiveListModel<SectionKey, Row>, (@Sendable (Row) -> Bool)?) -> Changeset,
        setOrder: @escaping @Sendable (inout LiveListModel<SectionKey, Row>, LiveListOrder<Row>, ParallelFor?) -> Changeset,
        id: @escaping @Sendable (inout LiveListModel<SectionKey, Row>, ItemPath) -> AnyHashable?,
        hasID: @escaping @Sendable (inout LiveListModel<SectionKey, Row>, ItemPath, AnyHashable) -> Bool,
        idRun: @escaping @Sendable (inout LiveListModel<SectionKey, Row>, ItemPath) -> (start: Int, ids: [AnyHashable])?,
        ids: @escaping @Sendable (inout LiveListModel<SectionKey, Row>, Int, Range<Int>) -> [AnyHashable]
    ) {
        self.apply = apply
        self.setFilter = setFilter
        self.setOrder = setOrder
        self.id = id
        self.hasID = hasID
        self.idRun = idRun
        self.ids = ids
    }

    /// The hooks, specialized for the caller's types when inlined into its module.
    @inlinable
    static var specialized: LiveListHooks {
        LiveListHooks(
            apply: { $0.apply($1) },
            setFilter: { $0.setFilter($1) },
            setOrder: { $0.setOrder($1, parallel: $2) },
            id: { model, path in model.id(at: path).map { AnyHashable($0) } },
            hasID: { model, path, id in
                guard let own = model.id(at: path), let other = id.base as? Row.DifferenceIdentifier else { return false }
                return own == other
            },
            idRun: { model, path in model.idRun(at: path).map { run in (run.start, run.ids.map { AnyHashable($0) }) } },
            ids: { model, section, items in
                var ids: [AnyHashable] = []
                ids.reserveCapacity(items.count)
                var item = items.lowerBound
                model.forEachID(inSection: section, items: items) { id in
                    ids.append(id.map { AnyHashable($0) } ?? AnyHashable(ItemPath(item: item, section: section)))
                    item += 1
                }
                return ids
            }
        )
    }
}
