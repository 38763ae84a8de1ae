import CollectionView
import CollectionViewTesting
import Foundation
import ListDiff
import Testing

/// `performBatchUpdates(_:animated:duration:completion:)`: a batch given a
/// duration moves for that long (its deferred flashes for half of it);
/// `nil` keeps the configured animation.
@MainActor
@Suite struct BatchDurationTests {
    static let names = ["a", "b", "c", "d"]

    /// Runs `changeset` (to `sections`) with `duration` on a view configured
    /// for `configured`, stepping frame by frame; returns when its
    /// completion was called, and the frame drawn at `probe` (if given).
    func end(
        of changeset: Changeset, to sections: [SectionedDataSource.Section], duration: Duration?,
        configured: Duration = .milliseconds(250)
    ) throws -> Duration? {
        let (view, source, clock) = makeView([section("S", Self.names)]) { $0.animationDuration = configured }
        source.sections = sections
        var completedAt: Duration?
        try view.performBatchUpdates(changeset, duration: duration) { completed in
            #expect(completed)
            completedAt = clock.now
        }
        FrameStepper(size: view.viewportSize, clock: clock).finish(view)
        return completedAt
    }

    /// A row inserted at the top.
    static let insert = Changeset(items: .init(inserted: [path(0, 0)]))
    static let inserted = [section("S", ["new"] + names)]

    /// "d" moves to the top and changes: its reload is deferred to a flash after the move.
    static let moveAndChange = Changeset(
        items: .init(moved: [Move(from: path(0, 3), to: path(0, 0))]), deferred: .init(items: [path(0, 0)])
    )
    static var movedAndChanged: [SectionedDataSource.Section] {
        var edited = section("S", ["d", "a", "b", "c"])
        edited.items[0].content = "D!"
        return [edited]
    }

    @Test func aBatchGivenADurationEndsAtThatDuration() throws {
        #expect(try end(of: Self.insert, to: Self.inserted, duration: .milliseconds(100)) == .milliseconds(100))
        #expect(try end(of: Self.insert, to: Self.inserted, duration: .milliseconds(600)) == .milliseconds(600))
    }

    @Test func aNilDurationKeepsTheConfiguredOne() throws {
        #expect(try end(of: Self.insert, to: Self.inserted, duration: nil) == .milliseconds(250))
        #expect(try end(of: Self.insert, to: Self.inserted, duration: nil, configured: .milliseconds(400))
            == .milliseconds(400))
    }

    /// The flash of a deferred reload takes half the given duration, after the moves.
    @Test func aDeferredFlashTakesHalfTheGivenDuration() throws {
        #expect(try end(of: Self.moveAndChange, to: Self.movedAndChanged, duration: .milliseconds(100))
            == .milliseconds(150))
        #expect(try end(of: Self.moveAndChange, to: Self.movedAndChanged, duration: nil) == .milliseconds(375))
    }

    /// The motion is spread over the given duration: midway the moved row is
    /// between its places, and at the end it has landed.
    @Test func theMovesFollowTheGivenDuration() throws {
        let (view, source, clock) = makeView([section("S", Self.names)])
        source.sections = [section("S", ["d", "a", "b", "c"])]
        try view.performBatchUpdates(
            Changeset(items: .init(moved: [Move(from: path(0, 3), to: path(0, 0))])), duration: .milliseconds(100)
        )
        func line(of name: String, at time: Duration) -> Int? {
            view.frame(at: clock.now + time, columns: 24, rows: 10).render()
                .split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.trimmingCharacters(in: .whitespaces) == name }
        }
        #expect(line(of: "d", at: .zero) == 3)
        #expect(line(of: "d", at: .milliseconds(50)).map { (1...2).contains($0) } == true)
        #expect(line(of: "d", at: .milliseconds(100)) == 0)
    }

    /// A zero duration applies at once, as `animated: false` does.
    @Test func aZeroDurationAppliesAtOnce() throws {
        let (view, source, _) = makeView([section("S", Self.names)])
        source.sections = Self.inserted
        var completed = false
        try view.performBatchUpdates(Self.insert, duration: .zero) { completed = $0 }
        #expect(completed)
        #expect(!view.isAnimating)
    }
}
