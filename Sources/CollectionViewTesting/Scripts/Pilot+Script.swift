import CollectionView

extension Pilot {
    /// Plays one step of a key script: presses its key, types its text,
    /// lets its time pass (a frame at a time while something moves) or
    /// resizes the screen.
    public func play(_ step: ScriptStep) {
        switch step {
        case let .key(key): press(key)
        case let .type(text): type(text)
        case let .wait(duration): wait(duration)
        case let .resize(columns, rows): resize(to: CellSize(columns: columns, rows: rows))
        }
    }

    /// Plays the steps of a key script in order (``KeyScript/parse(_:)``).
    public func play(_ steps: [ScriptStep]) {
        for step in steps { play(step) }
    }
}
