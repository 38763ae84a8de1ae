/// A value the diff can follow through a change: it has an identity that
/// stays the same when the value is edited, and a content that says whether
/// it was edited.
///
/// Same identity + different content is an *update* (a reload); a different
/// identity is a different element (a delete and an insert, or a move).
///
/// `Hashable` types get both for free: the value is its own identity, and
/// two equal values have equal content. `Equatable` types that declare an
/// identifier get `isContentEqual(to:)` from `==`.
public protocol Differentiable {
    /// The type of the identity.
    associatedtype DifferenceIdentifier: Hashable

    /// The identity that survives edits: unique within one list.
    var differenceIdentifier: DifferenceIdentifier { get }

    /// Whether `self` shows the same content as `source`, which has the same identity.
    func isContentEqual(to source: Self) -> Bool
}

extension Differentiable where Self: Equatable {
    /// Content equality is `==`.
    public func isContentEqual(to source: Self) -> Bool { self == source }
}

extension Differentiable where Self: Hashable {
    /// The value is its own identity.
    public var differenceIdentifier: Self { self }
}

extension String: Differentiable {}
extension Substring: Differentiable {}
extension Character: Differentiable {}
extension Int: Differentiable {}
extension Int64: Differentiable {}
extension Int32: Differentiable {}
extension UInt: Differentiable {}
extension UInt64: Differentiable {}
extension UInt32: Differentiable {}
extension Double: Differentiable {}
extension Bool: Differentiable {}
extension AnyHashable: Differentiable {}
