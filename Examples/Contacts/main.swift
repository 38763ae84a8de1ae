import Foundation

do {
    let runner = ContactsApp.runner(book: try .addressBook(Person.sample))
    exit(try await runner.run())
} catch {
    FileHandle.standardError.write(Data("example-contacts: \(error)\n".utf8))
    exit(1)
}
