import ListDiff

/// A batch that ``CollectionView/performBatchUpdates(_:animated:duration:completion:)``
/// refused: the view is exactly as it was before the call.
///
/// The message reads like UIKit's ("Invalid update: invalid number of items
/// in section 2. …"), so people who know UICollectionView recognise it.
public struct InvalidUpdate: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Kind: Hashable, Sendable {
        /// The batch itself does not fit the view's old counts (an index out
        /// of range, used twice, or two contradicting operations).
        case batch(BatchError)
        /// The data source has `actual` sections; the batch implies `expected`.
        case sectionCount(expected: Int, actual: Int)
        /// Section `section` (new index) of the data source has `actual` items; the batch implies `expected`.
        case itemCount(section: Int, expected: Int, actual: Int)
        /// The section the batch puts at new index `section` is not the one the data source has there.
        case sectionIdentity(section: Int)
        /// The row the batch puts at new path `path` is not the one the data source has there.
        case itemIdentity(path: ItemPath)
    }

    /// What was wrong, for code.
    public let kind: Kind
    /// What was wrong, for people: a UIKit-style sentence.
    public let message: String

    /// Creates an error; `message` is the full sentence.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
