import SwiftSyntax

/// A Combine chain on `center.publisher(for: .x)`, as the rewrite needs it: the publisher call, and the closures of
/// the chain's operators that receive the notification, up to the `sink`, the first operator that maps it to
/// something else (`map`, `compactMap`), or the action of SwiftUI's `.onReceive` that the chain is passed to.
struct PublisherChain: Sendable {
    /// The span of the `publisher(for:)` call (UTF-8 offsets, without trivia).
    let publisherSpan: Range<Int>
    /// The `object:` argument's text, when not nil.
    let objectText: String?
    /// Each closure that receives the notification: the span of its parameter (nil for `$0` or none) and its uses.
    let closures: [(parameterSpan: Range<Int>?, reads: NoteUses)]
    /// Why the chain cannot move to the typed publisher (an operator that needs the `Notification`, the publisher
    /// used where its element type shows), or nil.
    let obstacle: String?

    /// Operators that pass the notification on unchanged, without a closure that reads it (`receive(on:)`), or with
    /// one (`filter`).
    static let passing: Set<String> = ["receive", "throttle", "debounce", "delay", "prefix", "dropFirst", "first"]
    static let reading: Set<String> = ["filter", "sink", "map", "compactMap"]

    /// The chain that starts at `call`.
    static func chain(from call: FunctionCallExprSyntax) -> PublisherChain {
        var closures: [(parameterSpan: Range<Int>?, reads: NoteUses)] = []
        var current = ExprSyntax(call)
        var obstacle: String?
        var handedOn = false
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
            let operation = member.parent?.as(FunctionCallExprSyntax.self), operation.calledExpression.id == member.id
        {
            let name = member.declName.baseName.text
            current = ExprSyntax(operation)
            if passing.contains(name) && operation.trailingClosure == nil
                && !operation.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
            {
                continue
            }
            guard reading.contains(name) else {
                obstacle = "`.\(name)` receives the `Notification` itself"
                break
            }
            let closure =
                name == "sink"
                ? (operation.trailingClosure
                    ?? SyntaxReading.argument(operation, ["receiveValue"])?.as(ClosureExprSyntax.self))
                : (operation.trailingClosure ?? operation.arguments.first?.expression.as(ClosureExprSyntax.self))
            guard let closure else {
                let argument = operation.arguments.first?.expression.trimmedText ?? ""
                obstacle = "`.\(name)` takes `\(argument)`, not a closure that reads the notification's fields"
                break
            }
            guard let read = Self.closure(closure) else {
                obstacle = "the closure of `.\(name)` is not one written with one untyped parameter, `_` or `$0`"
                break
            }
            closures.append(read)
            if name != "filter" {
                handedOn = true
                break
            }
        }
        if obstacle == nil && !handedOn, let action = onReceiveAction(of: current) {
            // SwiftUI's `.onReceive(publisher) { }` subscribes with unlimited demand and runs its action with each
            // element, as a `sink` does.
            if let read = Self.closure(action) {
                closures.append(read)
                handedOn = true
            } else {
                obstacle = "the action of `.onReceive` is not a closure written with one untyped parameter, `_` or `$0`"
            }
        }
        if obstacle == nil && !handedOn {
            obstacle =
                "the chain hands its `Notification` values on (stored, returned or passed) before a `sink`, `map` or "
                + "`compactMap`, where their type would change"
        }
        return PublisherChain(
            publisherSpan: NoteUseReader.span(of: call), objectText: NoteUseReader.objectText(of: call),
            closures: closures, obstacle: obstacle)
    }

    /// The action closure of the SwiftUI `onReceive(publisher, perform:)` call whose publisher is `publisher`, when
    /// the publisher is that call's first argument and the action a closure (trailing or `perform:`).
    private static func onReceiveAction(of publisher: ExprSyntax) -> ClosureExprSyntax? {
        guard let argument = publisher.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let list = argument.parent?.as(LabeledExprListSyntax.self), list.first?.id == argument.id,
            let call = list.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        let callee =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard callee == "onReceive" else { return nil }
        return call.trailingClosure ?? SyntaxReading.argument(call, ["perform"])?.as(ClosureExprSyntax.self)
    }

    /// A closure's notification parameter (`note in`, `[weak self] note in`, `_ in`, or `$0`) and its uses; nil for
    /// a closure whose parameter is typed (`(note: Notification) in`) or that takes several.
    static func closure(_ closure: ClosureExprSyntax) -> (parameterSpan: Range<Int>?, reads: NoteUses)? {
        let statements = [Syntax(closure.statements)]
        guard let parameters = closure.signature?.parameterClause else {
            return (nil, NoteUseReader.read("$0", in: statements))
        }
        let name: TokenSyntax
        switch parameters {
        case .simpleInput(let names):
            guard names.count == 1, let first = names.first else { return nil }
            name = first.name
        case .parameterClause(let clause):
            guard clause.parameters.count == 1, let first = clause.parameters.first, first.type == nil else {
                return nil
            }
            name = first.secondName ?? first.firstName
        }
        return (NoteUseReader.span(of: name), NoteUseReader.read(name.text == "_" ? nil : name.text, in: statements))
    }
}
