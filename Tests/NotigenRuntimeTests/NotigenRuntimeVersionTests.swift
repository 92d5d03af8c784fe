import NotigenRuntime
import Testing

/// The version check generated files compile against.
@Suite struct NotigenRuntimeVersionTests {
    @Test func linkedRuntimeNamesItsVersion() {
        #expect(NotigenLinkedRuntime.version == "0.5.0")
        #expect("\(NotigenLinkedRuntime.self)" == "NotigenRuntime_0_5_0")
    }
}
