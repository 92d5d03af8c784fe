/// One notification name a spec declares, as tools that read an app's code against the spec (`notigen audit`) need
/// it: the wire name, the case that declares it, the typed call that replaces a post by name, and every `userInfo`
/// key a post by name may carry.
public struct DeclaredNotification: Sendable, Hashable {
    /// The `Notification.Name` raw value.
    public let wireName: String
    public let notifier: String
    public let caseName: String
    /// The spec it is declared in, and where.
    public let spec: String
    public let line: Int
    public let column: Int
    /// The `userInfo` keys a post of this name may carry: its fields' keys (not those that travel as the object),
    /// the typed payload's key, and for a merged case `result` and `error`.
    public let keys: Set<String>
}

extension Generator {
    /// The most notifiers, and cases in all, one spec may declare (`notigen import` leaves out what is beyond them).
    public static let maximumNotifiers = SpecValidator.Limits.maximumNotifiers
    public static let maximumCasesPerSpec = SpecValidator.Limits.maximumCasesPerSpec

    /// Every notification name of `checked`'s specs, in the specs' order (a merged case posted under two names gives
    /// two).
    public static func declaredNotifications(_ checked: CheckedSpecs) -> [DeclaredNotification] {
        checked.models.flatMap { _, model in
            model.notifiers.flatMap { notifier in
                notifier.cases.flatMap { notificationCase in
                    let fields: [Field]
                    var keys: Set<String> = [UserInfoStyle.payloadKey]
                    switch notificationCase.kind {
                    case .plain(let plain): fields = plain
                    case .result(let success, let failure):
                        fields = success + failure
                        keys.formUnion([UserInfoStyle.resultKey, UserInfoStyle.errorKey])
                    }
                    keys.formUnion(fields.filter { $0.place == .userInfo }.map(\.userInfoKey))
                    return notificationCase.wireNames.map { name, location in
                        DeclaredNotification(
                            wireName: name, notifier: notifier.name, caseName: notificationCase.name,
                            spec: location.file, line: location.line, column: location.column, keys: keys)
                    }
                }
            }
        }
    }

    /// The `allowUntyped:` globs of `checked`'s specs, each with the spec that lists it.
    public static func allowedUntyped(_ checked: CheckedSpecs) -> [(spec: String, glob: String)] {
        checked.models.flatMap { spec, model in model.allowUntyped.map { (spec.path, $0) } }
    }
}
