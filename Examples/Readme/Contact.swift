// README: identity
import ListDiff

/// A row of an address book. Its identity is its `id`, not the whole value:
/// renaming Ada is then an update of her row (it flashes, or glides and
/// then flashes if the new name sorts elsewhere), not a delete and an insert.
struct Contact: Differentiable, Equatable, Sendable {
    let id: Int
    var name: String
    var differenceIdentifier: Int { id }  // content: `==` on the whole value
}
// README: end
