/// Every name the generated code declares besides the spec's own, built here and nowhere else: the validator checks
/// them for collisions, the contexts hand them to the templates, so a rename is one edit.
enum GeneratedNames {
    /// The suffix of a notifier's observer protocol.
    static let observerSuffix = "Observer"
    /// The prefix of the file-private enum that holds a notifier's keys.
    static let keysHolderPrefix = "NotigenKeys_"
    /// The prefix of the file-private protocol through which a notifier's deprecated cases are reached.
    static let casesProtocolPrefix = "NotigenCases_"
    /// The file-private type alias every generated file checks the runtime's version with (`file.mustache`).
    static let runtimeCheck = "NotigenRuntimeCheck"

    /// A notifier's observer protocol: `UserManagerObserver`.
    static func observerProtocol(notifier: String) -> String {
        .concatenating(notifier, observerSuffix)
    }

    /// The notifier whose observer protocol `name` is, when it ends with the suffix: `UserManager`.
    static func notifier(ofObserverProtocol name: String) -> String? {
        name.hasSuffix(observerSuffix) ? String(name.dropLast(observerSuffix.count)) : nil
    }

    /// The file-private enum that holds a notifier's keys: `NotigenKeys_UserManager`.
    static func keysHolder(notifier: String) -> String {
        .concatenating(keysHolderPrefix, notifier)
    }

    /// The file-private protocol of a notifier's deprecated cases: `NotigenCases_UserManager`.
    static func casesProtocol(notifier: String) -> String {
        .concatenating(casesProtocolPrefix, notifier)
    }

    /// What a case's nested types start with, and a plain case's payload struct: `DidLogin`.
    static func typeBase(case name: String) -> String {
        SwiftNaming.upperFirst(name)
    }

    /// A merged case's success struct: `LoginSuccess`.
    static func successType(case name: String) -> String {
        .concatenating(typeBase(case: name), "Success")
    }

    /// A merged case's failure struct: `LoginFailure`.
    static func failureType(case name: String) -> String {
        .concatenating(typeBase(case: name), "Failure")
    }

    /// A merged case's `Swift.Result` alias: `LoginResult`.
    static func resultType(case name: String) -> String {
        .concatenating(typeBase(case: name), "Result")
    }

    /// The message wrapper of a case whose payload cannot be its Foundation message: `FetchMessage`.
    static func messageWrapper(case name: String) -> String {
        .concatenating(typeBase(case: name), "Message")
    }

    /// The `Name` enum's case for a merged case's own failure name: `loginFailure`.
    static func failureNameCase(case name: String) -> String {
        .concatenating(name, "Failure")
    }
}
