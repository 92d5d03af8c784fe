/// Why a test helper could not do what it was asked (a build that failed, a spec that did not generate, an excerpt
/// selector that does not apply); the description says what, for the test's failure message.
struct SupportFailure: Error, CustomStringConvertible {
    var description: String
}
