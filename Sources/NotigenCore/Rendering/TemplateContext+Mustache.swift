import Mustache

// Direct key lookup for the template context: swift-mustache otherwise reflects every struct with `Mirror` on each
// `{{key}}`, which was three quarters of the generation time.

extension FileContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "specFileName": return specFileName
        case "imports": return imports
        case "notifiers": return notifiers
        default: return nil
        }
    }
}

extension NotifierContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "access": return access
        case "docLines": return docLines
        case "cases": return cases
        case "payloads": return payloads
        case "results": return results
        default: return nil
        }
    }
}

extension CaseContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "notifierName": return notifierName
        case "docLines": return docLines
        case "wireNameLiteral": return wireNameLiteral
        case "payloadType": return payloadType
        case "eventSignature": return eventSignature
        case "eventPayload": return eventPayload
        default: return nil
        }
    }
}

extension PayloadContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "docLines": return docLines
        case "conformances": return conformances
        case "fields": return fields
        case "initParameters": return initParameters
        default: return nil
        }
    }
}

extension FieldContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "type": return type
        case "docLines": return docLines
        default: return nil
        }
    }
}

extension ResultContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "caseName": return caseName
        case "successType": return successType
        case "failureType": return failureType
        default: return nil
        }
    }
}
