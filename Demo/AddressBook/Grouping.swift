/// How the address book splits people into sections. `s` in the demo picks
/// another one at random, so that rows fly between sections.
enum Grouping: Int, CaseIterable, Sendable {
    case firstLetter, lastName, areaCode, script, nameLength

    /// Shown in the title bar.
    var label: String {
        switch self {
        case .firstLetter: "first letter"
        case .lastName: "last name"
        case .areaCode: "area code"
        case .script: "script"
        case .nameLength: "name length"
        }
    }

    /// The section key of `contact` under this grouping.
    func key(of contact: Contact) -> String {
        switch self {
        case .firstLetter:
            return contact.sectionKey
        case .lastName:
            let words = contact.sortKey.split(separator: " ")
            let last = words.count > 1 ? words[1] : words.first ?? ""
            guard let first = last.first, first.isLetter else { return "#" }
            return "… " + first.uppercased()
        case .areaCode:
            // "+1 555 234 0001": the area digit after 555.
            let parts = contact.phone.split(separator: " ")
            guard parts.count > 2, let digit = parts[2].first else { return "area ?" }
            return "area \(digit)xx"
        case .script:
            return Self.script(of: contact.name)
        case .nameLength:
            let length = contact.name.count
            return length <= 10 ? "short names" : length <= 14 ? "medium names" : "long names"
        }
    }

    /// The writing system of the first letter of `name`.
    static func script(of name: String) -> String {
        guard let scalar = name.unicodeScalars.first else { return "other" }
        switch scalar.value {
        case 0x0000...0x024F, 0x1E00...0x1EFF: return "Latin"
        case 0x0370...0x03FF: return "Greek"
        case 0x0400...0x04FF: return "Cyrillic"
        case 0xAC00...0xD7AF, 0x1100...0x11FF: return "Hangul"
        case 0x3040...0x30FF: return "Kana"
        case 0x4E00...0x9FFF: return "Han"
        default: return "other"
        }
    }
}
