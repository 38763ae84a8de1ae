/// How change events are read: which fields of an object are its key, its
/// section, its sort value and its shown cells (dotted paths into nested
/// objects, such as `metadata.name`).
public struct EventOptions: Hashable, Sendable {
    /// The identity field. Default `id`.
    public var key: JSONPath
    /// The field rows are grouped by; `nil` for one list without sections.
    public var section: JSONPath?
    /// The field rows are ordered by within their section; `nil` keeps the
    /// order of arrival.
    public var sort: JSONPath?
    /// Whether ``sort`` orders from the largest value down.
    public var descending: Bool
    /// The cells shown, in order; `nil` shows each object's top-level
    /// fields, ordered by name.
    public var fields: [JSONPath]?
    /// Whether each record keeps its whole object (``EventRecord/object``),
    /// for a pane that shows a row's object (``PrettyJSON``). Default `false`:
    /// a record keeps only what a list shows, and a resync's elements are read
    /// without building their objects; with it, every object is built and kept
    /// (its memory, for every row a list holds).
    public var keepsObjects: Bool

    /// Options; every parameter has the default described on its property.
    public init(
        key: JSONPath = "id", section: JSONPath? = nil, sort: JSONPath? = nil, descending: Bool = false,
        fields: [JSONPath]? = nil, keepsObjects: Bool = false
    ) {
        self.keepsObjects = keepsObjects
        self.key = key
        self.section = section
        self.sort = sort
        self.descending = descending
        self.fields = fields
    }
}
