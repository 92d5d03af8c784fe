import Foundation
import SwiftSyntax

/// Small readings of syntax the scanners share: member chains, string literals, doc comments, type names.
enum SyntaxReading {
    /// `A.B.c` as `["A", "B", "c"]`; nil when the expression is not a plain chain of names.
    static func memberPath(_ expr: ExprSyntax) -> [String]? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            return [ref.baseName.text]
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return nil }
            guard let basePath = memberPath(base) else { return nil }
            return basePath + [member.declName.baseName.text]
        }
        if let type = expr.as(TypeExprSyntax.self) {
            return type.type.trimmedText.split(separator: ".").map(String.init)
        }
        return nil
    }

    /// The text of a string literal with no interpolation; nil for anything else.
    static func plainString(_ expr: ExprSyntax) -> String? {
        guard let literal = expr.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        return unescape(text)
    }

    /// The common escapes of a Swift string literal (`\"`, `\\`, `\n`, `\t`, `\u{…}`).
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else {
                result.append(character)
                continue
            }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var hex = ""
                while let digit = iterator.next(), digit != "}" {
                    if digit != "{" { hex.append(digit) }
                }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                    result.append(Character(scalar))
                }
            default: result.append(next)
            }
        }
        return result
    }

    /// Whether a type or expression names `Notification.Name` (or `NSNotification.Name`, `Foundation.…`).
    static func isNameType(_ text: String) -> Bool {
        // Most texts read are not names: answered without Foundation's `replacingOccurrences` (a bridged search).
        guard text.hasSuffix("Name") else { return false }
        let plain = holds(text, "Foundation.") ? text.replacingOccurrences(of: "Foundation.", with: "") : text
        return plain == "Notification.Name" || plain == "NSNotification.Name"
    }

    /// A callee's text without `.init` (`Notification.Name.init` → `Notification.Name`).
    static func withoutInit(_ text: String) -> String {
        holds(text, ".init") ? text.replacingOccurrences(of: ".init", with: "") : text
    }

    /// Whether `text` holds `part`, compared byte by byte.
    static func holds(_ text: String, _ part: String) -> Bool {
        let bytes = Array(text.utf8)
        let wanted = Array(part.utf8)
        guard let first = wanted.first, wanted.count <= bytes.count else { return wanted.isEmpty }
        for start in 0...(bytes.count - wanted.count)
        where bytes[start] == first && bytes[start..<start + wanted.count].elementsEqual(wanted) {
            return true
        }
        return false
    }

    /// The `///` and `/** */` documentation in a declaration's leading trivia, one paragraph per blank line.
    static func docComment(_ trivia: Trivia) -> String? {
        var lines: [String] = []
        for piece in trivia {
            switch piece {
            case .docLineComment(let text):
                lines.append(String(text.dropFirst(3).drop { $0 == " " }))
            case .docBlockComment(let text):
                let body = text.dropFirst(3).dropLast(2)
                for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
                    lines.append(String(line.drop { $0 == " " || $0 == "*" }))
                }
            case .lineComment, .blockComment:
                lines.removeAll()
            default:
                break
            }
        }
        let text = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// The first argument of a call with one of `labels` (nil stands for no label).
    static func argument(_ call: FunctionCallExprSyntax, _ labels: [String?]) -> ExprSyntax? {
        call.arguments.first { labels.contains($0.label?.text) }?.expression
    }

    /// Whether `expr` is `nil`.
    static func isNil(_ expr: ExprSyntax) -> Bool {
        expr.is(NilLiteralExprSyntax.self)
    }

    /// The text of the value `expr` posts: `x` for `x as Any` (the typed post passes `x` itself), else `expr`'s.
    static func unboxedText(_ expr: ExprSyntax) -> String {
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let cast = CastReader.castAfter(first: sequence), !cast.optional, cast.type == "Any",
            let first = sequence.elements.first
        {
            return first.trimmedText
        }
        return expr.trimmedText
    }

    /// The blank space `node`'s line starts with, from its leading trivia (what follows its last line break).
    static func indentation(of node: Syntax) -> String {
        var indent = ""
        for piece in node.leadingTrivia.pieces {
            switch piece {
            case .spaces(let count): indent += String(repeating: " ", count: count)
            case .tabs(let count): indent += String(repeating: "\t", count: count)
            default: indent = ""
            }
        }
        return indent
    }

    /// Whether the closure nearest around `node` is one the main actor runs (`isMainActorClosure`). A function
    /// around it first is not.
    static func isInMainActorClosure(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let closure = parent.as(ClosureExprSyntax.self) { return isMainActorClosure(closure) }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorDeclSyntax.self)
            {
                return false
            }
            current = parent.parent
        }
        return false
    }

    /// Whether the main actor runs `closure`: the trailing closure of `DispatchQueue.main.async` (which Swift takes
    /// as `@MainActor`) or of `MainActor.run`, or a closure that says `@MainActor in` (`Task { @MainActor in }`).
    static func isMainActorClosure(_ closure: ClosureExprSyntax) -> Bool {
        if closure.signature?.attributes.contains(where: {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "MainActor"
        }) == true {
            return true
        }
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id
        else { return false }
        return ["DispatchQueue.main.async", "MainActor.run"].contains(call.calledExpression.trimmedText)
    }
}

extension SyntaxProtocol {
    /// The node's text without its first token's leading and its last token's trailing trivia: swift-syntax's
    /// `trimmedDescription`, read from the node's bytes. `trimmedDescription` builds a trimmed copy of the node
    /// (a detached node and two key-path writes) for each call, which was a quarter of scanning a repository.
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = min(bytes.count, leadingTriviaLength.utf8Length)
        let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
