import Foundation
import Testing

@testable import NotigenTestSupport

/// The runtime's Combine support, which Linux cannot build against Combine: `Tests/CombineCheck`, a package of its
/// own, builds NotigenRuntime and the code of specs/user.yaml against a test-only `Combine` module that re-exports
/// OpenCombine 0.14.0, and runs its publisher tests. Apple platforms build the runtime against Combine itself.
@Suite struct CombineCheckTests {
    #if !canImport(Combine)
        @Test func publisherTestsPassAgainstOpenCombine() throws {
            let package = Repository.root.appendingPathComponent("Tests/CombineCheck")
            let run = try Command.run(
                "/usr/bin/env", ["swift", "test", "--package-path", package.path, "-Xswiftc", "-warnings-as-errors"])
            #expect(run.status == 0, "\(run.text)")
            #expect(run.text.contains("PublisherTests passed"), "\(run.text)")
        }
    #endif
}
