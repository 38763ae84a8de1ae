import ListDiff

/// A made-up airport's departures, changing step by step from a seed: one
/// change a step, as a feed of the airport's events would send it. Flights
/// are delayed (they re-rank), change gates (they flash), are scheduled
/// (they appear), and leave in time order (they go), the board staying
/// around the size it started with.
struct DepartureBoard<Random: RandomNumberGenerator & Sendable>: Sendable {
    static var terminals: [String] { ["Terminal 1", "Terminal 2", "Terminal 3"] }
    static var destinations: [String] { ["Amsterdam", "Athens", "Berlin", "Dublin", "Lisbon", "Madrid", "New York", "Oslo", "Paris", "Rome", "Tokyo", "Zurich"] }
    static var airlines: [String] { ["AF", "BA", "IB", "KL", "LH", "SK"] }

    /// Every flight on the board, in the order they were scheduled.
    private(set) var departures: [Departure] = []
    /// The airport's clock, in minutes after midnight: the last flight that left.
    private(set) var now = 8 * 60
    /// Changes reported since the start.
    private(set) var eventCount = 0
    private let size: Int
    private var random: Random

    init(flights: Int, random: Random) {
        self.random = random
        size = max(flights, 2)
        for _ in 0..<flights { departures.append(newFlight()) }
    }

    /// One step: the change it makes.
    mutating func step() -> LiveChange<Departure> {
        eventCount += 1
        let roll = Int.random(in: 0..<10, using: &random)
        if departures.count < size / 2 || (roll < 2 && departures.count < size * 3 / 2) {
            let flight = newFlight()
            departures.append(flight)
            return .upsert(flight)
        }
        if roll < 4, let first = departures.indices.min(by: { departures[$0].time < departures[$1].time }) {
            now = max(now, departures[first].time)
            return .delete(departures.remove(at: first).flight)
        }
        let index = Int.random(in: departures.indices, using: &random)
        if roll < 7 {
            departures[index].delay += 5 * Int.random(in: 1...6, using: &random)
        } else {
            departures[index].gate = gate()
        }
        return .upsert(departures[index])
    }

    /// Takes `flight` off the board (cancelled): the change, or `nil` when it is not there.
    mutating func cancel(_ flight: String) -> LiveChange<Departure>? {
        guard let index = departures.firstIndex(where: { $0.flight == flight }) else { return nil }
        eventCount += 1
        departures.remove(at: index)
        return .delete(flight)
    }

    private mutating func newFlight() -> Departure {
        var flight: String
        repeat {
            flight = (Self.airlines.randomElement(using: &random) ?? "XX") + " \(Int.random(in: 100...999, using: &random))"
        } while departures.contains { $0.flight == flight }
        return Departure(flight: flight, destination: Self.destinations.randomElement(using: &random) ?? "Paris",
                         terminal: Self.terminals.randomElement(using: &random) ?? "Terminal 1",
                         scheduled: now + 5 * Int.random(in: 1...36, using: &random), gate: gate())
    }

    private mutating func gate() -> String {
        (["A", "B", "C"].randomElement(using: &random) ?? "A") + "\(Int.random(in: 1...30, using: &random))"
    }
}
