import CNcursesw
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `SIGINT`, `SIGTERM` and `SIGHUP` caught on the main queue (never in a
/// signal handler): `action` runs, then the signal is raised again with its
/// default action, so the exit status is the usual one (130, 143, 129).
/// What ``TerminalLoop`` does while it runs, for programs without a screen
/// (a headless run that must stop its child processes first).
@MainActor
public final class TerminatingSignals {
    /// The signals caught.
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    private var sources: [any DispatchSourceSignal] = []

    /// Catches the signals until ``cancel()``; `action` gets the signal.
    public init(_ action: @escaping @MainActor (Int32) -> Void) {
        for signal in Self.signals {
            // Dispatch asks for the default action to be off; it then installs
            // its own handler that only wakes the source.
            lm_signal_ignore(signal)
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated {
                    action(signal)
                    Self.reraise(signal)
                }
            }
            sources.append(source)
            source.resume()
        }
    }

    /// Stops catching: the signals have their default actions again.
    public func cancel() {
        for source in sources { source.cancel() }
        sources.removeAll()
        for signal in Self.signals {
            lm_signal_default(signal)
            lm_signal_unblock(signal)
        }
    }

    /// Ends the process by `signal`'s default action.
    static func reraise(_ signal: Int32) -> Never {
        lm_signal_default(signal)
        lm_signal_unblock(signal)
        raise(signal)
        // Only reached if the signal did not end the process.
        _exit(128 + signal)
    }
}
