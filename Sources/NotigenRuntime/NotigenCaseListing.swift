/// A notifier whose cases can be listed with their typed keys; every generated notifier conforms. Tools that observe
/// a whole notifier at once build on it, such as the recorders of `NotigenTesting`.
nonisolated public protocol NotigenCaseListing: NotigenNotifier {
    /// The notifier's `Name` enum: one case per notification, whose raw value is the notification's name.
    associatedtype Name: RawRepresentable, CaseIterable, Hashable, Sendable
    where Name.RawValue == String

    /// Calls `visitor.visit(_:)` once with the key of every case, in the spec's order. A main-actor case is visited
    /// with its `NotigenKey` (its `NotigenMainKey.key`): where the visitor's observers run is the visitor's choice.
    static func notigenVisitCases(_ visitor: inout some NotigenCaseVisitor<Self>)
}

/// What `NotigenCaseListing.notigenVisitCases(_:)` calls with the typed key of each case of a notifier.
nonisolated public protocol NotigenCaseVisitor<Notifier> {
    associatedtype Notifier: NotigenNotifier

    /// Called once for each case of the notifier, with its key.
    mutating func visit<Payload: Sendable>(_ key: NotigenKey<Notifier, Payload>)
}
