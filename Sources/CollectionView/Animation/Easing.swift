#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How an animation's progress (0…1 in time) maps to progress in space.
public enum Easing: Hashable, Sendable, CaseIterable {
    /// Constant speed.
    case linear
    /// Slow start, slow end (cubic).
    case easeInOut
    /// Fast start, slow end (cubic).
    case easeOutCubic
    /// A damped spring: fast, then settling. Its small overshoot past 1 is
    /// clamped by the view (a row carried past its place and back would make
    /// the rows it passed step away and back), so in a list it shapes the timing.
    case spring

    /// The eased value at time fraction `p` (clamped to 0…1). Exactly 0 at 0
    /// and 1 at 1; only ``spring`` may exceed 1 in between.
    public func value(at p: Double) -> Double {
        let p = min(max(p, 0), 1)
        switch self {
        case .linear:
            return p
        case .easeInOut:
            return p < 0.5 ? 4 * p * p * p : 1 - pow3(-2 * p + 2) / 2
        case .easeOutCubic:
            return 1 - pow3(1 - p)
        case .spring:
            // Underdamped oscillator, corrected so that it lands exactly on 1 at p = 1.
            let raw = { (x: Double) in 1 - exp(-6 * x) * cos(2.4 * Double.pi * x) }
            return raw(p) + (1 - raw(1)) * p * p * p
        }
    }

    private func pow3(_ x: Double) -> Double { x * x * x }
}

