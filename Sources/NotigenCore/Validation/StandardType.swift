/// A type of the Swift standard library or Foundation that notigen knows, with what the compiler knows about it:
/// whether it is `Sendable`, `Hashable` or an `Error`, its generic parameters and their constraints, and which
/// defaults it takes. This table is the single source of that knowledge: validation checks field types against
/// it, and generated code writes these types module-qualified (`Swift.String`), so that they mean the same there
/// whatever the user's module declares. Any other type name is the user's, and trusted.
struct StandardType: Sendable {
    enum Module: String, Sendable {
        case swift = "Swift"
        case foundation = "Foundation"
    }

    /// What a type is to the type checker.
    enum Kind: Sendable, Equatable {
        /// A struct or an enum (or a typealias of one).
        case concrete
        /// A class.
        case classType
        /// A protocol used as a type; `requiresAny` when Swift requires `any` before it (it has `Self` or
        /// associated-type requirements).
        case protocolType(requiresAny: Bool)
        /// `AnyObject`: a layout constraint, written without `any`.
        case anyObject
        /// `Any`: a keyword, never module-qualified.
        case any
    }

    /// When the type is `Hashable`.
    enum Hashability: Sendable, Equatable {
        case never
        case always
        /// When the generic arguments at these positions are.
        case whenArguments([Int])
    }

    /// What a generic argument must be.
    enum Constraint: Sendable, Equatable {
        case none
        case hashable
        case error
    }

    /// The default values a field of this type can have.
    enum LiteralKind: Sendable, Equatable {
        case string
        case character
        case bool
        /// The bounds' magnitudes: `minimum` is how far below zero the type reaches.
        case integer(minimum: UInt64, maximum: UInt64)
        case floatingPoint(FloatingPrecision)
    }

    /// The binary floating-point format of a type with number defaults.
    enum FloatingPrecision: Sendable, Equatable {
        /// `Float`: narrower range and precision than `Double`.
        case single
        case double
        /// `CGFloat`: `Double` on 64-bit platforms, `Float` on 32-bit ones (watchOS's arm64_32), so a default must
        /// fit `Float`'s range, and is written with `Double`'s precision.
        case platform
    }

    let module: Module
    /// The name inside its module: `["Int"]`, `["Unicode", "Scalar"]`.
    let path: [String]
    let kind: Kind
    /// One constraint per generic parameter; empty for a type that is not generic.
    let genericParameters: [Constraint]
    /// Whether it is `Sendable` when its generic arguments are (for a protocol: whether its existential is, that is
    /// whether it refines `Sendable`).
    let isSendable: Bool
    let hashability: Hashability
    /// Whether it conforms to `Error` (for a protocol: whether its existential does, which only `any Error` does).
    let isError: Bool
    /// Whether no value of it exists (`Never`): Swift warns about code after one is passed.
    let isUninhabited: Bool
    let literal: LiteralKind?

    /// `Swift.Int`, as generated code writes it (`Any` is never qualified).
    var qualifiedName: String {
        kind == .any ? "Any" : ([module.rawValue] + path).joined(separator: ".")
    }

    /// `Int`, as the user writes it.
    var name: String { path.joined(separator: ".") }

    var isProtocol: Bool {
        if case .protocolType = kind { return true }
        return false
    }
}

extension StandardType {
    /// A concrete type that is `Sendable` and `Hashable`, with the defaults it takes.
    private static func value(_ module: Module, _ path: [String], literal: LiteralKind? = nil) -> StandardType {
        StandardType(
            module: module, path: path, kind: .concrete, genericParameters: [], isSendable: true,
            hashability: .always, isError: false, isUninhabited: false, literal: literal)
    }

    /// An enum of the standard library without cases, like `Never`: no value of it exists.
    private static func uninhabited(_ path: [String], generic: [Constraint] = []) -> StandardType {
        StandardType(
            module: .swift, path: path, kind: .concrete, genericParameters: generic, isSendable: true,
            hashability: .always, isError: false, isUninhabited: true, literal: nil)
    }

