import ListFeed

extension HistoryFile.LoadError {
    /// `demo`'s exit status: 66 when the file cannot be read, 65 when it is not a history.
    var status: Int32 {
        switch self {
        case .unreadable: DiffCommand.noInput
        case .notAHistory: DiffCommand.dataError
        }
    }
}
