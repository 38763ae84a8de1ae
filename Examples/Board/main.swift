import Foundation

let runner = BoardApp.runner()
do {
    exit(try await runner.run())
} catch {
    FileHandle.standardError.write(Data("example-board: \(error)\n".utf8))
    exit(1)
}
