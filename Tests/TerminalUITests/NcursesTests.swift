import Testing

/// Every test that opens an ncurses screen in this process lives in a suite
/// nested here: ncurses keeps one global current screen, so these suites
/// must never run at the same time as each other, not only within themselves.
@Suite(.serialized) struct NcursesTests {}