    private static func integer(_ name: String, minimum: UInt64, maximum: UInt64) -> StandardType {
        value(.swift, [name], literal: .integer(minimum: minimum, maximum: maximum))
    }

    private static func concrete(
        _ module: Module, _ name: String, sendable: Bool, hashability: Hashability,
        generic: [Constraint] = []
    ) -> StandardType {
        StandardType(
            module: module, path: [name], kind: .concrete, genericParameters: generic, isSendable: sendable,
            hashability: hashability, isError: false, isUninhabited: false, literal: nil)
    }

    private static func protocolType(
        _ module: Module, _ name: String, requiresAny: Bool = false, sendable: Bool = false, error: Bool = false
    ) -> StandardType {
        StandardType(
            module: module, path: [name], kind: .protocolType(requiresAny: requiresAny), genericParameters: [],
            isSendable: sendable, hashability: .never, isError: error, isUninhabited: false, literal: nil)
    }

    /// Every type notigen knows.
    static let all: [StandardType] = {
        let signed = { (bits: Int) in UInt64(1) << (bits - 1) }
        let unsigned = { (bits: Int) in bits == 64 ? UInt64.max : (UInt64(1) << bits) - 1 }
        var types: [StandardType] = [
            value(.swift, ["String"], literal: .string), value(.swift, ["Substring"], literal: .string),
            value(.swift, ["Character"], literal: .character), value(.swift, ["Bool"], literal: .bool),
            integer("Int", minimum: signed(64), maximum: signed(64) - 1),
            integer("UInt", minimum: 0, maximum: unsigned(64)),
            value(.swift, ["Double"], literal: .floatingPoint(.double)),
            value(.swift, ["Float64"], literal: .floatingPoint(.double)),
            value(.swift, ["Float"], literal: .floatingPoint(.single)),
            value(.swift, ["Float32"], literal: .floatingPoint(.single)),
            value(.swift, ["ObjectIdentifier"]), value(.swift, ["Duration"]), value(.swift, ["Unicode", "Scalar"]),
            value(.foundation, ["URL"]), value(.foundation, ["UUID"]), value(.foundation, ["Date"]),
            value(.foundation, ["Data"]), value(.foundation, ["Decimal"]),
            value(.foundation, ["TimeInterval"], literal: .floatingPoint(.double)),
            value(.foundation, ["CGFloat"], literal: .floatingPoint(.platform)),
            concrete(.swift, "StaticString", sendable: true, hashability: .never),
            concrete(.swift, "Void", sendable: true, hashability: .never),
            concrete(.swift, "AnyHashable", sendable: false, hashability: .always),
            concrete(.swift, "OpaquePointer", sendable: false, hashability: .always),
            concrete(.swift, "UnsafeRawPointer", sendable: false, hashability: .always),
            concrete(.swift, "UnsafeMutableRawPointer", sendable: false, hashability: .always),
            concrete(.swift, "UnsafePointer", sendable: false, hashability: .always, generic: [.none]),
            concrete(.swift, "UnsafeMutablePointer", sendable: false, hashability: .always, generic: [.none]),
            StandardType(
                module: .foundation, path: ["NSObject"], kind: .classType, genericParameters: [], isSendable: false,
                hashability: .always, isError: false, isUninhabited: false, literal: nil),
            concrete(.swift, "Optional", sendable: true, hashability: .whenArguments([0]), generic: [.none]),
            concrete(.swift, "Array", sendable: true, hashability: .whenArguments([0]), generic: [.none]),
            concrete(.swift, "Set", sendable: true, hashability: .always, generic: [.hashable]),
            concrete(
                .swift, "Dictionary", sendable: true, hashability: .whenArguments([1]), generic: [.hashable, .none]),
            concrete(.swift, "Result", sendable: true, hashability: .whenArguments([0, 1]), generic: [.none, .error]),
            StandardType(
                module: .swift, path: ["Never"], kind: .concrete, genericParameters: [], isSendable: true,
                hashability: .always, isError: true, isUninhabited: true, literal: nil),
            // The standard library's enums without cases (its public ones, read from its symbol graph): no payload
            // can hold one. A type of the user's with one of these names is written with its module.
            uninhabited(["CommandLine"]), uninhabited(["MemoryLayout"], generic: [.none]),
            uninhabited(["UnboundedRange_"]), uninhabited(["Unicode"]), uninhabited(["Unicode", "ASCII"]),
            uninhabited(["Unicode", "UTF8"]), uninhabited(["Unicode", "UTF16"]), uninhabited(["Unicode", "UTF32"]),
            StandardType(
                module: .swift, path: ["Any"], kind: .any, genericParameters: [], isSendable: false,
                hashability: .never, isError: false, isUninhabited: false, literal: nil),
            StandardType(
                module: .swift, path: ["AnyObject"], kind: .anyObject, genericParameters: [], isSendable: false,
                hashability: .never, isError: false, isUninhabited: false, literal: nil),
            protocolType(.swift, "Error", sendable: true, error: true),
            protocolType(.swift, "Sendable", sendable: true),
            protocolType(.swift, "Hashable", requiresAny: true), protocolType(.swift, "Equatable", requiresAny: true),
            protocolType(.swift, "Comparable", requiresAny: true),
            protocolType(.swift, "Identifiable", requiresAny: true), protocolType(.swift, "CustomStringConvertible"),
            protocolType(.swift, "CustomDebugStringConvertible"), protocolType(.swift, "Encodable"),
            protocolType(.swift, "Decodable"), protocolType(.swift, "Codable"),
            protocolType(.foundation, "LocalizedError", sendable: true),
        ]
        for bits in [8, 16, 32, 64] {
            types.append(integer("Int\(bits)", minimum: signed(bits), maximum: signed(bits) - 1))
            types.append(integer("UInt\(bits)", minimum: 0, maximum: unsigned(bits)))
        }
        return types
    }()

