/// The names of the generated API that code outside the generator writes calls to (`notigen import`'s rewrite, which
/// moves an app's observers to a notifier's observer protocol): each is the generator's own name, so the rewritten
/// code names what the generated code declares.
public enum GeneratedAPINames {
    /// A notifier's observer protocol: `UserManagerObserver`.
    public static func observerProtocol(notifier: String) -> String {
        GeneratedNames.observerProtocol(notifier: notifier)
    }

    /// The observer protocol's method for a case that is not merged: `userManagerDidLogin`.
    public static func observerMethod(case name: String, notifier: String) -> String {
        SwiftNaming.observerMethod(case: name, isMerged: false, notifier: notifier)
    }

    /// A plain case's payload struct, as the notifier's member: `UserManager.DidLogin`.
    public static func payloadType(case name: String, notifier: String) -> String {
        .concatenating(notifier, ".", GeneratedNames.typeBase(case: name))
    }
}
