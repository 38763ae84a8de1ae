import CollectionView

/// Frames at chosen times, and the clock moved by hand: for tests that look
/// at a batch at instants of their own rather than at every frame.
extension FrameStepper {
    /// `view` as it will be drawn at each of `offsets` from now (the view's
    /// `frame(at:columns:rows:)`), without moving the clock, ending a batch
    /// or running anything: a look ahead at the running animation.
    ///
    /// Each frame's ``Frame/time`` is the time it shows (now + its offset).
    /// O(offsets × the frame's size).
    ///
    /// - Parameters:
    ///   - view: the view to look at; it must animate on this stepper's ``clock``.
    ///   - offsets: how far from now each frame is, in any order.
    ///   - colorCount: the colours the canvas has (256 unless told).
    public func frames(of view: CollectionView, after offsets: [Duration], colorCount: Int = 256) -> [Frame] {
        let start = clock.now
        return offsets.map { offset in
            Frame(time: start + offset,
                  canvas: view.frame(at: start + offset, columns: size.columns, rows: size.rows, colorCount: colorCount))
        }
    }

    /// `view` looked at (as ``frames(of:after:colorCount:)``) every `interval`
    /// from now through `length`, then once more at `length` itself: a 60 Hz
    /// frame loop's view of a batch, its end included whatever the interval.
    ///
    /// - Precondition: `interval` is positive.
    public func frames(of view: CollectionView, every interval: Duration, through length: Duration) -> [Frame] {
        precondition(interval > .zero, "FrameStepper.frames(of:every:through:): the interval must be positive")
        var offsets: [Duration] = []
        var offset = Duration.zero
        while offset <= length {
            offsets.append(offset)
            offset += interval
        }
        return frames(of: view, after: offsets + [length])
    }

    /// Moves the clock to each of `times` in turn and draws `view` there as
    /// a frame loop would (`render`: a batch whose time is up ends, and its
    /// completion runs). A time before the clock's draws at the clock's time
    /// instead: the clock never goes back. Runs no UI jobs.
    ///
    /// - Returns: the frames drawn, one for each time.
    @discardableResult
    public func frames(of view: CollectionView, at times: [Duration]) -> [Frame] {
        times.map { time in
            if time > clock.now { clock.set(time) }
            return frame(of: view)
        }
    }

    /// Moves the clock by `duration` and lets `view` end a batch whose time
    /// is up (its completion runs), as a frame loop's tick does before it
    /// draws; draws nothing and runs no UI jobs.
    ///
    /// - Precondition: `duration` is not negative.
    public func advance(_ view: CollectionView, by duration: Duration) {
        precondition(duration >= .zero, "FrameStepper.advance(_:by:): the clock never goes back")
        clock.advance(by: duration)
        view.advance()
    }

    /// Moves the clock through every frame time `view` asks for until it
    /// stops animating (a batch's deferred reloads included), ending each
    /// batch when its time is up as a frame loop would, without drawing:
    /// for tests that care when a batch ends, not how it looks.
    /// At most ``stepLimit`` steps.
    ///
    /// - Returns: the times the clock stopped at, in order.
    @discardableResult
    public func finish(_ view: CollectionView) -> [Duration] {
        var times: [Duration] = []
        for _ in 0..<stepLimit {
            guard let due = view.nextFrameTime else { break }
            if due > clock.now { clock.set(due) }
            times.append(clock.now)
            view.advance()
        }
        return times
    }

    /// `view` drawn now and then at every frame time it asks for, the clock
    /// moved there each time, until its running animation ends (a batch's
    /// deferred reloads included; drawing at its end ends the batch, and its
    /// completion runs), as a frame loop draws it. Runs no UI jobs, so a
    /// change waiting on the executor does not start: every frame of this
    /// batch alone, the view at rest last. At most ``stepLimit`` steps.
    ///
    /// - Returns: the frames drawn, in order; one frame when nothing moves.
    /// - Precondition: `view` animates on this stepper's ``clock``.
    public func animationFrames(of view: CollectionView) -> [Frame] {
        precondition((view.clock as? ManualClock) === clock, "FrameStepper.animationFrames: the view does not animate on the stepper's clock")
        var frames = [frame(of: view)]
        for _ in 0..<stepLimit {
            guard let due = view.nextFrameTime else { break }
            if due > clock.now { clock.set(due) }
            frames.append(frame(of: view))
        }
        return frames
    }
}
