// README: diffing
import ListDiff

// README: end
/// The docs' diffing example, over the sections it is given.
func diffing(oldSections: [ListSection<String, Contact>], newSections: [ListSection<String, Contact>]) throws -> Bool {
    // README: diffing
    let change = try Changeset(from: ["Ann", "Bob", "Cy"], to: ["Cy", "Ann", "Dee"])
    // items: deleted [[0, 1]], inserted [[0, 2]], moved [[0, 2] → [0, 0]]

    let sectioned = try Changeset(from: oldSections, to: newSections,        // [ListSection<String, Contact>]
                                  options: DiffOptions(preferredDirection: .towardTop),
                                  itemIsMoved: { old, new in old.name != new.name })
    let shown = try sectioned.apply(to: oldSections,                          // the reference semantics:
                                    sectionContent: { newSections[$0].model }, // shown == newSections
                                    itemCount: { newSections[$0].items.count }, // rows an inserted section brings
                                    itemContent: { newSections[$0.section].items[$0.item] })
    // README: end
    return change.moveCount == 1 && shown == newSections
}

/// The `ListDiff` catalogue's first example.
func firstDiff() throws -> Changeset {
    // README: diff-first
    let change = try Changeset(from: ["Ann", "Bob", "Cy"], to: ["Cy", "Ann", "Dee"])
    // items: deleted [[0, 1]], inserted [[0, 2]], moved [[0, 2] → [0, 0]]
    // README: end
    return change
}
