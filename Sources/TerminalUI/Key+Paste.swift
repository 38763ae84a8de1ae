import CollectionView

extension ViewInput {
    /// The keys that type pasted `text` into a text field: each character as
    /// the key that types it (`typed(_:)`), line breaks and tabs as spaces (a
    /// paste never presses Enter). What ``ListApp`` hands its app for a
    /// ``ProgramEvent/paste(_:)`` while its screen takes text. O(text).
    public static func typing(_ text: String) -> [ViewInput] {
        text.map { $0.isNewline || $0 == "\t" ? .space : .typed($0) }
    }
}
