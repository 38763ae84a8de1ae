extension MotionUnit {
    /// Narrows an inserted unit's opening to start no earlier than
    /// `opensFrom`, a deleted unit's closing to end no later than `closesBy`;
    /// other units are left alone. Narrowing twice keeps the narrower window.
    mutating func time(opensFrom: Double, closesBy: Double) {
        if role == .inserted, opensFrom > window.lowerBound { window = opensFrom...1 }
        if role == .deleted, closesBy < window.upperBound { window = 0...closesBy }
    }
}
