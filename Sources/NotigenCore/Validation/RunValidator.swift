/// Checks across all the specs of one run: their outputs must compile together in one module.
enum RunValidator {
    /// `outputName` is the name of the file a spec generates (the Output stage names it): no two may be equal.
    static func check(_ models: [(spec: SpecSource, model: Model)], outputName: (SpecSource) -> String) -> [Diagnostic]
    {
        var diagnostics = DiagnosticBag()
        var notifiers: [String: SourceLocation] = [:]
        var wireNames: [String: SourceLocation] = [:]
        var outputs: [String: SpecSource] = [:]
        var unique: [Notifier] = []
        for (spec, model) in models {
            let output = outputName(spec)
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
        for notifier in unique {
            checkFieldTypes(
                notifier, notifiers: notifiers, imports: Set(models.flatMap(\.model.imports)), into: &diagnostics)
            let protocolName = GeneratedNames.observerProtocol(notifier: notifier.name)
            if let other = notifiers[protocolName] {
                diagnostics.error(
                    "notifier '\(notifier.name)' generates the protocol '\(protocolName)', "
                        + "which is also a notifier's name; rename one of them", at: notifier.location,
                    notes: [.init(message: "notifier '\(protocolName)' is here", location: other)])
            }
            for (wireName, location) in notifier.cases.flatMap(\.wireNames) {
                if let first = wireNames[wireName] {
                    diagnostics.error(
                        "the notification name '\(wireName)' is used twice", at: location,
                        notes: [.init(message: "first used here", location: first)])
                }
                wireNames[wireName] = wireNames[wireName] ?? location
            }
        }
        checkMessageNames(unique, into: &diagnostics)
        return diagnostics.diagnostics
    }

    /// On Linux, swift-corelibs-foundation posts a message under its type's name (`_typeName`: `App.Auth.DidLogin`
    /// for `Auth.DidLogin` in the module `App`), in the same table as classic notifications, and casts what it
    /// delivers with `as!`: a notification posted under that name crashes the message's observers, and a message
    /// crashes the observers of its name. So no notification name of the run may be the name a message type of the
    /// run has in some module.
    private static func checkMessageNames(_ notifiers: [Notifier], into diagnostics: inout DiagnosticBag) {
        var messages: [String: NotificationCase] = [:]
        for notifier in notifiers {
            for notificationCase in notifier.cases {
                guard let typeName = SpecValidator.messageTypeName(of: notificationCase) else { continue }
                messages[notifier.name + "." + typeName] = notificationCase
            }
        }
        guard !messages.isEmpty else { return }
        for notifier in notifiers {
            for (wireName, location) in notifier.cases.flatMap(\.wireNames) {
                let parts = wireName.split(separator: ".", maxSplits: 1)
                guard parts.count == 2, let message = messages[String(parts[1])] else { continue }
                diagnostics.error(
                    "the notification name '\(wireName)' is the name Foundation gives the message "
                        + "type '\(parts[1])' in a module '\(parts[0])': on Linux, a notification posted under it "
                        + "would crash that message's observers, and the message this name's observers; give the case another 'name:'",
                    at: location,
                    notes: [.init(message: "case '\(message.name)' declares the message", location: message.location)])
            }
        }
    }

    /// A field type that starts with a name the run generates at the top level would mean that declaration: a
    /// notifier (an enum without cases, whose payloads could then contain themselves) or an observer protocol. A
    /// notifier named like a module of `imports:` hides that module's types the same way.
    private static func checkFieldTypes(
        _ notifier: Notifier, notifiers: [String: SourceLocation], imports: Set<String>,
        into diagnostics: inout DiagnosticBag
    ) {
        for notificationCase in notifier.cases {
            for field in notificationCase.fields {
                for root in field.userRoots {
                    let at = field.typeSource.location(of: root.offset)
                    let observed = GeneratedNames.notifier(ofObserverProtocol: root.name)
                    if let declared = notifiers[root.name] {
                        let module = imports.contains(root.name) ? ", not the module '\(root.name)'" : ""
                        diagnostics.error(
                            "'\(root.name)' in the type of field '\(field.name)' would mean the notifier "
                                + "'\(root.name)'\(module); a payload cannot hold a notifier: rename the notifier",
                            at: at,
                            notes: [.init(message: "notifier '\(root.name)' is declared here", location: declared)])
                    } else if let observed, let declared = notifiers[observed] {
                        diagnostics.error(
                            "'\(root.name)' in the type of field '\(field.name)' would mean the observer protocol "
                                + "generated for notifier '\(observed)'; rename the type or the notifier",
                            at: at,
                            notes: [.init(message: "notifier '\(observed)' is declared here", location: declared)])
                    }
                }
            }
        }
    }
}
