import CollectionView
@testable import Demo
import ListDiff
import Testing

/// Keys pressed faster than the animations: each acts on the list the user
/// will see when the motion ends (the model), never on the frame being drawn.
@MainActor @Suite struct QuickKeysTests {
    /// The person ids shown, in order, and the model's.
    static func shown(_ demo: HeadlessDemo) -> [Int] { demo.controller.list.shownState.flatMap { $0.items.map(\.id) } }
    static func model(_ demo: HeadlessDemo) -> [Int] { demo.controller.state.display.flatMap { $0.items.map(\.id) } }

    /// The person the view has selected.
    static func selected(_ demo: HeadlessDemo) -> Int? {
        if case let .person(id)? = demo.controller.navigator.cursor { return id }
        return nil
    }

    /// Presses `key` `count` times, `gap` apart on the clock, then lets everything land.
    static func press(_ key: ViewInput, _ count: Int, gap: Duration, on demo: HeadlessDemo) {
        for _ in 0..<count {
            demo.play(.key(key))
            demo.play(.wait(gap))
        }
        demo.finish()
    }

    @Test(arguments: [Duration.milliseconds(100), .milliseconds(16), .zero])
    func quickDeletesDeleteOneRowEach(gap: Duration) throws {
        let demo = HeadlessDemo()
        demo.play(.key(.down))
        demo.finish()
        let before = Self.model(demo)
        let selected = try #require(Self.selected(demo))
        let start = try #require(before.firstIndex(of: selected))
        Self.press(.character("d"), 5, gap: gap, on: demo)
        let after = Self.model(demo)
        // The five rows from the selected one down are gone, in one go or five.
        #expect(after == Array(before[..<start]) + Array(before[(start + 5)...]))
        #expect(Self.shown(demo) == after)
        #expect(demo.controller.verification == .verified)
        #expect(Self.selected(demo) == before[start + 5])
    }

    @Test(arguments: [Duration.milliseconds(100), .zero])
    func quickAddsAddOneRowEach(gap: Duration) {
        let demo = HeadlessDemo()
        demo.finish()
        let count = demo.controller.state.book.count
        Self.press(.character("a"), 6, gap: gap, on: demo)
        #expect(demo.controller.state.book.count == count + 6)
        #expect(Self.shown(demo) == Self.model(demo))
        #expect(demo.controller.verification == .verified)
    }

    @Test(arguments: [Duration.milliseconds(100), .zero])
    func quickMovesMoveTheRowOneStepEach(gap: Duration) throws {
        let demo = HeadlessDemo()
        demo.play(.key(.down))
        demo.finish()
        let before = Self.model(demo)
        let selected = try #require(Self.selected(demo))
        let start = try #require(before.firstIndex(of: selected))
        Self.press(.character("J"), 3, gap: gap, on: demo)
        let after = Self.model(demo)
        #expect(after.firstIndex(of: selected) == start + 3, "\(before.prefix(8)) → \(after.prefix(8))")
        #expect(Self.shown(demo) == after)
        #expect(demo.controller.verification == .verified)
        #expect(Self.selected(demo) == selected)
    }

    @Test func withReducedMotionEveryKeyActsOnce() throws {
        let demo = HeadlessDemo()
        demo.play(.key(.character("0")))  // reduced motion: batches land at once
        demo.play(.key(.down))
        demo.finish()
        let before = Self.model(demo)
        let selected = try #require(Self.selected(demo))
        let start = try #require(before.firstIndex(of: selected))
        Self.press(.character("d"), 4, gap: .zero, on: demo)
        Self.press(.character("a"), 2, gap: .zero, on: demo)
        let after = Self.model(demo)
        #expect(after.count == before.count - 2)
        #expect(Set(before[start..<(start + 4)]).isDisjoint(with: after))
        #expect(Self.shown(demo) == after)
        #expect(demo.controller.verification == .verified)
    }
}
