/// Checks that the names notigen derives from a notifier's cases do not collide once generated.
extension SpecValidator {
    /// Nested type names a notifier declares, or refers to unqualified inside its body; no case may generate them.
    static let reservedNestedNames: Set<String> = [
        "Notification", "Observer", "Result", "Error", "Sendable", "Hashable", "Equatable", "CaseIterable", "String",
        "Void", "Swift", "Foundation", "Any", "Never", "Optional",
    ]

    /// Nested types every notifier declares, which field types would resolve to.
    static let declaredNestedNames: Set<String> = ["Notification", "Observer"]

    /// The nested types a case generates: its payload struct, or its success, failure and result types.
    static func generatedTypeNames(of notificationCase: NotificationCase) -> [String] {
        let base = SwiftNaming.upperFirst(notificationCase.name)
        switch notificationCase.kind {
        case .plain(let fields):
            return fields.isEmpty ? [] : [base]
        case .result(let success, _):
            return (success.isEmpty ? [] : [base + "Success"]) + [base + "Failure", base + "Result"]
        }
    }

    mutating func checkGeneratedNames(_ notifier: Notifier) {
        var owners: [String: NotificationCase] = [:]
        for notificationCase in notifier.cases {
            for typeName in Self.generatedTypeNames(of: notificationCase) {
                if Self.reservedNestedNames.contains(typeName) {
                    diagnostics.error(
                        "case '\(notificationCase.name)' would generate the type '\(notifier.name).\(typeName)', "
                            + "a name notigen already uses; rename the case", at: notificationCase.location)
                } else if let owner = owners[typeName] {
                    diagnostics.error(
                        "case '\(notificationCase.name)' would generate the type '\(notifier.name).\(typeName)', "
                            + "which case '\(owner.name)' generates too; rename one of them",
                        at: notificationCase.location,
                        notes: [.init(message: "case '\(owner.name)' is here", location: owner.location)])
                } else {
                    owners[typeName] = notificationCase
                }
            }
        }
        let shadowing = Set(owners.keys).union(Self.declaredNestedNames)
        for notificationCase in notifier.cases {
            for field in notificationCase.fields {
                for root in field.type.rootNames where shadowing.contains(root) {
                    diagnostics.error(
                        "the type '\(root)' of field '\(field.name)' would mean the generated "
                            + "'\(notifier.name).\(root)' inside the notifier; qualify it with its module "
                            + "(e.g. 'Foundation.\(root)') or rename the case", at: field.typeLocation)
                }
            }
        }
    }
}

extension NotificationCase {
    /// Every field of the case: the payload's, or the success's followed by the failure's.
    var fields: [Field] {
        switch kind {
        case .plain(let fields): return fields
        case .result(let success, let failure): return success + failure
        }
    }
}
