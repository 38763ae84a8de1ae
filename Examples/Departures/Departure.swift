import CollectionView
import ListDiff

/// One row: a flight leaving, identified by its flight number, so a delay
/// (the row re-ranks: it glides down) or a gate change (it flashes) is an
/// update of the row.
struct Departure: Differentiable, Equatable, Sendable {
    let flight: String
    let destination: String
    let terminal: String
    /// When it was to leave, in minutes after midnight.
    let scheduled: Int
    /// Minutes late.
    var delay = 0
    var gate: String
    var differenceIdentifier: String { flight }

    /// When it leaves: what the board sorts by.
    var time: Int { scheduled + delay }

    /// time, flight, destination, gate, delay under a two-cell indent (40 cells).
    var text: String {
        "  " + Self.columns.line([Self.clock(time), flight, destination, gate, delay > 0 ? "+\(delay) min" : "on time"])
    }

    static let columns = TextColumns(widths: [5, 6, 9, 3, 7], alignments: [.leading, .leading, .leading, .leading, .trailing])

    /// `minutes` after midnight as `HH:MM`.
    static func clock(_ minutes: Int) -> String {
        let hours = minutes / 60 % 24, rest = minutes % 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
}
