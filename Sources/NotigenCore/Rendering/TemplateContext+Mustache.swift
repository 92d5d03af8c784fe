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
        case "deprecation": return deprecation
        case "isMain": return isMain
        case "observerProtocol": return observerProtocol
        case "cases": return cases
        case "keys": return keys
        case "mainKeys": return mainKeys
        case "hasMainKeys": return !mainKeys.isEmpty
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
        case "docLines": return docLines
        case "deprecation": return deprecation
        case "preamble": return preamble
        case "wireNameLiteral": return wireNameLiteral
        case "payloadType": return payloadType
        case "access": return access
        case "key": return key
        case "keyDeclaration": return keyDeclaration
        case "observerRequirement": return observerRequirement
        case "observerDefault": return observerDefault
        case "observerClosure": return observerClosure
        case "eventDeclaration": return eventDeclaration
        case "eventBody": return eventBody
        case "failureEvent": return failureEvent
        default: return nil
        }
    }
}

extension FailureEventContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "caseName": return caseName
        case "withFields": return withFields
        case "declaration": return declaration
        case "body": return body
        default: return nil
        }
    }
}

extension PayloadContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "access": return access
        case "docLines": return docLines
        case "conformances": return conformances
        case "declaration": return declaration
        case "memberwiseInit": return memberwiseInit
        case "encodes": return encodes
        case "properties": return properties
        case "assignments": return assignments
        case "encodings": return encodings
        case "initParameters": return initParameters
        case "decodeArguments": return decodeArguments
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
