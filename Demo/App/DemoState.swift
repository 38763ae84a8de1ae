/// Where the cursor is: on a person's row or on a section header.
enum Cursor: Hashable, Sendable {
    case person(Int)
    case section(String)
}

/// What the keyboard is doing now.
enum DemoMode: Sendable {
    /// Moving around, the default.
    case browsing
    /// The `?` overlay is open.
    case help
    /// Typing the filter text (every keystroke animates).
    case filtering
    /// Typing a new name for person `id`.
    case editing(id: Int, text: String)
}

/// How far building the demo's book is, for the progress line of `demo --rows N`.
enum LoadProgress: Equatable, Sendable {
    /// `made` of `of` people generated.
    case generating(made: Int, of: Int)
    /// All `count` people made; sorting and grouping them.
    case sorting(Int)

    /// The progress line's text.
    var text: String {
        switch self {
        case let .generating(made, total): "generating people… \(made) of \(total)"
        case let .sorting(total): "sorting \(total) people…"
        }
    }
}

/// Everything the demo knows, as a value: the pure ``DemoUpdate`` function
/// turns it and an event into the next state and the effects to run.
struct DemoState: Sendable {
    /// The people (the model).
    var book: AddressBook
    /// How to go back to earlier books, newest last: `u` takes one.
    var undoStack: [UndoStep] = []
    /// Where new people and random batches come from (deterministic).
    var generator: ContactGenerator
    /// Only names containing this are shown.
    var filter = ""
    /// The cursor, as the view last reported it (refreshed before every event).
    var cursor: Cursor?
    /// What keys mean now.
    var mode: DemoMode = .browsing
    /// Index into ``DemoState/speeds``.
    var speedIndex = DemoState.normalSpeedIndex
    /// `0`: batches land at once.
    var reducedMotion = false
    /// Space: the animation clock stands still; `.` steps it.
    var paused = false
    /// `c`: random server batches keep arriving.
    var streaming = false
    /// `p`: the changeset panel.
    var showPanel = true
    /// A short note for the status line (what a key did, or why it did nothing).
    var message: String?
    /// What the demo's keys do (rebinding one changes the help with it).
    var keys = DemoKeys()
    /// How the model's changes are getting to the screen.
    var delivery = DemoDelivery()
    /// Set when the quit key was pressed.
    var quitRequested = false

    /// How many undo steps are kept.
    static let undoLimit = 100
    /// Animation speeds, slowest first.
    static let speeds: [Double] = [0.25, 0.5, 1, 2, 4]
    /// Where 1× is in ``speeds``: the speed every screen starts at.
    static let normalSpeedIndex = 2
    /// The time between two batches of the stream (`c`), in the terminal and headless.
    static let streamInterval: Duration = .milliseconds(150)
    /// A batch's animation at speed 1×.
    static let baseDuration: Duration = .milliseconds(250)

    /// The built-in book: `count` generated people (`demo --rows N`).
    /// `progress` hears how far building it is (a million people take seconds).
    init(seed: UInt64 = 2026, count: Int = 300, progress: (LoadProgress) -> Void = { _ in }) {
        var generator = ContactGenerator(seed: seed)
        let contacts = generator.makeContacts(count) { progress(.generating(made: $0, of: count)) }
        progress(.sorting(count))
        book = AddressBook(contacts: contacts)
        self.generator = generator
    }

    /// What the list should show for this state.
    var display: DisplayList { book.display(filter: filter) }

    /// The animation speed factor.
    var speed: Double { Self.speeds[min(max(speedIndex, 0), Self.speeds.count - 1)] }

    /// "1×", "½×" …
    var speedLabel: String { Self.label(speed: speed) }

    /// The index into ``speeds`` one `step` faster (+1) or slower (−1) than `index`, kept in range.
    static func speedIndex(_ index: Int, step: Int) -> Int {
        min(max(index + step, 0), speeds.count - 1)
    }

    /// "1×", "½×" … for a speed factor of ``speeds``.
    static func label(speed: Double) -> String {
        switch speed {
        case 0.25: "¼×"
        case 0.5: "½×"
        default: "\(Int(speed))×"
        }
    }

    /// How long one batch animates.
    var animationDuration: Duration {
        reducedMotion ? .zero : Self.baseDuration / speed
    }

    /// The person under the cursor, if the cursor is on a person still in the book.
    var selectedPerson: Contact? {
        guard case let .person(id)? = cursor else { return nil }
        return book.person(id)
    }

}
