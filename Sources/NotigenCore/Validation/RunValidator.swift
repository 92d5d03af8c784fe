/// Checks across all the specs of one run: their outputs must compile together in one module.
enum RunValidator {
    static func check(_ models: [(spec: SpecSource, model: Model)]) -> [Diagnostic] {
        var diagnostics = DiagnosticBag()
        var notifiers: [String: SourceLocation] = [:]
        var wireNames: [String: SourceLocation] = [:]
        var outputs: [String: SpecSource] = [:]
        var unique: [Notifier] = []
        for (spec, model) in models {
            let output = GeneratedFile.name(for: spec)
            let start = SourceLocation(file: spec.path, line: 1, column: 1)
            if let other = outputs[output] {
                diagnostics.error(
                    "this spec's output '\(output)' has the same name as the output of '\(other.path)'; "
                        + "rename one of the specs", at: start)
            }
            outputs[output] = spec
            for notifier in model.notifiers {
                if let first = notifiers[notifier.name] {
                    diagnostics.error(
                        "notifier '\(notifier.name)' is declared twice", at: notifier.location,
                        notes: [.init(message: "first declared here", location: first)])
                    continue  // its notification names repeat too; one error says it
                }
                notifiers[notifier.name] = notifier.location
                unique.append(notifier)
            }
        }
        var generated = notifiers.mapValues { _ in "notifier" }
        for notifier in unique where generated[notifier.name + "Observer"] == nil {
            generated[notifier.name + "Observer"] = "observer protocol of '\(notifier.name)'"
        }
        for notifier in unique {
            checkFieldTypes(notifier, generated: generated, into: &diagnostics)
            let protocolName = notifier.name + "Observer"
            if let other = notifiers[protocolName] {
                diagnostics.error(
                    "notifier '\(notifier.name)' generates the protocol '\(protocolName)', "
                        + "which is also a notifier's name; rename one of them", at: notifier.location,
                    notes: [.init(message: "notifier '\(protocolName)' is here", location: other)])
            }
            for notificationCase in notifier.cases {
                if let first = wireNames[notificationCase.wireName] {
                    diagnostics.error(
                        "the notification name '\(notificationCase.wireName)' is used twice",
                        at: notificationCase.wireNameLocation,
                        notes: [.init(message: "first used here", location: first)])
                }
                wireNames[notificationCase.wireName] =
                    wireNames[notificationCase.wireName] ?? notificationCase.wireNameLocation
            }
        }
        return diagnostics.diagnostics
    }

    /// A field type that starts with a name the run generates at the top level (a notifier or its observer
    /// protocol) would mean that declaration: a notifier is an enum without cases, an observer protocol is not
    /// `Sendable`, and a notifier's payload containing its own would be infinitely large. A notifier named like a
    /// module of `imports:` hides that module's types the same way.
    private static func checkFieldTypes(
        _ notifier: Notifier, generated: [String: String], into diagnostics: inout DiagnosticBag
    ) {
        for notificationCase in notifier.cases {
            for field in notificationCase.fields {
                for root in field.type.userRootNames {
                    guard let what = generated[root] else { continue }
                    diagnostics.error(
                        "the type of field '\(field.name)' names '\(root)', which is the generated \(what); a payload "
                            + "cannot hold the generated types (if '\(root)' is a module, rename the notifier)",
                        at: field.typeLocation)
                }
            }
        }
    }
}
