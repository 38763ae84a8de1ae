/// Runs a body once for each index in `0..<count`, maybe on several threads
/// at once, and returns when every run has ended: how a caller with threads
/// lends them to work ListDiff splits (``LiveListModel/setOrder(_:parallel:)``
/// slots and sorts each section apart). ListDiff owns no thread: a caller
/// passes, say, `{ DispatchQueue.concurrentPerform(iterations: $0, execute: $1) }`.
public typealias ParallelFor = @Sendable (_ count: Int, _ body: @Sendable (Int) -> Void) -> Void
