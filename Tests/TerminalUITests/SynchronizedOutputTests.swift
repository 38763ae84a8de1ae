import Testing
@testable import TerminalUI

@Suite struct SynchronizedOutputTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func supportedWhenTheModeIsKnown() {
        #expect(SynchronizedOutputProbe.parse(bytes("\u{1B}[?2026;2$y\u{1B}[?62;22c")) == .complete(supported: true))
        #expect(SynchronizedOutputProbe.parse(bytes("\u{1B}[?2026;1$y\u{1B}[?1;2c")) == .complete(supported: true))
    }

    @Test func unsupportedWhenUnknownOrSilent() {
        #expect(SynchronizedOutputProbe.parse(bytes("\u{1B}[?2026;0$y\u{1B}[?62c")) == .complete(supported: false))
        #expect(SynchronizedOutputProbe.parse(bytes("\u{1B}[?2026;4$y\u{1B}[?62c")) == .complete(supported: false))
        // Only DA1 answered: a terminal that does not know DECRQM.
        #expect(SynchronizedOutputProbe.parse(bytes("\u{1B}[?1;2c")) == .complete(supported: false))
    }

    @Test func waitsForTheDeviceAttributes() {
        #expect(SynchronizedOutputProbe.parse(bytes("\u{1B}[?2026;2$y")) == .incomplete)
        #expect(SynchronizedOutputProbe.parse(bytes("\u{1B}[?62;2")) == .incomplete)
        #expect(SynchronizedOutputProbe.parse([]) == .incomplete)
    }

    @Test func skipsKeysTypedMeanwhile() {
        #expect(SynchronizedOutputProbe.parse(bytes("ab\u{1B}[A\u{1B}[?2026;2$yq\u{1B}[?62c")) == .complete(supported: true))
    }

    @Test func environmentChoice() {
        #expect(SynchronizedOutput.fromEnvironment(nil) == .query)
        #expect(SynchronizedOutput.fromEnvironment("0") == .off)
        #expect(SynchronizedOutput.fromEnvironment("off") == .off)
        #expect(SynchronizedOutput.fromEnvironment("1") == .on)
        #expect(SynchronizedOutput.fromEnvironment("what") == .query)
    }
}
