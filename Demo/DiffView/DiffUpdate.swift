import CollectionView

/// Everything `demo diff`'s screen knows, as a value (the lists and the
/// changeset are fixed; this is what keys and time change).
struct DiffState: Sendable {
    /// Index into ``DemoState/speeds``.
    var speedIndex = DemoState.normalSpeedIndex
    /// `p`: the changeset panel.
    var showPanel = true
    /// Counts replays: a pause or a landing of an earlier one is stale.
    var generation = 0
    /// The view after the animation, compared with NEW.
    var verification: Verification = .pending
    /// Set by the quit keys.
    var quitRequested = false
}

/// What `demo diff`'s screen reacts to.
enum DiffEvent: Sendable {
    /// A key of ``DiffScreen/keyMap``.
    case key(DiffScreen.Action)
    /// OLD has been shown for the pause of replay `generation`.
    case pauseEnded(generation: Int)
    /// The animation of replay `generation` into NEW ended; the verdict, if it was shown.
    case landed(generation: Int, Verification?)
}

/// What the shell of `demo diff` does.
enum DiffEffect: Sendable {
    /// Show OLD at once, then report ``DiffEvent/pauseEnded(generation:)`` after the pause.
    case showOld(generation: Int)
    /// Animate into NEW, then report ``DiffEvent/landed(generation:_:)``.
    case animateToNew(generation: Int)
    /// The animation duration changed.
    case animationDuration(Duration)
    /// Scroll the list.
    case scroll(DiffScreen.Action)
    /// Draw again.
    case redraw
}

/// `demo diff`'s logic as a pure function, the same loop shape as the address book's ``DemoUpdate``.
enum DiffUpdate {
    /// The next state and the effects `event` causes in `state`.
    static func update(_ state: DiffState, _ event: DiffEvent) -> (DiffState, [DiffEffect]) {
        var next = state
        var effects: [DiffEffect] = []
        switch event {
        case .key(.replay):
            next.generation += 1
            next.verification = .pending
            effects.append(.showOld(generation: next.generation))
        case .key(.faster):
            changeSpeed(by: 1, &next, &effects)
        case .key(.slower):
            changeSpeed(by: -1, &next, &effects)
        case .key(.panel):
            next.showPanel.toggle()
        case .key(.quit):
            next.quitRequested = true
        case let .key(scroll):
            effects.append(.scroll(scroll))
        case let .pauseEnded(generation):
            if generation == next.generation { effects.append(.animateToNew(generation: generation)) }
        case let .landed(generation, verdict):
            if generation == next.generation, let verdict { next.verification = verdict }
        }
        effects.append(.redraw)
        return (next, effects)
    }

    /// One step faster (+1) or slower (−1), within ``DemoState/speeds``.
    private static func changeSpeed(by step: Int, _ state: inout DiffState, _ effects: inout [DiffEffect]) {
        state.speedIndex = DemoState.speedIndex(state.speedIndex, step: step)
        effects.append(.animationDuration(DiffFrames.duration / DemoState.speeds[state.speedIndex]))
    }
}
