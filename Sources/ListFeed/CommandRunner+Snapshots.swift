import ListInput

extension CommandRunner {
    /// Runs the command again and again, `interval` after each run ended
    /// (waited on `clock`), each run's output read as a list with `options`
    /// off the main thread: what `watch` does, as values. A failed run (an
    /// exit other than 0, a timeout) is a snapshot like any other (its
    /// ``CommandSnapshot/outcome`` says so); the stream ends with a
    /// ``StartError`` when the command cannot be started, and when the
    /// consuming task is cancelled (the run under way is killed).
    ///
    /// ```swift
    /// for try await snapshot in CommandRunner(command: ["ps", "aux"]).snapshots(every: .seconds(2)) {
    ///     if case let .success(list) = snapshot.list { controller.apply(list) }
    /// }
    /// ```
    ///
    /// `COLUMNS` and `LINES` are set to `columns` and `lines` for the command.
    public func snapshots(
        every interval: Duration, options: InputOptions = InputOptions(), columns: Int = 80, lines: Int = 24,
        clock: any FeedClock = SystemFeedClock()
    ) -> AsyncThrowingStream<CommandSnapshot, any Error> {
        let runner = self
        let (stream, continuation) = AsyncThrowingStream<CommandSnapshot, any Error>.makeStream()
        let task = Task.detached {
            do {
                while !Task.isCancelled {
                    let outcome = try await runner.run(columns: columns, lines: lines)
                    continuation.yield(CommandSnapshot(outcome: outcome, options: options))
                    try await clock.sleep(for: interval)
                }
                continuation.finish()
            } catch is CancellationError {
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}
