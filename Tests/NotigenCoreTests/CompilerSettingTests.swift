import Foundation
import Testing

@testable import NotigenTestSupport

/// What the compatibility matrix accepts of swiftc's output: nothing, except under library evolution on Linux the
/// warnings about the toolchain's own modules (see `CompilerSetting.strictness`).
@Suite struct CompilerSettingTests {
    /// A warning at a public import of Foundation in a module built with library evolution, in the LLVM style.
    static let foundationWarning = """
        /tmp/x/NotigenKey.swift:1:15: warning: module 'Foundation' was not compiled with library evolution support; \
        using it means binary compatibility for 'NotigenRuntime' can't be guaranteed
        public import Foundation
        ~~~~~~        ^
        internal
        """

    @Test func libraryEvolutionDropsOnlyTheToolchainModulesWarnings() {
        let setting = CompilerSetting.libraryEvolution
        #if os(Linux)
            #expect(setting.strictness.isEmpty)
            #expect(setting.unexpectedOutput(Self.foundationWarning + "\n" + Self.foundationWarning) == "")
        #endif
        let other = """
            /tmp/x/Alpha.swiftinterface:9:3: error: cannot find type 'Shop' in scope
              public let shop: Shop
                         ^
            """
        #expect(setting.unexpectedOutput(Self.foundationWarning + "\n" + other) == other)
        let ownModule = Self.foundationWarning.replacingOccurrences(of: "'Foundation'", with: "'Alpha'")
        #expect(setting.unexpectedOutput(ownModule) == ownModule)
    }

    @Test(arguments: CompilerSetting.allCases.filter { $0 != .libraryEvolution })
    func everyOtherSettingTreatsWarningsAsErrorsAndAcceptsNoOutput(_ setting: CompilerSetting) {
        #expect(setting.strictness == ["-warnings-as-errors"])
        #expect(setting.unexpectedOutput(Self.foundationWarning) == Self.foundationWarning)
        #expect(setting.libraryFlags(module: "Alpha", in: .temporaryDirectory).isEmpty)
    }
}
