import Mustache

// Direct key lookup for the template context: swift-mustache otherwise reflects every struct with `Mirror` on each
// `{{key}}`, which was three quarters of the generation time. Text is returned as `TemplateText`.

/// Text for a tag. swift-mustache prints a `MustacheCustomRenderable` as it is, where a plain `String` would first be
/// cast to three more protocols and then printed through `String(describing:)`: a tenth of the generation time.
struct TemplateText: MustacheCustomRenderable {
    let renderText: String
    var isNull: Bool { false }
}

private func text(_ string: String) -> TemplateText {
    TemplateText(renderText: string)
}

private func text(_ lines: [String]) -> [TemplateText] {
    lines.map(TemplateText.init)
}

extension FileContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "specFileName": return text(specFileName)
        case "lintDirectives": return text(lintDirectives)
        case "imports": return text(imports)
        case "notigenVersion": return text(notigenVersion)
        case "runtimeRequirement": return text(runtimeRequirement)
        case "notifiers": return text(notifiers)
        default: return nil
        }
    }
}

extension NotifierContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name", "notifierName": return text(self.name)
        case "access": return text(access)
        case "docLines": return text(docLines)
        case "deprecation", "notifierDeprecation": return text(deprecation)
        case "isMain": return isMain
        case "observerProtocol": return text(observerProtocol)
        case "keysHolder": return text(keysHolder)
        case "casesProtocol": return text(casesProtocol)
        case "casesTable": return text(casesTable)
        case "cases": return cases
        case "keys": return keys
        case "mainKeys": return mainKeys
        case "hasMainKeys": return !mainKeys.isEmpty
        case "payloads": return payloads
        case "hasPayloads": return !payloads.isEmpty
        case "results": return results
        case "holderFunctions": return text(holderFunctions)
        case "holderKeys": return text(holderKeys)
        case "allCases": return text(allCases)
        case "hasAllCases": return !allCases.isEmpty
        default: return nil
        }
    }
}

extension CaseContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return text(self.name)
        case "docLines": return text(docLines)
        case "deprecation": return text(deprecation)
        case "isFirst": return isFirst
        case "nameDocLines": return text(nameDocLines)
        case "wireNameLiteral": return text(wireNameLiteral)
        case "access": return text(access)
        case "key": return text(key)
        case "keyDeclaration": return text(keyDeclaration)
        case "observerDocLines": return text(observerDocLines)
        case "observerRequirement": return text(observerRequirement)
        case "observerDefault": return text(observerDefault)
        case "eventDocLines": return text(eventDocLines)
        case "eventDeclaration": return text(eventDeclaration)
        case "eventBody": return text(eventBody)
        case "failureEvent": return failureEvent
        default: return nil
        }
    }
}

extension FailureEventContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "docLines": return text(docLines)
        case "declaration": return text(declaration)
        case "body": return text(body)
        default: return nil
        }
    }
}

extension PayloadContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return text(self.name)
        case "access": return text(access)
        case "docLines": return text(docLines)
        case "deprecation": return text(deprecation)
        case "isFirst": return isFirst
        case "declaration": return text(declaration)
        case "memberwiseInit": return text(memberwiseInit)
        case "initDocLines": return text(initDocLines)
        case "properties": return text(properties)
        case "assignments": return text(assignments)
        default: return nil
        }
    }
}

extension ResultContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return text(self.name)
        case "caseName": return text(caseName)
        case "successType": return text(successType)
        case "failureType": return text(failureType)
        case "deprecation": return text(deprecation)
        default: return nil
        }
    }
}
