import Foundation
import Testing

@testable import NotigenCore
@testable import NotigenTestSupport

/// The output of every valid golden fixture type-checks under Swift 6 with complete concurrency checking and
/// warnings as errors. The code is generated afresh, so that fixtures checked by an excerpt or an equivalent spec
/// (which store no whole file) are compiled too; `GoldenTests` checks that it is what the goldens say.
@Suite struct GoldenCompileTests {
    @Test(arguments: Fixture.validNames())
    func typechecks(_ name: String) throws {
        let fixture = Fixture(name)
        let workspace = try Workspace()
        defer { withExtendedLifetime(workspace) {} }
        let files = try fixture.writeOutput(to: workspace.root) + (fixture.usage.map { [$0] } ?? [])
        let result = try Swiftc.typecheck(files, stubModules: fixture.stubs)
        #expect(result.status == 0, "\(result.text)")
    }

    /// The outputs of several specs compile together in one module.
    @Test func severalSpecsCompileTogether() throws {
        let names = ["basic", "merged-results", "module-prefix"]
        let specs = try names.map { name in
            SpecSource(path: "\(name).yaml", bytes: [UInt8](try Data(contentsOf: Fixture(name).file("spec.yaml"))))
        }
        let workspace = try Workspace()
        defer { withExtendedLifetime(workspace) {} }
        let urls = try Repository.generate(specs, into: workspace.root)
        let result = try Swiftc.typecheck(urls)
        #expect(result.status == 0, "\(result.text)")
    }
}
