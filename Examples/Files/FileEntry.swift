import CollectionView
import Foundation
import ListDiff

/// One row: a file, identified by its name (a changed size or time is an
/// update of the same row, which then moves; not a delete and an insert).
struct FileEntry: Differentiable, Equatable, Sendable {
    let name: String
    var size: Int
    var modified: Date
    var differenceIdentifier: String { name }

    /// name, size and time of the last change, in aligned columns.
    func text(timeZone: TimeZone) -> String {
        Self.columns.line([name, ByteCountFormatter.string(fromByteCount: Int64(size), countStyle: .file),
                           modified.formatted(Self.timeStyle(timeZone))])
    }

    static let columns = TextColumns(widths: [24, 10, 19], alignments: [.leading, .trailing, .leading])

    static func timeStyle(_ timeZone: TimeZone) -> Date.VerbatimFormatStyle {
        Date.VerbatimFormatStyle(
            format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits)",
            timeZone: timeZone, calendar: Calendar(identifier: .gregorian))
    }
}

/// The directory could not be read (it does not exist, is not a directory, or is not readable).
struct FolderError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot read \(path): \(reason)" }
}

/// The files of a directory, newest first (ties by name), hidden files left out.
func listFiles(in directory: URL, fileManager: FileManager = .default) throws(FolderError) -> [FileEntry] {
    let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
    let urls: [URL]
    do {
        urls = try fileManager.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
    } catch {
        throw FolderError(path: directory.path, reason: (error as NSError).localizedDescription)
    }
    let files = urls.compactMap { url -> FileEntry? in
        guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { return nil }
        return FileEntry(name: url.lastPathComponent, size: values.fileSize ?? 0, modified: values.contentModificationDate ?? .distantPast)
    }
    return files.sorted { ($0.modified, $1.name) > ($1.modified, $0.name) }
}
