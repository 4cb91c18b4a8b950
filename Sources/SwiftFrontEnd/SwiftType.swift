/// What the front end knows of an expression's type: enough to give literals and operators
/// Swift's meaning (integer or floating-point arithmetic) and implicit members (`.zero`,
/// `.red`) the type they stand for. Types it cannot tell are `unknown`.
indirect enum SwiftType: Hashable {
    /// `Int` and the other integer types.
    case int
    /// An integer literal whose type its context decides (`Int`, or `Double` beside one).
    case integerLiteral
    /// `Double`, `CGFloat`, `Float` and floating-point literals.
    case double
    case bool
    case string
    /// A value of a named engine or scene type (`CGRect`, `UIView`, `BellView`).
    case named(String)
    case optional(SwiftType)
    case array(SwiftType)
    /// A dictionary, by its values' type.
    case dictionary(SwiftType)
    /// A tuple, by its elements' types.
    case tuple([SwiftType])
    case unknown

    /// The type a written type annotation names.
    init(annotation text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("?") || trimmed.hasSuffix("!") {
            self = .optional(SwiftType(annotation: String(trimmed.dropLast())))
            return
        }
        if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
            let inner = String(trimmed.dropFirst().dropLast())
            if let colon = inner.firstIndex(of: ":") {
                self = .dictionary(SwiftType(annotation: String(inner[inner.index(after: colon)...])))
            } else {
                self = .array(SwiftType(annotation: inner))
            }
            return
        }
        if trimmed.hasPrefix("("), trimmed.hasSuffix(")"), trimmed.contains(",") {
            self = .tuple(trimmed.dropFirst().dropLast().split(separator: ",").map { element in
                SwiftType(annotation: String(element.split(separator: ":").last ?? element))
            })
            return
        }
        switch trimmed {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": self = .int
        case "Double", "CGFloat", "Float", "Float32", "Float64", "TimeInterval", "CFTimeInterval": self = .double
        case "Bool": self = .bool
        case "String", "Substring": self = .string
        case "": self = .unknown
        default: self = .named(trimmed)
        }
    }

    /// Integer arithmetic: `Int`, or a literal nothing made floating-point.
    var isInteger: Bool { self == .int || self == .integerLiteral }

    /// The type without its optional.
    var unwrapped: SwiftType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }
}
