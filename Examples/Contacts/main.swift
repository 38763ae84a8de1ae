import Foundation

do {
    let app = ContactsApp(book: try .addressBook(Person.sample))
    exit(try await app.screen.run())
} catch {
    FileHandle.standardError.write(Data("example-contacts: \(error)\n".utf8))
    exit(1)
}
