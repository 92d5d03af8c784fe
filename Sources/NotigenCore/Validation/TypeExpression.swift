/// A parsed Swift type expression, re-printed canonically by `swiftSource` (as written) and `generatedSource` (as
/// generated code writes it).
///
/// Trees come from `TypeExpressionParser.parse(_:)`; the generator never pastes the user's text, it prints the tree,
/// so nothing but a well-formed type can reach the generated code. Every node remembers where it starts in the text
/// (`offset`), so that a diagnostic about it points at the offending character; the offset is not part of the
/// type's identity (`==`, hashing).
struct TypeExpression: Hashable, Sendable {
    /// What the node is.
    indirect enum Kind: Hashable, Sendable {
        /// `A.B<C, D>.E`: one or more dotted components, each with optional generic arguments.
        case nominal([NominalComponent])
        /// `T?`
        case optional(TypeExpression)
        /// `[T]`
        case array(TypeExpression)
        /// `[K: V]`
        case dictionary(key: TypeExpression, value: TypeExpression)
        /// `()` or `(a: Int, String)`, with zero or at least two elements; `(T)` parses to just `T`.
        case tuple([TupleElement])
        /// `@Sendable (Int) async throws -> Void`: attributes, parameters, effects and result.
        case function(FunctionType)
        /// `any P`, where `P` may be a composition.
        case existential(TypeExpression)
        /// `some P`, where `P` may be a composition.
        case opaque(TypeExpression)
        /// `A & B & C`, with at least two members.
        case composition([TypeExpression])
        /// `T.Type`, or `T.Protocol` when `isProtocol` is true.
        case metatype(TypeExpression, isProtocol: Bool)
    }

    var kind: Kind
    /// The `Character` offset in the type's text where the node starts; 0 for a node built in code.
    var offset: Int

    init(_ kind: Kind, at offset: Int = 0) {
        self.kind = kind
        self.offset = offset
    }

    static func == (lhs: TypeExpression, rhs: TypeExpression) -> Bool {
        lhs.kind == rhs.kind
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
    }

    static func nominal(_ components: [NominalComponent]) -> TypeExpression { Self(.nominal(components)) }
    static func optional(_ wrapped: TypeExpression) -> TypeExpression { Self(.optional(wrapped)) }
    static func array(_ element: TypeExpression) -> TypeExpression { Self(.array(element)) }
    static func dictionary(key: TypeExpression, value: TypeExpression) -> TypeExpression {
        Self(.dictionary(key: key, value: value))
    }
    static func tuple(_ elements: [TupleElement]) -> TypeExpression { Self(.tuple(elements)) }
    static func function(_ function: FunctionType) -> TypeExpression { Self(.function(function)) }
    static func existential(_ constraint: TypeExpression) -> TypeExpression { Self(.existential(constraint)) }
    static func opaque(_ constraint: TypeExpression) -> TypeExpression { Self(.opaque(constraint)) }
    static func composition(_ members: [TypeExpression]) -> TypeExpression { Self(.composition(members)) }
    static func metatype(_ instance: TypeExpression, isProtocol: Bool) -> TypeExpression {
        Self(.metatype(instance, isProtocol: isProtocol))
    }
}

/// One dotted component of a nominal type, such as `Array<Int>` in `Swift.Array<Int>`.
struct NominalComponent: Hashable, Sendable {
    /// The identifier, without backticks.
    var name: String
    /// The generic arguments; empty when the component has no `<…>`.
    var genericArguments: [TypeExpression]
    /// Where the name starts in the type's text; not part of the component's identity.
    var offset: Int

    init(name: String, genericArguments: [TypeExpression], offset: Int = 0) {
        self.name = name
        self.genericArguments = genericArguments
        self.offset = offset
    }

    static func == (lhs: NominalComponent, rhs: NominalComponent) -> Bool {
        lhs.name == rhs.name && lhs.genericArguments == rhs.genericArguments
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(genericArguments)
    }
}

/// An element of a tuple type, or a parameter of a function type.
struct TupleElement: Hashable, Sendable {
    /// The element label, or `nil` when the element is unlabeled.
    var label: String?
    /// The element's type.
    var type: TypeExpression
}

/// A function type such as `@Sendable (Int, String) async throws(MyError) -> Void`.
struct FunctionType: Hashable, Sendable {
    /// Attributes written before the parameter list, with their `@`, e.g. `["@Sendable", "@MainActor"]`.
    var attributes: [String]
    /// The parameters. Labels are kept as written but are not printed, since Swift function types cannot carry them.
    var parameters: [TupleElement]
    /// Whether the function is `async`.
    var isAsync: Bool
    /// The `throws` clause, or `nil` for a non-throwing function.
    var throwsClause: ThrowsClause?
    /// The result type.
    var result: TypeExpression
}

/// The `throws` clause of a function type.
enum ThrowsClause: Hashable, Sendable {
    /// `throws`
    case untyped
    /// `throws(E)`
    case typed(TypeExpression)
}

extension TypeExpression {
    /// The spelling of the type as written, spacing normalized, e.g. `[String: [Int]]`, `(any Error)?`,
    /// `(a: Int, String)`: what diagnostics quote.
    ///
    /// Parentheses are added exactly where Swift needs them (around `any`, `some`, compositions and function types
    /// under `?`, `.Type` or `&`). Function parameter labels are not printed.
    var swiftSource: String {
        TypePrinter(style: .asWritten).print(self)
    }

    /// Calls `nominal` with the components of every nominal type in the expression, in the order they are written.
    func visitNominals(_ nominal: ([NominalComponent]) -> Void) {
        switch kind {
        case .nominal(let components):
            nominal(components)
            for component in components {
                for argument in component.genericArguments { argument.visitNominals(nominal) }
            }
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped), .opaque(let wrapped),
            .metatype(let wrapped, _):
            wrapped.visitNominals(nominal)
        case .dictionary(let key, let value):
            key.visitNominals(nominal)
            value.visitNominals(nominal)
        case .tuple(let elements):
            for element in elements { element.type.visitNominals(nominal) }
        case .composition(let members):
            for member in members { member.visitNominals(nominal) }
        case .function(let function):
            for parameter in function.parameters { parameter.type.visitNominals(nominal) }
            if case .typed(let error) = function.throwsClause { error.visitNominals(nominal) }
            function.result.visitNominals(nominal)
        }
    }
}
