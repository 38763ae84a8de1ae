@testable import Demo
import Testing

@Suite struct CommandTests {
    @Test func versionNamesListMotion() {
        #expect(DemoCommand.configuration.version.contains("ListMotion"))
    }
}
