import Foundation

/// A number from a `userInfo` written without notigen: a Swift integer or floating-point value, or an `NSNumber`.
/// It converts to a field's numeric type only when the value is exactly representable there: `Int` 5 reads as
/// `Int64` or `Double`, `300` is refused for `Int8`, `0.5` for `Int`, `0.1` for `Float`.
nonisolated struct NotigenNumber: CustomStringConvertible {
    private enum Value {
        case signed(Int64)
        case unsigned(UInt64)
        case floating(Double)
    }

    private let value: Value

    /// The number `raw` holds, or nil when it is no number (a `Bool` is not one).
    init?(_ raw: Any) {
        if raw is Bool { return nil }
        if let number = raw as? NSNumber, let value = Self.value(of: number) {
            self.value = value
        } else if let integer = raw as? any BinaryInteger {
            if let signed = Int64(exactly: integer) {
                value = .signed(signed)
            } else if let unsigned = UInt64(exactly: integer) {
                value = .unsigned(unsigned)
            } else {
                return nil
            }
        } else if let floating = raw as? any BinaryFloatingPoint, let double = Double(exactly: floating) {
            value = .floating(double)
        } else if let float = raw as? Float {
            value = .floating(Double(float))
        } else {
            return nil
        }
    }

    /// The value of an `NSNumber`: floating point when it was made from one, else an integer; nil for a boolean.
    private static func value(of number: NSNumber) -> Value? {
        switch String(cString: number.objCType) {
        case "c", "B": return nil
        case "f", "d": return .floating(number.doubleValue)
        case "Q", "L", "I", "S", "C": return .unsigned(number.uint64Value)
        default: return .signed(number.int64Value)
        }
    }

    var description: String {
        switch value {
        case .signed(let value): "\(value)"
        case .unsigned(let value): "\(value)"
        case .floating(let value): "\(value)"
        }
    }

    /// Whether `type` is an integer or floating-point type, which numbers convert to.
    static func isNumeric<T>(_ type: T.Type) -> Bool {
        type is any BinaryInteger.Type || type is any BinaryFloatingPoint.Type
    }

    /// The number as a `T`, when `T` is an integer or floating-point type that holds it exactly.
    func exactly<T>(_ type: T.Type) -> T? {
        if let integer = type as? any BinaryInteger.Type {
            return convert(to: integer) as? T
        }
        if let floating = type as? any BinaryFloatingPoint.Type {
            return convert(to: floating) as? T
        }
        return nil
    }

    private func convert<I: BinaryInteger>(to type: I.Type) -> I? {
        switch value {
        case .signed(let value): I(exactly: value)
        case .unsigned(let value): I(exactly: value)
        case .floating(let value): value.isFinite ? I(exactly: value) : nil
        }
    }

    private func convert<F: BinaryFloatingPoint>(to type: F.Type) -> F? {
        switch value {
        case .signed(let value): F(exactly: value)
        case .unsigned(let value): F(exactly: value)
        case .floating(let value): value.isNaN ? F.nan : F(exactly: value)
        }
    }
}
