import Testing

@testable import NotigenCore

/// The names the generated code declares besides the spec's own, each built in `GeneratedNames` alone.
@Suite struct GeneratedNamesTests {
    @Test func notifierNames() {
        #expect(GeneratedNames.observerProtocol(notifier: "UserManager") == "UserManagerObserver")
        #expect(GeneratedNames.notifier(ofObserverProtocol: "UserManagerObserver") == "UserManager")
        #expect(GeneratedNames.notifier(ofObserverProtocol: "UserManager") == nil)
        #expect(GeneratedNames.keysHolder(notifier: "Ü") == "NotigenKeys_Ü")
        #expect(GeneratedNames.casesProtocol(notifier: "Shop") == "NotigenCases_Shop")
    }

    @Test func caseNames() {
        #expect(GeneratedNames.typeBase(case: "didLogin") == "DidLogin")
        #expect(GeneratedNames.typeBase(case: "élan") == "Élan")
        #expect(GeneratedNames.successType(case: "login") == "LoginSuccess")
        #expect(GeneratedNames.failureType(case: "login") == "LoginFailure")
        #expect(GeneratedNames.resultType(case: "login") == "LoginResult")
        #expect(GeneratedNames.messageWrapper(case: "fetch") == "FetchMessage")
        #expect(GeneratedNames.failureNameCase(case: "login") == "loginFailure")
    }

    /// The validator refuses what the generated names would collide with, from the same functions.
    @Test func theValidatorReadsTheSameNames() {
        #expect(SpecValidator.holderPrefixes == ["NotigenKeys_", "NotigenCases_"])
        #expect(SpecValidator.fileScopeNames == [GeneratedNames.runtimeCheck])
    }
}
