import Foundation

let app = BoardApp()
do {
    exit(try await app.screen.run())
} catch {
    FileHandle.standardError.write(Data("example-board: \(error)\n".utf8))
    exit(1)
}
