import ListDiff

/// The docs' snapshot example.
func snapshots(friends: [Contact], colleagues: [Contact], ada: Contact, bob: Contact, carol: Contact,
               shownSnapshot: Snapshot<String, Int>) throws -> Changeset {
    // README: snapshot
    var snapshot = Snapshot<String, Int>()                      // section ids, item ids
    try snapshot.appendSections(["Friends", "Work"])
    try snapshot.appendItems(friends.map(\.id), toSection: "Friends")
    try snapshot.appendItems(colleagues.map(\.id))            // the last section
    try snapshot.moveItem(ada.id, beforeItem: bob.id)
    try snapshot.reloadItems([carol.id])                        // content changed, same id
    let change = snapshot.changeset(from: shownSnapshot)        // minimal moves, reloads included
    // README: end
    return change
}