    /// The types by their first name (`Unicode` for `Unicode.Scalar`).
    private static let byFirstName = Dictionary(grouping: all) { $0.path[0] }

    /// What a nominal type's components name: a standard type, and how many of the components name it (the module
    /// qualifier included); nil for a name notigen does not know. `Foundation.Int` (a known name in the wrong
    /// module) is a `StandardTypeError`.
    static func resolve(_ components: [NominalComponent]) throws(StandardTypeError) -> (StandardType, count: Int)? {
        guard let first = components.first else { return nil }
        if components.count == 1 {  // the common case: one name, no module, no allocation
            guard let type = byFirstName[first.name]?.first(where: { $0.path.count == 1 }) else { return nil }
            return (type, 1)
        }
        let qualifier = first.genericArguments.isEmpty ? Module(rawValue: first.name) : nil
        let start = qualifier == nil ? 0 : 1
        let names = components[start...].map(\.name)
        let candidates = (byFirstName[names[0]] ?? []).filter { Array(names.prefix($0.path.count)) == $0.path }
        guard let type = candidates.max(by: { $0.path.count < $1.path.count }) else { return nil }
        if let qualifier, qualifier != type.module {
            throw StandardTypeError(
                offset: components[start].offset,
                message: "'\(type.name)' is in module '\(type.module.rawValue)', not '\(qualifier.rawValue)'")
        }
        if type.kind == .any, start == 1 {
            throw StandardTypeError(offset: first.offset, message: "'Any' is a keyword; write it without a module")
        }
        return (type, start + type.path.count)
    }
}

/// A type name that names a standard type wrongly, such as `Foundation.Int`.
struct StandardTypeError: Error, Sendable {
    var offset: Int
    var message: String
}
