/// The shape every screen runs on (Bubble Tea's): one state value, changed
/// only by a pure `update(state, event) -> (state, effects)`; the screen
/// that holds the loop performs the effects it returns (the update queue,
/// timers, the terminal) and reports what happened as further events.
///
/// The loop runs nothing itself and knows no runner, so nothing is bound to
/// it after it is made:
///
/// ```swift
/// func send(_ event: Event) {
///     for effect in loop.send(event) { perform(effect) }   // an effect may send again
/// }
/// ```
///
/// `ListScreen`, the demo's address book, `demo diff` and `demo watch` are
/// screens of this shape.
public struct UpdateLoop<State, Event, Effect> {
    /// The pure update.
    public typealias Update = (State, Event) -> (State, [Effect])
    /// The same update written in place: equal in meaning (a value in, a value
    /// out), but the state is changed where it is stored instead of copied
    /// first, which matters when it holds a large list (a copy-on-write copy
    /// of a million rows on every key would be a stall).
    public typealias UpdateInPlace = (inout State, Event) -> [Effect]

    /// The state now.
    public private(set) var state: State
    private let update: UpdateInPlace

    /// A loop from `state`, changed by `update`.
    public init(state: State, update: @escaping Update) {
        self.state = state
        self.update = { state, event in
            let (next, effects) = update(state, event)
            state = next
            return effects
        }
    }

    /// A loop from `state` whose update changes the state in place.
    public init(state: State, updateInPlace: @escaping UpdateInPlace) {
        self.state = state
        self.update = updateInPlace
    }

    /// Feeds `event` through the update and keeps the new state; returns
    /// the effects for the caller to perform, in order.
    public mutating func send(_ event: Event) -> [Effect] {
        update(&state, event)
    }
}
