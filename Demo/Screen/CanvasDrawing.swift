import CollectionView

/// Text cut to a number of cells, with an ellipsis when it was longer
/// (``TerminalWidth/truncated(_:toWidth:)``, under the demo's short name).
func truncated(_ text: String, to width: Int) -> String {
    TerminalWidth.truncated(text, toWidth: width)
}
