/// The shape every demo screen runs on (Bubble Tea's): one state value,
/// changed only by a pure `update(state, event) -> (state, effects)`, and a
/// shell that runs the effects (the update queue, timers, the terminal) and
/// reports what happened as further events. The address book
/// (``DemoController``), `demo diff` (``DiffScreen``) and `demo watch`
/// (``WatchScreen``) are loops of this type.
@MainActor
final class UpdateLoop<State: Sendable, Event, Effect> {
    /// The pure update.
    typealias Update = (State, Event) -> (State, [Effect])
    /// The same update written in place: equal in meaning (a value in, a value
    /// out), but the state is changed where it is stored instead of copied
    /// first, which matters when it holds a large list (a copy-on-write copy
    /// of a million rows on every key would be a stall).
    typealias UpdateInPlace = (inout State, Event) -> [Effect]

    /// The state now.
    private(set) var state: State
    private let update: UpdateInPlace
    private var runEffect: (Effect) -> Void = { _ in }

    /// A loop from `state`; effects are dropped until ``run(effects:)`` names their runner.
    init(state: State, update: @escaping Update) {
        self.state = state
        self.update = { state, event in
            let (next, effects) = update(state, event)
            state = next
            return effects
        }
    }

    /// A loop from `state` whose update changes the state in place.
    init(state: State, updateInPlace: @escaping UpdateInPlace) {
        self.state = state
        self.update = updateInPlace
    }

    /// Names the shell's effect runner (it usually holds the loop, so it comes after it).
    func run(effects runner: @escaping (Effect) -> Void) {
        runEffect = runner
    }

    /// Feeds `event` through the update, keeps the new state, then runs the
    /// effects in order (an effect may send further events: they see the new state).
    func send(_ event: Event) {
        let effects = update(&state, event)
        for effect in effects { runEffect(effect) }
    }
}
