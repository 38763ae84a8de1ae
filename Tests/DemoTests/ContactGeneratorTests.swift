@testable import Demo
import Testing

@Suite struct ContactGeneratorTests {
    @Test func contactsAreDeterministicAndMixScripts() {
        var a = ContactGenerator(seed: 7)
        var b = ContactGenerator(seed: 7)
        let first = a.makeContacts(300)
        #expect(first == b.makeContacts(300))
        #expect(Set(first.map(\.id)).count == 300)
        #expect(first.contains { $0.name.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) } })  // Cyrillic
        #expect(first.contains { $0.name.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })  // CJK
        #expect(first.contains { $0.name.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(first.contains { $0.name.contains("é") || $0.name.contains("ø") || $0.name.contains("ü") })
    }
}
