extension WatchCommand {
    /// `--record FILE`, given to `demo watch` or before it.
    var record: String? { recording.path ?? parent.recording.path }
}
