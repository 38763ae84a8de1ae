import Foundation

// example-files [DIRECTORY]: the current directory by default.
let path = CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath
do {
    let runner = try FilesApp.runner(directory: URL(fileURLWithPath: path))
    exit(try await runner.run())
} catch {
    FileHandle.standardError.write(Data("example-files: \(error)\n".utf8))
    exit(error is FolderError ? 66 : 1)
}
